import Foundation
import GtkList
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// A text log opened as list-viewer opens any file: every line of a dpkg log is a record (the
/// first too), and a Java log's entries, stack traces and all, are filtered by their fields and
/// searched through their text.
final class TextLogModelTests: XCTestCase {
    private static let dpkgLog = (1...500).map { n in
        "2025-06-24 14:\(n / 60 % 60 < 10 ? "0" : "")\(n / 60 % 60):\(n % 60 < 10 ? "0" : "")\(n % 60) status installed pkg\(n):amd64 1.\(n)\n"
    }.joined()

    private static let javaLog = (1...300).map { n in
        n % 10 == 0
            ? "2025-06-14 15:16:01,\(100 + n % 900) ERROR [worker-\(n % 4)] app.Items: lookup \(n) failed\njava.lang.IllegalStateException: no item \(n)\n\tat app.Items.get(Items.java:42)\n"
            : "2025-06-14 15:16:01,\(100 + n % 900) INFO  [main] app.Server: served \(n)\n"
    }.joined()

    func testEveryLineOfADpkgLogIsARecordTheFirstToo() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(Self.dpkgLog, as: "dpkg.log", in: scratch)
            XCTAssertEqual(model.records.knownRecordCount, 500)
            let first = try XCTUnwrap(model.records.dataSource.sections.first?.items.first)
            XCTAssertEqual(first.id, 1)
            XCTAssertEqual(first.presentation.title, "installed pkg1:amd64 1.1", "dpkg's format makes the action a field")
            XCTAssertEqual(first.presentation.details.first { $0.key == "action" }?.value, "status")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testAJavaLogIsFilteredByLevelAndSearchedInItsStackTraces() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(Self.javaLog, as: "app.log", in: scratch)
            XCTAssertEqual(model.records.knownRecordCount, 300, "a stack trace belongs to its entry")
            let filterBar = FileFilterBar(model: model)
            filterBar.filter(by: "level = error and thread = worker-2")
            list.waitUntilSettled()
            XCTAssertEqual(filterBar.countLabel.text, "15 of 300 records")
            filterBar.filter(by: "")
            let searchBar = FileSearchBar(model: model)
            searchBar.search(for: "no item 1")
            list.waitUntilSettled()
            XCTAssertEqual(searchBar.countLabel.text, "11 matches", "entries 10 and 100 to 190, by the lines of their traces")
            withExtendedLifetime((list, scratch)) {}
        }
    }
}

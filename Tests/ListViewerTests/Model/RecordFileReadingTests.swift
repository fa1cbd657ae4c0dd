import Foundation
import GtkListTesting
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// A page read ahead is handed out by the next page asked for, cut to what it asks.
final class RecordFileReadingTests: XCTestCase {
    func testAPageReadAheadIsTheNextPageAndFewerAskedForLeaveTheRestToTheOneAfter() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("n.jsonl", (1...250).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let pages = try MainActor.assumeIsolated { try awaitWork { () async throws -> [(numbers: [Int], isAtEnd: Bool)] in
            let reading = try RecordFileReading(path: path, options: ReadingOptions())
            await reading.readAhead(maxRecords: 100)
            var pages: [(numbers: [Int], isAtEnd: Bool)] = []
            for count in [40, 100, 200] {
                let page = try await reading.nextPage(maxRecords: count)
                pages.append((page.records.map(\.number), page.isAtEnd))
            }
            return pages
        } }
        XCTAssertEqual(pages.map { $0.numbers }, [Array(1...40), Array(41...100), Array(101...250)])
        XCTAssertEqual(pages.map { $0.isAtEnd }, [false, false, true])
    }

    /// A page read ahead to the file's end is followed by what the file gained since.
    func testAPageReadAheadToTheEndIsFollowedByWhatTheFileGainedSince() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("short.jsonl", (1...3).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let (numbers, isAtEnd) = try MainActor.assumeIsolated { try awaitWork { () async throws -> ([Int], Bool) in
            let reading = try RecordFileReading(path: path, options: ReadingOptions())
            await reading.readAhead(maxRecords: 100)
            try appendText(#"{"n": 4}"# + "\n", to: path)
            let page = try await reading.nextPage(maxRecords: 100)
            return (page.records.map(\.number), page.isAtEnd)
        } }
        XCTAssertEqual(numbers, [1, 2, 3, 4])
        XCTAssertTrue(isAtEnd)
    }
}

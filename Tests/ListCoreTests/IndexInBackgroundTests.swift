import Foundation
@testable import ListCore
import XCTest

/// A big first snapshot can be indexed away from the data source's thread.
final class IndexInBackgroundTests: XCTestCase {
    func testTheIndexBuiltElsewhereServesLookUpsAndRefusesRepeats() {
        MainActor.assumeIsolated {
            var warnings: [ListWarning] = []
            let source = ListDataSource(sections: [section("all", items(0..<150_000))],
                                        warningHandler: { warnings.append($0) })
            var finished = false
            Task { @MainActor in
                await source.indexInBackground()
                finished = true
            }
            XCTAssertTrue(source.isIndexDeferred, "a big first snapshot opens unindexed")
            let deadline = Date().addingTimeInterval(20)
            while !finished, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.002)) }
            XCTAssertTrue(finished, "the index was not built within 20 s")
            XCTAssertFalse(source.isIndexDeferred, "indexed on another thread")
            XCTAssertEqual(source.indexPath(ofItemWithID: 149_999), ListIndexPath(section: 0, item: 149_999))
            XCTAssertNil(source.append([TestItem(42)]), "a repeat is refused by the index")
            XCTAssertEqual(warnings, [.duplicateIDsDropped(count: 1, ids: ["42"])])
        }
    }
}

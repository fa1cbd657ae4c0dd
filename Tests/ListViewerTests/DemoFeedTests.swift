import ListCore
import ListViewerKit
import XCTest

final class DemoFeedTests: XCTestCase {
    func testFeedHasSectionsWithHeadersAndSeveralRowKinds() {
        var warnings: [ListWarning] = []
        let source = ListDataSource(sections: DemoFeed.sections()) { warnings.append($0) }
        XCTAssertEqual(warnings, [], "every id in the demo feed is unique")
        XCTAssertGreaterThanOrEqual(source.sections.count, 3)
        XCTAssertTrue(source.sections.allSatisfy { $0.header?.kind == FeedItem.Kind.header })
        XCTAssertTrue((30...50).contains(source.itemCount), "about 40 items, got \(source.itemCount)")
        let kinds = Set(source.sections.flatMap(\.items).map(\.kind))
        XCTAssertEqual(kinds, [FeedItem.Kind.article, FeedItem.Kind.card, FeedItem.Kind.compact])
    }

    func testIdsAreStableAcrossCalls() {
        let first = DemoFeed.sections().flatMap(\.items).map(\.id)
        let second = DemoFeed.sections().flatMap(\.items).map(\.id)
        XCTAssertEqual(first, second)
    }
}

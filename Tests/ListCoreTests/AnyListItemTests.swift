import ListCore
import XCTest

/// Rows of unrelated types in one list, YBHandyTableView style: no common base class, no
/// hand-written wrapper.
final class AnyListItemTests: XCTestCase {
    private struct Banner: ListItem, Sendable {
        let id: String
        var text: String
        var kind: RowKind { "banner" }
        var heightHint: Int? { 80 }
    }

    private struct Story: ListItem, Sendable {
        let id: String
        var title: String
        var kind: RowKind { "story" }
    }

    private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }

    func testAnIDMadeFromATypeAndAnIDFindsTheWrappedItem() {
        let source = ListDataSource<AnyListItem>(sections: [ListSection(id: "s", items: [
            AnyListItem(Banner(id: "1", text: "Welcome")),
            AnyListItem(Story(id: "1", title: "First")),
        ])])
        XCTAssertEqual(AnyListItem.ID(Story.self, "1"), AnyListItem(Story(id: "1", title: "Any")).id)
        XCTAssertNotEqual(AnyListItem.ID(Story.self, "1"), AnyListItem.ID(Banner.self, "1"))
        XCTAssertEqual(source.indexPath(ofItemWithID: AnyListItem.ID(Story.self, "1")), ListIndexPath(section: 0, item: 1))
        XCTAssertNil(source.indexPath(ofItemWithID: AnyListItem.ID(Story.self, "2")))
    }

    func testMixedTypesDiffByTypeAndIDAndContent() {
        let source = ListDataSource<AnyListItem>(sections: [ListSection(id: "s", items: [
            AnyListItem(Banner(id: "1", text: "Welcome")),
            AnyListItem(Story(id: "1", title: "First")),
        ])])
        XCTAssertEqual(source.itemCount, 2, "the same id in two types is two items")
        var changes: [String] = []
        let observation = source.observe { changes.append($0.changeDescription) }
        defer { observation.cancel() }

        source.apply([ListSection(id: "s", items: [
            AnyListItem(Banner(id: "1", text: "Welcome")),
            AnyListItem(Story(id: "1", title: "First, edited")),
            AnyListItem(Story(id: "2", title: "Second")),
        ])])
        XCTAssertEqual(changes, ["2-0+1 updated:1"], "the edited story is updated in place, the new one added")
        XCTAssertEqual((source.item(at: ListIndexPath(section: 0, item: 1))?.base as? Story)?.title, "First, edited")
    }

    func testKindHeightAndEqualityComeFromTheWrappedItem() {
        let banner = AnyListItem(Banner(id: "b", text: "Hi"))
        XCTAssertEqual(banner.kind, "banner")
        XCTAssertEqual(banner.heightHint, 80)
        XCTAssertEqual(banner, AnyListItem(Banner(id: "b", text: "Hi")))
        XCTAssertNotEqual(banner, AnyListItem(Banner(id: "b", text: "Bye")))
        XCTAssertNotEqual(banner.id, AnyListItem(Story(id: "b", title: "Hi")).id)
        XCTAssertNil(AnyListItem(Story(id: "s", title: "T")).heightHint)
        XCTAssertTrue(isSendable(AnyListItem.self), "snapshots of it can be diffed off the main thread")
    }

    func testDuplicateIDsOfOneTypeAreDroppedWithAWarning() {
        var warnings: [ListWarning] = []
        let source = ListDataSource<AnyListItem>(sections: [ListSection(id: "s", items: [
            AnyListItem(Story(id: "x", title: "A")), AnyListItem(Story(id: "x", title: "B")),
        ])], warningHandler: { warnings.append($0) })
        XCTAssertEqual(source.itemCount, 1)
        XCTAssertEqual(warnings.count, 1)
    }
}

import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Selection and activation reach every observer with the item and its index path.
final class ListViewEventTests: XCTestCase {
    @MainActor
    private static func makeHarness() throws -> ListHarness {
        try ListHarness(ListDataSource(sections: [
            ListSection(id: "a", header: Note(id: "ha", text: "First", kind: "header"),
                        items: ListHarness.notes(0..<3)),
            ListSection(id: "b", header: Note(id: "hb", text: "Second", kind: "header"),
                        items: ListHarness.notes(3..<6)),
        ]))
    }

    func testNothingIsSelectedWhenTheListOpens() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.makeHarness()
            defer { harness.close() }
            XCTAssertNil(harness.list.selectedItem)
        }
    }

    func testSelectionReachesEveryObserverWithItemAndIndexPath() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.makeHarness()
            defer { harness.close() }
            var first: [String?] = []
            var second: [ListIndexPath?] = []
            harness.list.onSelectionChange { first.append($0?.item.text) }
            let connection = harness.list.onSelectionChange { second.append($0?.indexPath) }

            harness.list.selectItem(at: ListIndexPath(section: 1, item: 1))
            XCTAssertEqual(first, ["Note 4"])
            XCTAssertEqual(second, [ListIndexPath(section: 1, item: 1)])
            XCTAssertEqual(harness.list.selectedItem?.item.id, "n4")

            connection.disconnect()
            harness.list.selectItem(at: nil)
            XCTAssertEqual(first, ["Note 4", nil], "a dropped connection keeps its handler")
            XCTAssertEqual(second.count, 1, "a disconnected handler hears nothing more")

            harness.list.selectItem(at: ListIndexPath(section: 7, item: 0))
            XCTAssertNil(harness.list.selectedItem, "an out-of-range path selects nothing")
        }
    }

    func testActivationReportsItemsButNotHeaders() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.makeHarness()
            defer { harness.close() }
            var activated: [String] = []
            var paths: [ListIndexPath] = []
            harness.list.onActivate { activated.append($0.item.text) }
            harness.list.onActivate { paths.append($0.indexPath) }

            harness.list.activateRow(5)  // rows: First, 0, 1, 2, Second, 3 …
            harness.list.activateRow(0)  // a header
            harness.list.activateRow(4)  // a header
            harness.list.activateRow(2)
            XCTAssertEqual(activated, ["Note 3", "Note 1"])
            XCTAssertEqual(paths, [ListIndexPath(section: 1, item: 0), ListIndexPath(section: 0, item: 1)])
        }
    }

    func testSingleClickActivationActivatesOnOneClickAndHoverSelectsNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<20))]))
            defer { harness.close() }
            harness.list.activatesOnSingleClick = true
            var activated: [String] = []
            harness.list.onActivate { activated.append($0.item.text) }
            harness.list.selectItem(at: ListIndexPath(section: 0, item: 5))

            // GTK 4.8's own single-click mode selects the row under a resting pointer after a
            // moment; the list must not.
            try TestInput.movePointer(over: harness.window, at: (x: 100, y: 10))
            try TestInput.movePointer(over: harness.window, at: (x: 100, y: 12))
            let hoverDeadline = Date().addingTimeInterval(1.5)
            MainLoop.run(until: { harness.list.selectedItem?.item.text != "Note 5" || Date() > hoverDeadline }, timeout: 2)
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 5", "hover left the selection alone")
            XCTAssertEqual(activated, [])

            let first = try XCTUnwrap(harness.row(showing: "Note 0")?.widget.bounds(relativeTo: harness.window))
            try TestInput.click(harness.window, at: (x: first.x + 20, y: first.y + first.height / 2))
            XCTAssertEqual(activated, ["Note 0"], "one click activates the row under it")
        }
    }

    func testDownAndReturnActivateTheNextRowInBothClickModes() throws {
        try MainActor.assumeIsolated {
            for single in [false, true] {
                let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<20))]))
                defer { harness.close() }
                harness.list.activatesOnSingleClick = single
                var activated: [String] = []
                harness.list.onActivate { activated.append($0.item.text) }
                try TestInput.click(harness.window, at: (x: 100, y: 30))  // focus the second row
                activated = []
                try TestInput.pressKeys("Down", in: harness.window)
                try TestInput.pressKeys("Return", in: harness.window)
                XCTAssertEqual(activated, ["Note 2"], "single-click mode \(single)")
            }
        }
    }
}

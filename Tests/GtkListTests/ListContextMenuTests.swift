import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A row's context menu opens with a right click and from the keyboard, and its entries act on
/// that row's item.
final class ListContextMenuTests: XCTestCase {
    @MainActor
    private static func harness(choosing chosen: @escaping (String) -> Void) throws -> ListHarness {
        let sections = [ListSection(id: "s", header: Note(id: "h", text: "Header", kind: "header"),
                                    items: ListHarness.notes(0..<10))]
        let harness = try ListHarness(ListDataSource(sections: sections))
        harness.list.contextMenu = { row in [RowAction("_Copy") { chosen(row.item.text) }] }
        return harness
    }

    func testShiftF10OpensTheFocusedRowsMenuWithItsFirstEntryReadyForEnter() throws {
        try MainActor.assumeIsolated {
            var chosen: [String] = []
            let harness = try Self.harness { chosen.append($0) }
            defer { harness.close() }
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("shift+F10", in: harness.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { harness.list.isContextMenuShown }), "the menu opened")
            let menu = try XCTUnwrap(harness.list.shownContextMenu)
            MainLoop.waitUntilDrawn(menu)
            try TestInput.pressKeys("Return", in: menu, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { !chosen.isEmpty }))
            XCTAssertEqual(chosen, ["Note 2"])
        }
    }

    func testARightClickOpensTheMenuOfTheRowUnderThePointerButNotOfAHeader() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness { _ in }
            defer { harness.close() }
            let header = try XCTUnwrap(harness.row(showing: "Header")?.widget.bounds(relativeTo: harness.window))
            try TestInput.click(harness.window, at: (x: 40, y: header.y + header.height / 2), button: .secondary)
            MainLoop.run(until: { false }, timeout: 0.2)
            XCTAssertFalse(harness.list.isContextMenuShown, "headers have no menu")
            let note = try XCTUnwrap(harness.row(showing: "Note 3")?.widget.bounds(relativeTo: harness.window))
            try TestInput.click(harness.window, at: (x: 40, y: note.y + note.height / 2), button: .secondary)
            XCTAssertTrue(MainLoop.run(until: { harness.list.isContextMenuShown }), "the menu opened")
            try TestInput.pressKeys("Escape", in: try XCTUnwrap(harness.list.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { !harness.list.isContextMenuShown }), "Escape closed it")
        }
    }
}

import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `selectionMode`: several items selected with Ctrl and Shift (clicks and keys), Ctrl+A and a
/// rubber band; the selection is of items, by id, kept across changes; headers are never
/// selected; a list that selects nothing, or one item, holds to that.
final class ListMultipleSelectionTests: XCTestCase {
    /// Two sections of five notes ("Note 0"…"Note 4", "Note 100"…"Note 104") under headers.
    @MainActor
    private static func harness(_ mode: ListSelectionMode = .multiple) throws -> ListHarness {
        let sections = (0..<2).map { section in
            ListSection(id: "s\(section)", header: Note(id: "h\(section)", text: "Header \(section)", kind: "header"),
                        items: ListHarness.notes(section * 100..<section * 100 + 5))
        }
        let harness = try ListHarness(ListDataSource(sections: sections))
        harness.list.selectionMode = mode
        return harness
    }

    @MainActor
    private static func selectedTexts(_ harness: ListHarness) -> [String] {
        harness.list.selectedItems.map(\.item.text)
    }

    @MainActor
    private static func click(_ text: String, in harness: ListHarness, with modifiers: String = "") throws {
        try TestInput.click(try XCTUnwrap(harness.row(showing: text)).widget, holding: modifiers)
        MainLoop.waitUntilDrawn(harness.window)
    }

    func testCtrlAndShiftClicksSelectSeveralItemsButNeverAHeader() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            var heard: [[String]] = []
            harness.list.onSelectedItemsChange { heard.append($0.map(\.item.text)) }
            try Self.click("Note 1", in: harness)
            try Self.click("Note 3", in: harness, with: "ctrl")
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 3"])
            // Shift from Note 3 across the second section's header.
            try Self.click("Note 101", in: harness, with: "shift")
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 3", "Note 4", "Note 100", "Note 101"])
            XCTAssertEqual(heard.last, ["Note 3", "Note 4", "Note 100", "Note 101"])
            // Ctrl+click on a selected item unselects it.
            try Self.click("Note 4", in: harness, with: "ctrl")
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 3", "Note 100", "Note 101"])
        }
    }

    func testKeysExtendMoveAndToggleAndCtrlASelectsEveryItem() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            harness.list.grabFocus()
            try TestInput.pressKeys("Down", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1"])
            try TestInput.pressKeys("shift+Down", in: harness.window)
            try TestInput.pressKeys("shift+Down", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 2", "Note 3"])
            // Ctrl moves the focus alone; Ctrl+Space adds the focused item.
            try TestInput.pressKeys("ctrl+Down", in: harness.window)
            try TestInput.pressKeys("ctrl+Down", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 2", "Note 3"])
            try TestInput.pressKeys("ctrl+space", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 2", "Note 3", "Note 100"])
            try TestInput.pressKeys("ctrl+a", in: harness.window)
            XCTAssertEqual(harness.list.selectedItems.count, 10, "every item, no header: \(Self.selectedTexts(harness))")
            try TestInput.pressKeys("ctrl+shift+a", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), [])
        }
    }

    func testTheSelectionFollowsItsItemsAcrossChanges() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            harness.list.selectItems(withIDs: ["n1", "n3", "h0", "missing"])
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 3"], "headers and unknown ids are not selected")
            // New items on top, Note 3 moved to the other section, Note 1 removed.
            harness.source.apply([
                ListSection(id: "s0", header: Note(id: "h0", text: "Header 0", kind: "header"),
                            items: [Note(id: "new", text: "New")] + ListHarness.notes(0..<5).filter { !["n1", "n3"].contains($0.id) }),
                ListSection(id: "s1", header: Note(id: "h1", text: "Header 1", kind: "header"),
                            items: [Note(id: "n3", text: "Note 3")] + ListHarness.notes(100..<105)),
            ])
            harness.drawn()
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 3"])
            XCTAssertEqual(harness.list.selectedItems.first?.indexPath, ListIndexPath(section: 1, item: 0))
            harness.discardPresentedChanges()
        }
    }

    func testASingleSelectionHoldsOneItemAndNoneHoldsNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness(.single)
            defer { harness.close() }
            try Self.click("Note 1", in: harness)
            try Self.click("Note 3", in: harness, with: "shift")
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1"], "a single selection refuses a range")
            harness.list.grabFocus()
            try TestInput.pressKeys("ctrl+a", in: harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1"])
            harness.list.selectionMode = .none
            XCTAssertEqual(Self.selectedTexts(harness), [])
            try Self.click("Note 2", in: harness)
            XCTAssertEqual(Self.selectedTexts(harness), [])
            XCTAssertNil(harness.list.selectedItem)
        }
    }

    func testARubberBandSelectsTheItemsItSpans() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            let first = try XCTUnwrap(harness.row(showing: "Note 1")).widget
            let last = try XCTUnwrap(harness.row(showing: "Note 101")).widget
            let from = try XCTUnwrap(first.bounds(relativeTo: harness.window))
            let to = try XCTUnwrap(last.bounds(relativeTo: harness.window))
            try TestInput.drag(harness.window, at: (x: 40, y: from.y + from.height / 2),
                               by: (x: 60, y: to.y + to.height / 2 - (from.y + from.height / 2)))
            MainLoop.waitUntilDrawn(harness.window)
            XCTAssertEqual(Self.selectedTexts(harness), ["Note 1", "Note 2", "Note 3", "Note 4", "Note 100", "Note 101"])
        }
    }

    func testGoldenPictureOfASelectionOfSeveralItems() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            harness.list.selectItems(withIDs: ["n1", "n2", "n101"])
            try TestInput.movePointer(over: harness.window, at: (x: 1, y: 470))
            assertGolden(of: harness.window, named: "multiple-selection")
        }
    }
}

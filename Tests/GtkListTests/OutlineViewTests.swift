import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A folder's row: an icon and a name, as a file tree shows it.
@MainActor
final class FolderRow: RowView {
    let icon = Image(iconName: "folder-symbolic")
    let name = Label()
    let widget: Widget

    init() {
        name.horizontalAlignment = .start
        widget = Box(.horizontal, spacing: 8, children: [icon, name])
        widget.setMargins(top: 6, bottom: 6, end: 12)
    }
}

/// A shown window holding an `OutlineView<Note>` of folders, with a contract checker on GTK's
/// model of its rows.
@MainActor
final class OutlineHarness {
    let window: Window
    let view: OutlineView<Note>
    var outline: Outline<Note> { view.outline }
    let contract: ListModelContractChecker

    init(_ outline: Outline<Note>, width: Int32 = 360, height: Int32 = 420) throws {
        try GtkTestEnvironment.start()
        window = Window()
        view = OutlineView(outline: outline, adapters: [
            RowAdapter(kind: "note", make: FolderRow.init, bind: { $0.name.text = $1.text }),
            RowAdapter(kind: "header", make: { Label() }, bind: { label, note in
                label.text = note.text
                label.horizontalAlignment = .start
            }),
        ])
        window.setDefaultSize(width: width, height: height)
        window.setChild(view.widget)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window), "the window was never drawn")
    }

    /// The texts of the rows on screen, each indented by two spaces per level.
    var shownRows: [String] {
        guard let visible = view.visibleRows else { return [] }
        return visible.compactMap { row in
            outline.entry(atRow: row).map { String(repeating: "  ", count: $0.depth) + $0.item.text }
        }
    }

    /// The text of the row with the keyboard focus.
    var focusedText: String? { view.focusedRow.flatMap(outline.entry(atRow:))?.item.text }

    func drawn() { MainLoop.waitUntilDrawn(window) }

    func close() {
        contract.assertNoViolation()
        window.close()
    }

    /// Documents (Letters, Taxes/2025, Taxes/2026), Music, Pictures (Holidays).
    nonisolated static var folders: [OutlineNode<Note>] {
        func folder(_ name: String, _ children: [OutlineNode<Note>] = []) -> OutlineNode<Note> {
            OutlineNode(Note(id: name, text: name.split(separator: "/").last.map(String.init) ?? name), children: children)
        }
        return [
            folder("Documents", [folder("Documents/Letters"),
                                 folder("Documents/Taxes", [folder("Documents/Taxes/2025"), folder("Documents/Taxes/2026")])]),
            folder("Music"),
            folder("Pictures", [folder("Pictures/Holidays")]),
        ]
    }
}

final class OutlineViewTests: XCTestCase {
    func testAClickOnATriangleShowsTheChildrenIndentedAndAnotherHidesThem() throws {
        try MainActor.assumeIsolated {
            let harness = try OutlineHarness(Outline(nodes: OutlineHarness.folders))
            defer { harness.close() }
            XCTAssertEqual(harness.shownRows, ["Documents", "Music", "Pictures"])
            let triangle = try XCTUnwrap(harness.view.rowWidget(at: ListIndexPath(section: 0, item: 0))?.firstChild)
            try TestInput.click(triangle)
            harness.drawn()
            XCTAssertEqual(harness.shownRows, ["Documents", "  Letters", "  Taxes", "Music", "Pictures"])
            let taxes = try XCTUnwrap(harness.view.rowWidget(at: ListIndexPath(section: 0, item: 2)))
            let indent = try XCTUnwrap(taxes.firstChild?.bounds(relativeTo: triangle))
            XCTAssertEqual(indent.x, 20, accuracy: 1, "a level is indented 20 px")
            XCTAssertNil(harness.view.selectedItem, "the triangle selects nothing")
            try TestInput.click(triangle, at: nil)
            harness.drawn()
            XCTAssertEqual(harness.shownRows, ["Documents", "Music", "Pictures"])
        }
    }

    func testRightAndLeftExpandCollapseAndMoveBetweenParentAndChild() throws {
        try MainActor.assumeIsolated {
            let harness = try OutlineHarness(Outline(nodes: OutlineHarness.folders))
            defer { harness.close() }
            harness.view.focusItem(at: ListIndexPath(section: 0, item: 0))
            harness.drawn()
            XCTAssertEqual(harness.focusedText, "Documents")
            try TestInput.pressKeys("Right", in: harness.window)
            XCTAssertEqual(harness.shownRows, ["Documents", "  Letters", "  Taxes", "Music", "Pictures"])
            try TestInput.pressKeys("Right", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.focusedText, "Letters", "Right on an expanded row goes to its first child")
            try TestInput.pressKeys("Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.focusedText, "Taxes")
            try TestInput.pressKeys("shift+asterisk", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.shownRows, ["Documents", "  Letters", "  Taxes", "    2025", "    2026", "Music", "Pictures"])
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Left", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.focusedText, "Taxes", "Left on a leaf goes to its parent")
            try TestInput.pressKeys("Left", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.shownRows, ["Documents", "  Letters", "  Taxes", "Music", "Pictures"])
            XCTAssertEqual(harness.focusedText, "Taxes", "collapsing keeps the focus on the row")
            try TestInput.pressKeys("minus", in: harness.window)
            try TestInput.pressKeys("Left", in: harness.window)
            try TestInput.pressKeys("Left", in: harness.window)
            harness.drawn()
            XCTAssertEqual(harness.shownRows, ["Documents", "Music", "Pictures"])
            XCTAssertEqual(harness.focusedText, "Documents")
            try TestInput.pressKeys("shift+plus", in: harness.window)
            XCTAssertTrue(harness.outline.isExpanded("Documents"))
            XCTAssertFalse(harness.outline.isExpanded("Documents/Taxes"), "Left on a collapsed row changed nothing")
        }
    }

    func testANodeMovedToAnotherParentKeepsItsRowExpansionAndSelection() throws {
        try MainActor.assumeIsolated {
            let outline = Outline(nodes: OutlineHarness.folders, expandedIDs: ["Documents", "Documents/Taxes", "Pictures"])
            let harness = try OutlineHarness(outline)
            defer { harness.close() }
            harness.view.selectItems(withIDs: ["Documents/Taxes"])
            var folders = OutlineHarness.folders
            let taxes = folders[0].children.remove(at: 1)
            folders[2].children.append(taxes)
            let change = outline.apply(folders)
            harness.drawn()
            XCTAssertEqual(change.diff?.inserts, [], "a move, not a delete and an insert")
            XCTAssertEqual(harness.shownRows, ["Documents", "  Letters", "Music", "Pictures", "  Holidays", "  Taxes", "    2025", "    2026"])
            XCTAssertEqual(harness.view.selectedItem?.item.id, "Documents/Taxes")
            XCTAssertEqual(harness.view.selectedItem?.item.depth, 1)
        }
    }

    func testTheOutlineLooksRight() throws {
        try MainActor.assumeIsolated {
            let outline = Outline(sections: [
                OutlineSection(id: "places", header: Note(id: "header", text: "Places", kind: "header"),
                               nodes: OutlineHarness.folders),
            ], expandedIDs: ["Documents", "Documents/Taxes"])
            let harness = try OutlineHarness(outline)
            defer { harness.close() }
            harness.view.selectItems(withIDs: ["Documents/Taxes/2026"])
            harness.drawn()
            assertGolden(of: harness.window, named: "outline-expanded-selected")
        }
    }
}

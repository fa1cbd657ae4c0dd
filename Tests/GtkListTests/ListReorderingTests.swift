import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Rows move by real drags and by Alt+Up/Down: the data source hears a move, GTK one
/// items-changed over the span, and the moved row keeps its widget, focus and selection.
final class ListReorderingTests: XCTestCase {
    /// Two sections of four notes, each with a header; rows are
    /// header 0 (row 0), Note 0…3 (rows 1–4), header 1 (row 5), Note 100…103 (rows 6–9).
    @MainActor
    private static func sectionedHarness(height: Int32 = 480) throws -> ListHarness {
        let sections = (0..<2).map { section in
            ListSection(id: "s\(section)",
                        header: Note(id: "h\(section)", text: "Header \(section)", kind: "header"),
                        items: ListHarness.notes(section * 100..<section * 100 + 4))
        }
        return try ListHarness(ListDataSource(sections: sections), height: height)
    }

    @MainActor
    private static func texts(_ harness: ListHarness, section: Int) -> [String] {
        harness.source.section(at: section)?.items.map(\.text) ?? []
    }

    /// The centre of the row showing `text`, in the window's coordinates.
    @MainActor
    private static func centre(of text: String, in harness: ListHarness, file: StaticString = #filePath,
                               line: UInt = #line) throws -> (x: Double, y: Double) {
        let row = try XCTUnwrap(harness.row(showing: text), "no row shows \(text)", file: file, line: line)
        let bounds = try XCTUnwrap(row.widget.bounds(relativeTo: harness.window), file: file, line: line)
        return (bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)
    }

    /// The height of the row showing `text`.
    @MainActor
    private static func height(of text: String, in harness: ListHarness) throws -> Double {
        try XCTUnwrap(harness.row(showing: text)?.widget.parent?.bounds(relativeTo: harness.window)?.height)
    }

    @MainActor
    private static func focusedText(_ harness: ListHarness) -> String? {
        harness.list.focusedRow.flatMap { harness.source.row(at: $0)?.item.text }
    }

    // MARK: The model

    func testAMoveOfTheDataSourceIsOneItemsChangedAndTheRowsKeepTheirWidgets() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            let moved = try XCTUnwrap(harness.row(showing: "Note 0"))
            let passed = try XCTUnwrap(harness.row(showing: "Note 2"))
            harness.source.move(from: ListIndexPath(section: 0, item: 0), to: ListIndexPath(section: 0, item: 2))
            harness.drawn()
            harness.assertPresentedChanges(["1-3+3"])
            XCTAssertTrue(harness.row(showing: "Note 0") === moved, "the moved row keeps its widget")
            XCTAssertTrue(harness.row(showing: "Note 2") === passed, "a row it passed keeps its widget")
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 2", "Note 0", "Note 3"])
            // Drawn in its new place: below the row it passed.
            let movedY = try XCTUnwrap(moved.widget.bounds(relativeTo: harness.window)?.y)
            let passedY = try XCTUnwrap(passed.widget.bounds(relativeTo: harness.window)?.y)
            XCTAssertGreaterThan(movedY, passedY)
        }
    }

    // MARK: Dragging

    func testDraggingARowDownMovesItWithinItsSection() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            var moves: [String] = []
            harness.list.reordering = RowReordering(didMove: { move in
                moves.append("\(move.item.text) \(move.source)→\(move.destination)")
            })
            let moved = try XCTUnwrap(harness.row(showing: "Note 0"))
            let start = try Self.centre(of: "Note 0", in: harness)
            let rowHeight = try Self.height(of: "Note 0", in: harness)
            // Down to the lower half of Note 2: the drop goes below it.
            try TestInput.drag(harness.window, at: start, by: (x: 0, y: rowHeight * 2.3))
            harness.finishRowDrag()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 2", "Note 0", "Note 3"])
            XCTAssertEqual(moves, ["Note 0 [0, 0]→[0, 2]"])
            harness.assertPresentedChanges(["1-3+3"])
            XCTAssertTrue(harness.row(showing: "Note 0") === moved, "the moved row keeps its widget")
            XCTAssertNil(harness.list.dropIndicatorRow, "the indicator goes with the drag")
        }
    }

    func testAVetoedDragLeavesEverythingAsItWas() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            var asked: [String] = []
            var moved = false
            harness.list.reordering = RowReordering(canMove: { move in
                asked.append(move.item.text)
                return move.item.text != "Note 0"
            }, didMove: { _ in moved = true })
            let start = try Self.centre(of: "Note 0", in: harness)
            let rowHeight = try Self.height(of: "Note 0", in: harness)
            try TestInput.drag(harness.window, at: start, by: (x: 0, y: rowHeight * 2.3))
            harness.finishRowDrag()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            XCTAssertFalse(asked.isEmpty, "the app was asked")
            XCTAssertFalse(moved)
            try TestInput.pressKeys("alt+Down", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 0")
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            harness.assertPresentedChanges([])
        }
    }

    func testADragIntoAnotherSectionIsRefusedUnlessAllowed() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            harness.list.reordering = RowReordering()
            let start = try Self.centre(of: "Note 0", in: harness)
            // To the upper half of Note 101, the second item of the second section.
            let target = try Self.centre(of: "Note 101", in: harness)
            let rowHeight = try Self.height(of: "Note 0", in: harness)
            let offset = (x: 0.0, y: target.y - start.y - rowHeight * 0.25)
            try TestInput.drag(harness.window, at: start, by: offset)
            harness.finishRowDrag()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            harness.assertPresentedChanges([])

            harness.list.reordering = RowReordering(movesAcrossSections: true)
            let moved = try XCTUnwrap(harness.row(showing: "Note 0"))
            try TestInput.drag(harness.window, at: start, by: offset)
            harness.finishRowDrag()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 2", "Note 3"])
            XCTAssertEqual(Self.texts(harness, section: 1), ["Note 100", "Note 0", "Note 101", "Note 102", "Note 103"])
            harness.assertPresentedChanges(["1-6+6"])
            XCTAssertTrue(harness.row(showing: "Note 0") === moved, "the moved row keeps its widget")
        }
    }

    func testHeadersCannotBeDragged() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            harness.list.reordering = RowReordering(movesAcrossSections: true)
            let start = try Self.centre(of: "Header 1", in: harness)
            try TestInput.drag(harness.window, at: start, by: (x: 0, y: -60))
            XCTAssertFalse(harness.list.isDraggingRow)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            XCTAssertEqual(harness.source.row(at: 5)?.item.text, "Header 1")
            harness.assertPresentedChanges([])
        }
    }

    func testDraggingNearTheBottomEdgeScrollsTheList() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<200))]),
                                          height: 300)
            defer { harness.close() }
            harness.list.reordering = RowReordering()
            let start = try Self.centre(of: "Note 1", in: harness)
            let bottom = Double(harness.window.allocatedHeight) - 6
            try TestInput.drag(harness.window, at: start, by: (x: 0, y: bottom - start.y), holdingFor: 0.5)
            harness.finishRowDrag()
            XCTAssertGreaterThan(harness.list.scrollOffset, 200, "half a second at the edge scrolls several screens")
            XCTAssertFalse(harness.list.isAutoscrolling, "the scroll stops with the drag")
            // Dropped where the pointer rested: far below the rows shown when the drag began.
            let moved = try XCTUnwrap(harness.source.indexPath(ofItemWithID: "n1"))
            XCTAssertGreaterThan(moved.item, 20)
            XCTAssertEqual(harness.source.item(at: ListIndexPath(section: 0, item: 1))?.id, "n2")
            harness.assertPresentedChanges(["1-\(moved.item)+\(moved.item)"])
        }
    }

    // MARK: Keyboard

    func testAltDownAndAltUpMoveTheFocusedRowAndKeepItsFocusAndSelection() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            harness.list.reordering = RowReordering()
            harness.list.focusItem(at: ListIndexPath(section: 0, item: 1))
            harness.drawn()
            let moved = try XCTUnwrap(harness.row(showing: "Note 1"))
            try TestInput.pressKeys("alt+Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 2", "Note 1", "Note 3"])
            harness.assertPresentedChanges(["2-2+2"])
            XCTAssertEqual(Self.focusedText(harness), "Note 1", "the focus moved with the row")
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 1", "so did the selection")
            XCTAssertEqual(harness.list.selectedItem?.indexPath, ListIndexPath(section: 0, item: 2))
            XCTAssertTrue(harness.row(showing: "Note 1") === moved, "the row keeps its widget")

            try TestInput.pressKeys("alt+Up", in: harness.window)
            try TestInput.pressKeys("alt+Up", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 0", "Note 2", "Note 3"])
            harness.assertPresentedChanges(["2-2+2", "1-2+2"])
            XCTAssertEqual(Self.focusedText(harness), "Note 1")
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 1")

            // At the top of its section, with items kept in their sections: nothing moves.
            try TestInput.pressKeys("alt+Up", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 0", "Note 2", "Note 3"])
            XCTAssertEqual(Self.focusedText(harness), "Note 1")
            // Plain Down still moves the focus, not the row.
            try TestInput.pressKeys("Down", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 0")
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 1", "Note 0", "Note 2", "Note 3"])
        }
    }

    func testAltDownCrossesIntoTheNextSectionOnlyWhenAllowed() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            harness.list.reordering = RowReordering()
            harness.list.focusItem(at: ListIndexPath(section: 0, item: 3))
            harness.drawn()
            try TestInput.pressKeys("alt+Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            harness.assertPresentedChanges([])

            harness.list.reordering = RowReordering(movesAcrossSections: true)
            try TestInput.pressKeys("alt+Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2"])
            XCTAssertEqual(Self.texts(harness, section: 1), ["Note 3", "Note 100", "Note 101", "Note 102", "Note 103"])
            harness.assertPresentedChanges(["4-2+2"])  // past the header: rows 4 and 5 swap
            XCTAssertEqual(Self.focusedText(harness), "Note 3")
            try TestInput.pressKeys("alt+Up", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness, section: 0), ["Note 0", "Note 1", "Note 2", "Note 3"])
            harness.assertPresentedChanges(["4-2+2"])
            XCTAssertEqual(Self.focusedText(harness), "Note 3")
        }
    }
}

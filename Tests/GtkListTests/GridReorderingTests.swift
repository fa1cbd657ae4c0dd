import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A grid's cells move by real drags and by the Alt+arrow keys, through the controller a list's
/// rows move by: a drop goes before or after the cell under the pointer, Alt+Left and Alt+Right
/// move the focused cell one place, Alt+Up and Alt+Down a line; the cell keeps the focus.
final class GridReorderingTests: XCTestCase {
    /// Two sections, of eight pictures and of four, in four columns (640 px, cells of 150).
    @MainActor
    private static func harness() throws -> GridHarness {
        try GridHarness(ListDataSource(sections: GridHarness.sections([8, 4])))
    }

    @MainActor
    private static func texts(_ harness: GridHarness, section: Int = 0) -> [String] {
        harness.source.section(at: section)?.items.map { $0.text.replacingOccurrences(of: "Picture ", with: "") } ?? []
    }

    /// The point of the cell of `item` in section 0, `across` of its width from its leading
    /// edge, in the window's coordinates.
    @MainActor
    private static func point(in harness: GridHarness, item: Int, across: Double) throws -> (x: Double, y: Double) {
        let cell = try XCTUnwrap(harness.grid.cellWidget(at: ListIndexPath(section: 0, item: item))?.parent)
        let bounds = try XCTUnwrap(cell.bounds(relativeTo: harness.window))
        return (bounds.x + bounds.width * across, bounds.y + bounds.height / 2)
    }

    @MainActor
    private static func focusedText(_ harness: GridHarness) -> String? {
        harness.grid.focusedRow.flatMap { harness.source.row(at: $0)?.item.text }
    }

    func testDraggingACellOntoAnotherOnesFarHalfPutsItAfterThatOne() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            var moves: [String] = []
            harness.grid.reordering = RowReordering(didMove: { move in
                moves.append("\(move.item.text) \(move.source)→\(move.destination)")
            })
            let start = try Self.point(in: harness, item: 0, across: 0.5)
            let target = try Self.point(in: harness, item: 2, across: 0.8)
            try TestInput.drag(harness.window, at: start, by: (x: target.x - start.x, y: target.y - start.y))
            XCTAssertTrue(MainLoop.run(until: { !harness.grid.isDraggingRow }, timeout: 2), "the drag never ended")
            harness.drawn()
            XCTAssertEqual(Self.texts(harness), ["0.1", "0.2", "0.0", "0.3", "0.4", "0.5", "0.6", "0.7"])
            XCTAssertEqual(moves, ["Picture 0.0 [0, 0]→[0, 2]"])
            XCTAssertNil(harness.grid.dropIndicatorRow, "the indicator goes with the drag")
            XCTAssertEqual(Array(harness.shownTexts.prefix(3)), ["Picture 0.1", "Picture 0.2", "Picture 0.0"])
        }
    }

    func testADropOnACellsNearHalfGoesBeforeItAndAVetoLeavesAll() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            var vetoes = false
            harness.grid.reordering = RowReordering(canMove: { _ in !vetoes })
            let start = try Self.point(in: harness, item: 3, across: 0.5)
            let target = try Self.point(in: harness, item: 1, across: 0.2)
            try TestInput.drag(harness.window, at: start, by: (x: target.x - start.x, y: target.y - start.y))
            XCTAssertTrue(MainLoop.run(until: { !harness.grid.isDraggingRow }, timeout: 2))
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.3", "0.1", "0.2", "0.4", "0.5", "0.6", "0.7"])
            // Last: a refused drop's icon flies back over the grid for half a second, taking
            // the next press.
            vetoes = true
            try TestInput.drag(harness.window, at: start, by: (x: target.x - start.x, y: target.y - start.y))
            XCTAssertTrue(MainLoop.run(until: { !harness.grid.isDraggingRow }, timeout: 2))
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.3", "0.1", "0.2", "0.4", "0.5", "0.6", "0.7"], "vetoed")
        }
    }

    func testAltArrowsMoveTheFocusedCellAlongItsLineAndALineDownKeepingTheFocus() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { harness.close() }
            harness.grid.reordering = RowReordering()
            harness.grid.focusItem(at: ListIndexPath(section: 0, item: 1))
            harness.drawn()
            try TestInput.pressKeys("alt+Right", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.2", "0.1", "0.3", "0.4", "0.5", "0.6", "0.7"])
            XCTAssertTrue(MainLoop.run(until: { Self.focusedText(harness) == "Picture 0.1" }), "the focus moved with the cell")
            XCTAssertEqual(harness.grid.selectedItem?.indexPath, ListIndexPath(section: 0, item: 2), "so did the selection")
            // A line down: to the place of the item below it, in the same column.
            try TestInput.pressKeys("alt+Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.1", "0.7"])
            XCTAssertTrue(MainLoop.run(until: { Self.focusedText(harness) == "Picture 0.1" }))
            // No line below in its section, with items kept in their sections: nothing moves.
            try TestInput.pressKeys("alt+Down", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.2", "0.3", "0.4", "0.5", "0.6", "0.1", "0.7"])
            XCTAssertEqual(Self.texts(harness, section: 1), ["1.0", "1.1", "1.2", "1.3"])
            try TestInput.pressKeys("alt+Left", in: harness.window)
            harness.drawn()
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.2", "0.3", "0.4", "0.5", "0.1", "0.6", "0.7"])
            // Plain Left still moves the focus, not the cell.
            try TestInput.pressKeys("Left", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { Self.focusedText(harness) == "Picture 0.5" }))
            XCTAssertEqual(Self.texts(harness), ["0.0", "0.2", "0.3", "0.4", "0.5", "0.1", "0.6", "0.7"])
        }
    }
}

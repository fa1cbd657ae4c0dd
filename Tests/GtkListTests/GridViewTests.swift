import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The grid: cells in as many columns as fit, headers across the grid, selection, the keyboard
/// in two dimensions, activation and changes, through a shown GridView.
final class GridViewTests: XCTestCase {
    func testCellsFillTheColumnsThatFitAndHeadersSpanTheGrid() throws {
        try MainActor.assumeIsolated {
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6, 9])))
            defer { harness.close() }
            XCTAssertEqual(harness.grid.columnCount, 4, "640 px hold four cells of at least 150 px")
            XCTAssertEqual(Array(harness.shownTexts.prefix(6)), (0..<6).map { "Picture 0.\($0)" })
            let first = try XCTUnwrap(harness.grid.cellWidget(at: ListIndexPath(section: 0, item: 0)))
            let fifth = try XCTUnwrap(harness.grid.cellWidget(at: ListIndexPath(section: 0, item: 4)))
            let firstBounds = try XCTUnwrap(first.bounds(relativeTo: harness.window))
            let fifthBounds = try XCTUnwrap(fifth.bounds(relativeTo: harness.window))
            XCTAssertEqual(firstBounds.x, fifthBounds.x, accuracy: 1, "the fifth item starts the second line")
            XCTAssertGreaterThan(fifthBounds.y, firstBounds.y + firstBounds.height - 1)
            // The second section's header starts a line of its own, across the grid.
            let header = try XCTUnwrap(harness.grid.boundCells.first { $0.item.id == "h1" }?.widget.parent)
            XCTAssertGreaterThan(header.allocatedWidth, 560, "a header spans the grid")
            let firstOfSection = try XCTUnwrap(harness.grid.cellWidget(at: ListIndexPath(section: 1, item: 0)))
            XCTAssertEqual(try XCTUnwrap(firstOfSection.bounds(relativeTo: harness.window)).x, firstBounds.x, accuracy: 1)
        }
    }

    func testTheColumnsFollowTheWidthAndTheFocusedCellStaysInView() throws {
        try MainActor.assumeIsolated {
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([40, 40])), height: 360)
            defer { harness.close() }
            harness.grid.focusItem(at: ListIndexPath(section: 1, item: 20))
            XCTAssertTrue(MainLoop.run(until: { harness.grid.focusedRow == 62 }, timeout: 5))
            harness.grid.minimumCellWidth = 300
            XCTAssertEqual(harness.grid.columnCount, 2)
            XCTAssertTrue(MainLoop.run(until: { harness.grid.visibleRows?.contains(62) == true }, timeout: 5),
                          "the focused cell is still on screen")
            XCTAssertTrue(MainLoop.run(until: { harness.grid.focusedRow == 62 }, timeout: 5), "and keeps the focus")
            harness.grid.maximumColumns = 1
            XCTAssertEqual(harness.grid.columnCount, 1)
            harness.grid.minimumColumns = 3
            XCTAssertEqual(harness.grid.columnCount, 3, "the fewest columns win over a narrow grid")
            harness.drawn()
            XCTAssertEqual(harness.contract.violations.count, 0)
        }
    }

    func testTheArrowKeysMoveInTwoDimensionsAcrossHeaders() throws {
        try MainActor.assumeIsolated {
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6, 9])))
            defer { harness.close() }
            let grid = harness.grid
            grid.selectionMode = .multiple
            var activated: [String] = []
            grid.onActivate { activated.append($0.item.text) }
            grid.focusItem(at: ListIndexPath(section: 0, item: 0))
            @MainActor func press(_ keys: String) throws -> String? {
                try TestInput.pressKeys(keys, in: harness.window)
                _ = MainLoop.run(until: { false }, timeout: 0.05)
                return grid.focusedRow.flatMap(grid.item(atRow:))?.item.text
            }
            XCTAssertEqual(try press("Right"), "Picture 0.1")
            XCTAssertEqual(try press("Down"), "Picture 0.5", "down a line, in the same column")
            XCTAssertEqual(try press("Down"), "Picture 1.1", "over the header, into the next section's first line")
            XCTAssertEqual(try press("Down"), "Picture 1.5")
            XCTAssertEqual(try press("Down"), "Picture 1.8", "the last of a shorter line")
            XCTAssertEqual(try press("Up"), "Picture 1.4")
            XCTAssertEqual(try press("Left"), "Picture 1.3")
            XCTAssertEqual(try press("Home"), "Picture 0.0")
            XCTAssertEqual(try press("shift+Right"), "Picture 0.1")
            XCTAssertEqual(try press("shift+Down"), "Picture 0.5")
            XCTAssertEqual(grid.selectedItems.map(\.item.text), (0..<6).map { "Picture 0.\($0)" },
                           "Shift selects from the anchor to the focus")
            XCTAssertEqual(try press("End"), "Picture 1.8")
            XCTAssertEqual(grid.selectedItems.map(\.item.text), ["Picture 1.8"])
            XCTAssertEqual(try press("Return"), "Picture 1.8")
            XCTAssertEqual(try press("space"), "Picture 1.8")
            XCTAssertEqual(activated, ["Picture 1.8", "Picture 1.8"], "Enter and Space activate")
            XCTAssertEqual(try press("ctrl+a"), "Picture 1.8")
            XCTAssertEqual(grid.selectedItems.count, 15, "Ctrl+A selects every item")
            let selectedCell = try XCTUnwrap(grid.cellWidget(at: ListIndexPath(section: 1, item: 8))?.parent)
            XCTAssertTrue(selectedCell.hasSelectedState, "a selected cell shows it")
        }
    }

    /// In a right-to-left layout a line runs from the right: Left goes on to the next item,
    /// which is drawn to the left, and Right back; Alt+Left moves the focused cell on too.
    func testRightToLeftLinesRunFromTheRightForTheArrowKeys() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            GtkTestEnvironment.use(language: "ar")
            defer { GtkTestEnvironment.use(language: "") }
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6])))
            defer { harness.close() }
            let grid = harness.grid
            grid.focusItem(at: ListIndexPath(section: 0, item: 1))
            harness.drawn()
            let first = try XCTUnwrap(grid.cellWidget(at: ListIndexPath(section: 0, item: 0))?.bounds(relativeTo: harness.window))
            let second = try XCTUnwrap(grid.cellWidget(at: ListIndexPath(section: 0, item: 1))?.bounds(relativeTo: harness.window))
            XCTAssertGreaterThan(first.x, second.x, "the first item is drawn right of the second")
            @MainActor func press(_ keys: String) throws -> String? {
                try TestInput.pressKeys(keys, in: harness.window)
                _ = MainLoop.run(until: { false }, timeout: 0.05)
                return grid.focusedRow.flatMap(grid.item(atRow:))?.item.text
            }
            XCTAssertEqual(try press("Left"), "Picture 0.2", "Left goes to the item on the left: the next one")
            XCTAssertEqual(try press("Right"), "Picture 0.1")
            XCTAssertEqual(try press("Right"), "Picture 0.0")
            grid.reordering = RowReordering()
            XCTAssertEqual(try press("alt+Left"), "Picture 0.0", "the cell moves on, and keeps the focus")
            XCTAssertEqual(grid.dataSource.section(at: 0)?.items.prefix(2).map(\.text), ["Picture 0.1", "Picture 0.0"])
        }
    }

    func testClicksSelectAndADoubleClickActivates() throws {
        try MainActor.assumeIsolated {
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6, 9])))
            defer { harness.close() }
            let grid = harness.grid
            grid.selectionMode = .multiple
            var activated: [String] = []
            grid.onActivate { activated.append($0.item.text) }
            @MainActor func cell(_ section: Int, _ item: Int) throws -> Widget {
                try XCTUnwrap(grid.cellWidget(at: ListIndexPath(section: section, item: item)))
            }
            try TestInput.click(cell(0, 2))
            XCTAssertEqual(grid.selectedItems.map(\.item.text), ["Picture 0.2"])
            XCTAssertEqual(grid.focusedRow, 3, "the clicked cell takes the focus")
            try TestInput.click(cell(1, 0), holding: "ctrl")
            XCTAssertEqual(grid.selectedItems.map(\.item.text), ["Picture 0.2", "Picture 1.0"])
            try TestInput.click(cell(0, 2), holding: "ctrl")
            XCTAssertEqual(grid.selectedItems.map(\.item.text), ["Picture 1.0"], "Ctrl with a click unselects a selected cell")
            try TestInput.click(cell(1, 3), holding: "shift")
            XCTAssertEqual(grid.selectedItems.map(\.item.text), (0...3).map { "Picture 1.\($0)" })
            XCTAssertTrue(activated.isEmpty)
            try TestInput.doubleClick(cell(0, 4))
            XCTAssertEqual(activated, ["Picture 0.4"])
            grid.activatesOnSingleClick = true
            try TestInput.click(cell(0, 1))
            XCTAssertEqual(activated, ["Picture 0.4", "Picture 0.1"])
        }
    }

    func testChangesKeepTheCellsTheDataAndTheEmptyPage() throws {
        try MainActor.assumeIsolated {
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6, 9])))
            defer { harness.close() }
            let source = harness.source
            source.insert(Note(id: "new", text: "Inserted"), at: ListIndexPath(section: 0, item: 0))
            harness.drawn()
            XCTAssertEqual(Array(harness.shownTexts.prefix(3)), ["Inserted", "Picture 0.0", "Picture 0.1"])
            XCTAssertEqual(harness.contract.changes.last, "1-2+2", "the lines from the inserted item to its section's end")
            source.append([Note(id: "end", text: "Appended")])
            XCTAssertEqual(harness.contract.changes.last, "6-1+1", "an item appended tells its own line alone")
            harness.grid.emptyPage = EmptyPage.textOnly(title: "No pictures")
            source.removeAll()
            XCTAssertTrue(MainLoop.run(until: { harness.grid.emptyPage?.isShown == true }, timeout: 5))
            source.apply(GridHarness.sections([3]))
            XCTAssertTrue(MainLoop.run(until: { harness.grid.emptyPage?.isShown == false }, timeout: 5))
            harness.drawn()
            XCTAssertEqual(harness.shownTexts, (0..<3).map { "Picture 0.\($0)" })
        }
    }

    func testGoldenPictureOfAGridWithSectionsAndASelectedCell() throws {
        try MainActor.assumeIsolated {
            // All lines fit: no scroll bar shows.
            let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([6, 5])), height: 640)
            defer { harness.close() }
            harness.grid.selectItem(at: ListIndexPath(section: 0, item: 1))
            harness.drawn()
            assertGolden(of: harness.window, named: "grid-sections-selected")
        }
    }
}

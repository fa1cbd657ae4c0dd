import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Rows are made once per kind and reused as the list scrolls.
final class RowRecyclingTests: XCTestCase {
    func testRowsRecyclePerKindWhileScrolling() throws {
        try MainActor.assumeIsolated {
            let notes = ListHarness.notes(0..<2_000) { $0 % 3 == 0 ? "big" : "note" }
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: notes)]))
            defer { harness.close() }
            for row in [300, 900, 1_500, 1_999, 0] {
                harness.list.scrollToRow(row)
                harness.drawn()
                harness.drawn()
                XCTAssertTrue(harness.boundTexts.contains("Note \(row)"), "row \(row) is shown")
            }
            let statistics = harness.list.recyclingStatistics
            XCTAssertGreaterThan(statistics.rowsCreated["big", default: 0], 0)
            XCTAssertGreaterThan(statistics.rowsCreated["note", default: 0], 0)
            XCTAssertLessThan(statistics.totalRowsCreated, 300, "rows are reused, not made per item")
            XCTAssertGreaterThan(statistics.binds, statistics.totalRowsCreated * 2)
            XCTAssertEqual(statistics.binds - statistics.unbinds, harness.list.boundItems.count)

            // Every bound row came from its own kind's pool.
            for bound in harness.list.boundItems {
                XCTAssertEqual(bound.row is BigRow, bound.kind == "big")
            }
        }
    }

    /// GTK 4.8 unbinds and binds every row after an `items-changed` again, though each keeps its
    /// row object: a row that only moved is not filled again, while a row changed in place is.
    func testRowsThatOnlyMoveAreNotFilledAgain() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<200))]))
            defer { harness.close() }
            let shownBefore = harness.list.boundItems.count
            XCTAssertGreaterThan(shownBefore, 20, "rows are bound")
            let before = harness.list.recyclingStatistics

            // A row above all others: every bound row moves down by one.
            harness.source.insert(Note(id: "new", text: "New note"), at: ListIndexPath(section: 0, item: 0))
            harness.drawn()
            harness.assertPresentedChanges(["0-0+1"])
            let afterInsert = harness.list.recyclingStatistics
            // The new row, and a row GTK binds past the end of what it kept: not every bound row.
            XCTAssertLessThanOrEqual(afterInsert.binds - before.binds, 3, "rows that only moved were filled again")
            harness.assertRowsOnScreenMatchTheData()

            // Changed in place, a row is filled with its new text.
            var changed = harness.source.item(at: ListIndexPath(section: 0, item: 2))!
            changed.text = "Changed note"
            harness.source.replace(changed)
            harness.drawn()
            harness.discardPresentedChanges()
            XCTAssertTrue(harness.boundTexts.contains("Changed note"))
            harness.assertRowsOnScreenMatchTheData()
        }
    }

    /// GTK 4.8 destroys the widget of a row an `items-changed` removes, unless a row it adds
    /// comes with the same object: the objects of removed rows stand for the added ones, so that
    /// GTK fills its widgets again rather than destroy them and make new ones.
    func testGtkRowsOfRemovedItemsShowTheItemsAddedInTheirPlace() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<200))]))
            defer { harness.close() }
            let shown = harness.list.visibleRows ?? 0...0
            XCTAssertGreaterThan(shown.count, 10, "rows are on screen")
            for row in shown { harness.list.rowWidget(at: ListIndexPath(section: 0, item: row))?.addCSSClass("shown-before") }

            // Every item replaced by another in one change.
            let others = (0..<200).map { Note(id: "other\($0)", text: "Other \($0)") }
            harness.source.apply([ListSection(id: "s", items: others)])
            harness.drawn()
            harness.assertPresentedChanges(["0-200+200"])
            harness.assertRowsOnScreenMatchTheData()
            let reused = (harness.list.visibleRows ?? 0...0).filter { row in
                harness.list.rowWidget(at: ListIndexPath(section: 0, item: row))?.hasCSSClass("shown-before") == true
            }
            XCTAssertEqual(reused.count, shown.count, "the rows on screen are GTK's widgets of before, filled again")
        }
    }

    /// Rows far from where they stood give their objects to others, but not a moved row: the
    /// focused row moved 1,500 rows down keeps its widget, and so the focus.
    func testAFocusedRowMovedFarKeepsTheFocus() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<2_000))]))
            defer { harness.close() }
            harness.list.focusItem(at: ListIndexPath(section: 0, item: 0))
            harness.drawn()
            harness.source.move(from: ListIndexPath(section: 0, item: 0), to: ListIndexPath(section: 0, item: 1_500))
            harness.drawn()
            harness.discardPresentedChanges()
            XCTAssertEqual(harness.list.focusedRow.flatMap { harness.source.row(at: $0)?.item.id }, "n0")
        }
    }

    /// A row whose adapter shows where it stands (its index path) is filled again when rows
    /// added before it move it, its item unchanged.
    func testARowThatShowsItsPlaceShowsTheNewPlaceAfterARowIsAddedBeforeIt() throws {
        try MainActor.assumeIsolated {
            let (source, _, window) = try Self.shownList(of: RowAdapter(kind: "note", make: { Label() }, bindRow: { label, row in
                label.text = "\(row.indexPath.map { $0.item + 1 } ?? 0). \(row.item.text)"
            }))
            defer { window.close() }
            XCTAssertTrue(window.shownTexts.contains("3. Note 2"))
            source.insert(Note(id: "new", text: "New note"), at: ListIndexPath(section: 0, item: 0))
            MainLoop.waitUntilDrawn(window)
            XCTAssertTrue(window.shownTexts.contains("1. New note"))
            XCTAssertTrue(window.shownTexts.contains("4. Note 2"), "the row kept its old place: \(window.shownTexts.prefix(5))")
            XCTAssertFalse(window.shownTexts.contains("3. Note 2"))
        }
    }

    /// A row named for screen readers by its place (an `accessibleLabel` that reads the index
    /// path) is named again when rows added before it move it, but not filled again.
    func testARowNamedByItsPlaceIsRenamedNotFilledAgainWhenItMoves() throws {
        try MainActor.assumeIsolated {
            var namedAt: [String: ListIndexPath] = [:]
            var notes = RowAdapter<Note>(kind: "note", make: { Label() }, bind: { $0.text = $1.text })
            notes.accessibleLabel = { row in
                namedAt[row.item.id] = row.indexPath
                return row.item.text
            }
            let (source, list, window) = try Self.shownList(of: notes)
            defer { window.close() }
            XCTAssertEqual(namedAt["n2"], ListIndexPath(section: 0, item: 2))
            let before = list.recyclingStatistics
            source.insert(Note(id: "new", text: "New note"), at: ListIndexPath(section: 0, item: 0))
            MainLoop.waitUntilDrawn(window)
            XCTAssertEqual(namedAt["n2"], ListIndexPath(section: 0, item: 3), "the row was not named by its new place")
            XCTAssertLessThanOrEqual(list.recyclingStatistics.binds - before.binds, 3, "rows that only moved were filled again")
        }
    }

    /// Rows removed above the focused row and one added just below it: one signal over the
    /// focused row would carry it far up, and GTK 4.8 then kept the focus at the old position
    /// (300 rows) or showed no rows at all (1,000).
    func testRowsRemovedAboveTheFocusedRowAndOneAddedBelowItKeepTheFocusAndTheRowsOnScreen() throws {
        try MainActor.assumeIsolated {
            for removedAbove in [300, 1_000] {
                let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<2_000))]))
                defer { harness.close() }
                harness.list.focusItem(at: ListIndexPath(section: 0, item: 1_010))
                harness.drawn()
                let items = ListHarness.notes(0..<(1_010 - removedAbove)) + ListHarness.notes(1_010..<1_011)
                    + [Note(id: "new", text: "New note")] + ListHarness.notes(1_011..<2_000)
                harness.source.apply([ListSection(id: "s", items: items)])
                harness.drawn()
                harness.discardPresentedChanges()
                XCTAssertEqual(harness.list.focusedRow.flatMap { harness.source.row(at: $0)?.item.id }, "n1010",
                               "\(removedAbove) rows removed")
                XCTAssertNotNil(harness.list.visibleRows, "\(removedAbove) rows removed: rows are on screen")
                harness.assertRowsOnScreenMatchTheData()
            }
        }
    }

    /// A shown window with a list of 50 notes, each row made by `adapter`.
    @MainActor
    private static func shownList(of adapter: RowAdapter<Note>) throws -> (ListDataSource<Note>, ListView<Note>, Window) {
        try GtkTestEnvironment.start()
        let source = ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<50))])
        let list = ListView(dataSource: source, adapters: [adapter])
        let window = Window()
        window.setDefaultSize(width: 360, height: 480)
        window.setChild(list.widget)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window), "the window was never drawn")
        return (source, list, window)
    }
}

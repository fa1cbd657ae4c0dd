import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A change of the data source reaches the GtkListView and its real row widgets.
final class ListViewModelTests: XCTestCase {
    func testRowsShowTheDataSourceAndFollowEveryKindOfChange() throws {
        try MainActor.assumeIsolated {
            let source = ListDataSource(sections: [
                ListSection(id: "s", header: Note(id: "h", text: "Header", kind: "header"),
                            items: ListHarness.notes(0..<4)),
            ])
            let harness = try ListHarness(source)
            defer { harness.close() }
            XCTAssertEqual(harness.list.presentedRowCount, 5)
            XCTAssertEqual(harness.boundTexts, ["Header", "Note 0", "Note 1", "Note 2", "Note 3"])

            source.append([Note(id: "n4", text: "Note 4")])
            harness.drawn()
            harness.assertPresentedChanges(["5-0+1"])
            XCTAssertEqual(harness.list.presentedRowCount, 6)
            XCTAssertTrue(harness.boundTexts.contains("Note 4"))

            source.replace(Note(id: "n2", text: "Edited"))
            harness.drawn()
            harness.assertPresentedChanges([])
            XCTAssertTrue(harness.boundTexts.contains("Edited"))
            XCTAssertFalse(harness.boundTexts.contains("Note 2"))

            source.remove(at: ListIndexPath(section: 0, item: 0))
            harness.drawn()
            harness.assertPresentedChanges(["1-1+0"])
            XCTAssertFalse(harness.boundTexts.contains("Note 0"))
            XCTAssertEqual(harness.list.presentedRowCount, 5)

            source.apply([ListSection(id: "t", items: [Note(id: "x", text: "Only one")])])
            harness.drawn()
            harness.assertPresentedChanges(["0-5+1"])
            XCTAssertEqual(harness.boundTexts, ["Only one"])

            source.removeAll()
            harness.drawn()
            harness.assertPresentedChanges(["0-1+0"])
            XCTAssertEqual(harness.list.presentedRowCount, 0)
            XCTAssertEqual(harness.boundTexts, [])
        }
    }

    func testMillionRowsAreServedLazily() throws {
        try MainActor.assumeIsolated {
            let rowObjectsBefore = GtkListDiagnostics.liveRowObjectCount
            let items = (0..<1_000_000).map { Note(id: String($0), text: "Row \($0)") }
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "all", items: items)]))
            defer { harness.close() }
            XCTAssertEqual(harness.list.presentedRowCount, 1_000_000)
            XCTAssertTrue(harness.boundTexts.contains("Row 0"))
            // GTK asked for the rows it shows (and a few around them), not for a million.
            let made = GtkListDiagnostics.liveRowObjectCount - rowObjectsBefore
            XCTAssertGreaterThan(made, 0)
            XCTAssertLessThan(made, 400)
            XCTAssertLessThan(harness.list.boundItems.count, 250)

            harness.list.scrollToRow(999_999)
            harness.drawn()
            harness.drawn()
            XCTAssertTrue(harness.boundTexts.contains("Row 999999"), "the last row is shown after scrolling")
        }
    }

    func testItemHeightHintWinsOverTheKindDefault() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: [
                Note(id: "default", text: "default", kind: "big"),
                Note(id: "hinted", text: "hinted", kind: "big", heightHint: 120),
            ])]))
            defer { harness.close() }
            let heights = Dictionary(uniqueKeysWithValues: harness.list.boundItems.compactMap { bound in
                (bound.row as? BigRow).map { ($0.label.text, $0.widget.allocatedHeight) }
            })
            XCTAssertEqual(heights["default"], 80)
            XCTAssertEqual(heights["hinted"], 120)
        }
    }

    func testAnUpdateInPlaceRefillsTheSameRowWidgetAndKeepsSelectionAndFocus() throws {
        try MainActor.assumeIsolated {
            let notes = ListHarness.notes(0..<20)
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: notes)]))
            defer { harness.close() }
            harness.list.selectItem(at: ListIndexPath(section: 0, item: 3))
            harness.list.grabFocus()
            let rowBefore = try XCTUnwrap(harness.row(showing: "Note 3"))

            var edited = notes
            edited[3].text = "Note 3, edited"
            edited[7].text = "Note 7, edited"
            harness.source.apply([ListSection(id: "s", items: edited)])
            harness.drawn()
            harness.assertPresentedChanges([])
            XCTAssertTrue(harness.row(showing: "Note 3, edited") === rowBefore, "the same row widget, refilled")
            XCTAssertTrue(harness.boundTexts.contains("Note 7, edited"))
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 3, edited", "the selection stays")
            XCTAssertTrue(harness.list.widget.hasFocusWithin, "the focus stays")

            // Rows GTK binds again later (after an insert above them) show the new content too.
            edited.insert(Note(id: "top", text: "On top"), at: 0)
            edited[6].text = "Note 5, edited"
            harness.source.apply([ListSection(id: "s", items: edited)])
            harness.drawn()
            harness.assertPresentedChanges(["0-0+1"])
            XCTAssertTrue(harness.boundTexts.isSuperset(of: ["On top", "Note 3, edited", "Note 5, edited", "Note 7, edited"]),
                          "bound: \(harness.boundTexts.sorted())")
            XCTAssertFalse(harness.boundTexts.contains("Note 3"))
        }
    }
}

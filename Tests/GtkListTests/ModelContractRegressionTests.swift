import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The three refreshes that made GTK 4.8 abort (`gtklistitemmanager.c:524: assertion failed:
/// (item != NULL)`) on a shown list: each is applied to a real GtkListView, GTK's contract
/// checked at every items-changed, and the rows on screen compared with the data.
final class ModelContractRegressionTests: XCTestCase {
    func testTheFirstRowMovedToTheEnd() throws {
        try MainActor.assumeIsolated {
            let notes = ListHarness.notes(0..<12)
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: notes)]))
            defer { harness.close() }
            harness.source.apply([ListSection(id: "s", items: Array(notes.dropFirst()) + [notes[0]])])
            harness.assertPresentedChanges(["0-1+0", "11-0+1"])
            harness.assertRowsOnScreenMatchTheData()
        }
    }

    func testTwoNewStoriesAtRowsTwoAndNineteen() throws {
        try MainActor.assumeIsolated {
            var notes = ListHarness.notes(0..<20)
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: notes)]))
            defer { harness.close() }
            notes.insert(Note(id: "new1", text: "New 1"), at: 2)
            notes.insert(Note(id: "new2", text: "New 2"), at: 19)
            harness.source.apply([ListSection(id: "s", items: notes)])
            harness.assertPresentedChanges(["2-0+1", "19-0+1"])
            harness.assertRowsOnScreenMatchTheData()
        }
    }

    func testTwoSectionsWithHeadersSwapped() throws {
        try MainActor.assumeIsolated {
            let first = ListSection(id: "a", header: Note(id: "ha", text: "First", kind: "header"),
                                    items: ListHarness.notes(0..<5))
            let second = ListSection(id: "b", header: Note(id: "hb", text: "Second", kind: "header"),
                                     items: ListHarness.notes(5..<22))
            let harness = try ListHarness(ListDataSource(sections: [first, second]))
            defer { harness.close() }
            harness.source.apply([second, first])
            harness.discardPresentedChanges()
            XCTAssertFalse(harness.contract.changes.isEmpty)
            harness.assertRowsOnScreenMatchTheData()
        }
    }
}

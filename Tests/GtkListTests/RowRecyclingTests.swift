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
}

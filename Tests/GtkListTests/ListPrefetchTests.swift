import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Adapters hear of the rows just past the shown ones, in the direction of scrolling, and of
/// those that leave that range unseen.
final class ListPrefetchTests: XCTestCase {
    func testRowsAheadArePrefetchedAndCancelledWhenTheListTurnsBack() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            var prefetched: [String] = [], cancelled: [String] = []
            var adapter = RowAdapter<Note>(kind: "note", defaultHeight: 40, make: { Label() }, bind: { $0.text = $1.text })
            adapter.prefetch = { prefetched.append($0.text) }
            adapter.cancelPrefetch = { cancelled.append($0.text) }
            let list = ListView(dataSource: ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<2_000))]),
                                adapters: [adapter])
            list.prefetchDistance = 5
            let window = Window()
            window.setDefaultSize(width: 300, height: 400)
            window.setChild(list.widget)
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.run(until: { !prefetched.isEmpty }))
            let shown = Set(list.boundItems.compactMap { ($0.row as? Label)?.text })
            XCTAssertEqual(prefetched.count, 5, "\(prefetched)")
            XCTAssertTrue(prefetched.allSatisfy { !shown.contains($0) }, "only rows not shown: \(prefetched)")
            let lastShown = try XCTUnwrap(shown.compactMap { Int($0.dropFirst(5)) }.max())
            XCTAssertEqual(Set(prefetched), Set((lastShown + 1...lastShown + 5).map { "Note \($0)" }), "the next five below")

            // Far down: what was prefetched got shown or left behind; new rows ahead come in.
            prefetched = []
            list.scrollToRow(1_000)
            XCTAssertTrue(MainLoop.run(until: { prefetched.contains { (Int($0.dropFirst(5)) ?? 0) > 1_000 } }))
            XCTAssertFalse(cancelled.isEmpty, "rows skipped over were cancelled")

            // Turning back up: the rows above are prefetched next, and those below are cancelled.
            prefetched = []
            cancelled = []
            list.scrollToRow(600)
            XCTAssertTrue(MainLoop.run(until: { !prefetched.isEmpty }))
            // The list shows row 600 at its top now; the rows just above it come next.
            XCTAssertTrue(prefetched.allSatisfy { (500..<600).contains(Int($0.dropFirst(5)) ?? 0) }, "above: \(prefetched)")
            XCTAssertFalse(cancelled.isEmpty)
        }
    }
}

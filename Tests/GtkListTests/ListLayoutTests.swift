import GtkList
import GtkListTesting
import ListCore
import XCTest

/// How the list lays itself out in windows of unusual sizes.
final class ListLayoutTests: XCTestCase {
    func testRowsKeepTheirMaximumWidthCentredInAWideList() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<5))]),
                                          width: 1000, height: 300)
            defer { harness.close() }
            harness.list.maximumContentWidth = 400
            XCTAssertTrue(MainLoop.run(until: {
                (harness.row(showing: "Note 0")?.widget.parent?.bounds(relativeTo: harness.window)?.width ?? 0) <= 400
            }), "the row narrowed to 400 pixels")
            let row = try XCTUnwrap(harness.row(showing: "Note 0")?.widget.parent?.bounds(relativeTo: harness.window))
            XCTAssertEqual(row.x + row.width / 2, 500, accuracy: 2, "centred")
            harness.list.maximumContentWidth = nil
            XCTAssertTrue(MainLoop.run(until: {
                (harness.row(showing: "Note 0")?.widget.parent?.bounds(relativeTo: harness.window)?.width ?? 0) > 900
            }), "without a maximum the rows fill the list again")
        }
    }

    /// The rows are narrowed in the window's first frame: narrowed a frame later, they jumped
    /// from the whole width as the window opened.
    func testAListThatOpensWideShowsItsRowsNarrowedInItsFirstFrame() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let list = ListView(dataSource: ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<5))]),
                                adapters: [RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text })])
            list.maximumContentWidth = 400
            let window = Window()
            window.setDefaultSize(width: 1000, height: 300)
            window.setChild(list.widget)
            var firstRowWidth: Double?
            Task { @MainActor in
                firstRowWidth = await window.painted {
                    list.boundItems.first?.row.widget.parent?.bounds(relativeTo: window)?.width
                } ?? nil
            }
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.run(until: { firstRowWidth != nil }, timeout: 5), "a frame painted rows")
            XCTAssertEqual(firstRowWidth ?? 0, 400, accuracy: 1)
        }
    }

    func testTheErrorPagesButtonIsReachableInAWindow200PixelsTall() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 0, height: 200, firstLoad: .fails("The network is unreachable."))
            defer { harness.close() }
            XCTAssertTrue(MainLoop.run(until: { harness.feed.errorPage.isShown }))
            let refreshesBefore = harness.refreshCalls
            try TestInput.pressKeys("Tab", in: harness.window)
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == refreshesBefore + 1 }), "Retry was pressed")
        }
    }
}

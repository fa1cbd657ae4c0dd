import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The feed around a grid: the refresh arrow above it follows a wheel's pull, and the load-more
/// footer is one line across the grid, all from the one feed the list has.
final class FeedGridTests: XCTestCase {
    func testAGridFeedLoadsPagesBehindAFooterAcrossTheGridAndRefreshesWhenPulled() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let feed = FeedGridView(dataSource: ListDataSource<Note>(), adapters: [
                RowAdapter(kind: "note", make: TileCell.init, bind: { $0.title.text = $1.text }),
            ])
            feed.grid.minimumCellWidth = 150
            let work = CountedWork()
            feed.refreshWork = { source in
                work.refreshes += 1
                source.apply([ListSection(id: "s", items: ListHarness.notes(0..<24))])
                return .available
            }
            feed.loadMoreWork = { source in
                work.loads += 1
                while !work.releasesLoads { try await Task.sleep(nanoseconds: 1_000_000) }
                source.append(ListHarness.notes(source.itemCount..<(source.itemCount + 12)))
                return .available
            }
            let clock = ManualClock()
            feed.delayClock = clock
            let (window, contract) = try showFeed(feed, width: 640, height: 480)
            defer {
                contract.assertNoViolation()
                window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { feed.state.hasLoadedOnce }))
            XCTAssertEqual(work.refreshes, 1, "the first show refreshes")
            XCTAssertEqual(feed.grid.accessibleLabel, "Feed")

            // Near the end, one page loads, behind a footer across the grid.
            work.releasesLoads = false
            for _ in 0..<3 {
                feed.grid.scrollToRow(23)
                MainLoop.waitUntilDrawn(window)
            }
            XCTAssertEqual(work.loads, 1)
            XCTAssertEqual(feed.state.footer, .loading)
            XCTAssertEqual(feed.grid.presentedRowCount, 25, "the footer is one extra row")
            let footer = try XCTUnwrap(feed.grid.trailingWidget)
            feed.grid.scrollToRow(24)  // the row after the last: the footer
            XCTAssertTrue(MainLoop.run(until: { footer.isDrawable }, timeout: 5))
            XCTAssertGreaterThan(footer.allocatedWidth, 560, "the footer spans the grid")
            // At rest: GTK fades the overlay scroll bar a second after scrolling.
            try TestInput.movePointer(over: window, at: (x: 1, y: 1))
            XCTAssertTrue(MainLoop.run(until: { feed.grid.scrolledWindow.showsNoScrollIndicators }, timeout: 10))
            MainLoop.waitUntilDrawn(window)
            assertGolden(of: window, named: "feed-grid-loading-more", waitsForLoads: false)
            work.releasesLoads = true
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount == 36 }))
            XCTAssertEqual(work.loads, 1)
            XCTAssertEqual(feed.state.footer, .hidden)

            // A wheel pulling at the top refreshes, as it does a list.
            feed.grid.scrollToRow(0)
            XCTAssertTrue(MainLoop.run(until: { feed.grid.scrolledWindow.verticalOffset == 0 }))
            MainLoop.waitUntilDrawn(window)
            try TestInput.scrollWheel(.up, notches: 4, over: window, at: (x: 300, y: 200))
            XCTAssertTrue(MainLoop.run(until: { clock.sleeperCount > 0 }), "the wheel's pause is timed")
            clock.advance(by: .milliseconds(350))
            XCTAssertTrue(MainLoop.run(until: { work.refreshes == 2 }), "the pull refreshed")
            XCTAssertTrue(MainLoop.run(until: { !feed.state.isRefreshing }))
        }
    }
}

/// The feed's work as the test counts and holds it.
@MainActor
private final class CountedWork {
    var refreshes = 0
    var loads = 0
    /// While `false`, a page load waits.
    var releasesLoads = true
}

import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Infinite scrolling: one load per page, a footer for each state, and refresh wins.
final class FeedPagingTests: XCTestCase {
    func testScrollingNearTheEndLoadsExactlyOnePage() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 60)
            defer { harness.close() }
            XCTAssertEqual(harness.loadMoreCalls, 0, "a full window loads nothing by itself")
            harness.releasesWork = false
            for _ in 0..<5 {
                harness.feed.list.scrollToRow(59)
                harness.drawn()
            }
            XCTAssertEqual(harness.loadMoreCalls, 1)
            XCTAssertEqual(harness.feed.state.footer, .loading)
            XCTAssertEqual(harness.feed.list.presentedRowCount, 61, "the footer is one extra row")

            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == 80 }))
            XCTAssertEqual(harness.loadMoreCalls, 1)
            XCTAssertEqual(harness.feed.state.footer, .hidden)
        }
    }

    func testAnAppendedPageKeepsTheScrollPositionAndTheFocus() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 60)
            defer { harness.close() }
            harness.releasesWork = false
            harness.feed.list.scrollToRow(59)
            harness.drawn()
            harness.feed.list.grabFocus()
            XCTAssertTrue(MainLoop.run(until: { harness.loadMoreCalls == 1 }))
            harness.drawn()
            let offset = harness.feed.list.scrolledWindow.verticalOffset
            XCTAssertGreaterThan(offset, 0)
            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == 80 }))
            harness.drawn()
            XCTAssertEqual(harness.feed.list.scrolledWindow.verticalOffset, offset, accuracy: 0.5)
            XCTAssertTrue(harness.feed.list.widget.hasFocusWithin, "focus stayed in the list")
        }
    }

    /// A page that lands right after its load began, while the list scrolls every frame (as
    /// a wheel or a fling does), leaves the rows where the scroll takes them: GTK 4.8 moved the
    /// view by about the page's height when it heard of the loading footer, then of the page
    /// inserted before it, then of the footer's removal, before laying the list out.
    func testAPageLandingUnderASteadyScrollKeepsThePlace() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 200, pageSize: 100, pages: 3, height: 600)
            defer { harness.close() }
            let list = harness.feed.list
            var topRows: [Int] = []
            let scrolling = list.scrolledWindow.addTickCallback {
                if let top = list.visibleRows?.lowerBound { topRows.append(top) }
                list.scrolledWindow.verticalOffset = min(list.scrolledWindow.verticalOffset + 120,
                                                         list.scrolledWindow.maximumVerticalOffset)
                return true
            }
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == 400 }, timeout: 60))
            harness.drawn()
            list.scrolledWindow.removeTickCallback(scrolling)
            XCTAssertEqual(harness.loadMoreCalls, 2)
            let steps = zip(topRows, topRows.dropFirst()).map { $1 - $0 }
            XCTAssertGreaterThan(topRows.count, 50, "frames scrolled")
            // 120 pixels a frame over rows of 40: three rows, or a few more after a slow frame.
            XCTAssertLessThanOrEqual(steps.max() ?? .max, 12, "the top row, frame by frame: \(topRows)")
            XCTAssertGreaterThanOrEqual(steps.min() ?? .min, 0, "the top row, frame by frame: \(topRows)")
        }
    }

    func testAShortListLoadsUntilItFillsTheWindowThenStops() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 2, pageSize: 4, pages: 100)
            defer { harness.close() }
            // 480 px tall, rows of 40 px: pages of 4 rows until the rows overflow the window.
            waitForScreen(harness.window)
            let calls = harness.loadMoreCalls
            XCTAssertGreaterThan(calls, 1)
            XCTAssertLessThan(calls, 10)
            XCTAssertGreaterThan(harness.feed.list.scrolledWindow.contentHeight, 480, "the rows overflow the window")
            waitForScreen(harness.window)
            XCTAssertEqual(harness.loadMoreCalls, calls, "no further loads once the window is full")
        }
    }

    /// GTK moves the adjustments while it lays out a frame. A page asked for right there would
    /// run the app's state handler inside GTK's allocation, where whatever it changes (a header
    /// bar's button) is drawn before it is allocated, and GTK 4.8 warns.
    func testLoadsAreNeverStartedWhileGtkLaysOutAFrame() throws {
        try MainActor.assumeIsolated {
            var changesInsideLayout = 0
            var changes = 0
            let harness = try FeedHarness(items: 2, pageSize: 4, pages: 100) { feed in
                feed.onStateChange { _ in
                    changes += 1
                    if Thread.callStackSymbols.contains(where: { $0.contains("gtk_widget_allocate") }) { changesInsideLayout += 1 }
                }
            }
            defer { harness.close() }
            waitForScreen(harness.window)
            for _ in 0..<3 {
                harness.feed.list.scrollToRow(harness.feed.dataSource.itemCount - 1)
                waitForScreen(harness.window)
            }
            XCTAssertGreaterThan(harness.loadMoreCalls, 3)
            XCTAssertGreaterThan(changes, 6)
            XCTAssertEqual(changesInsideLayout, 0, "state changes inside gtk_widget_allocate")
        }
    }

    func testLastPageShowsNoMoreAndLoadsNothingAfter() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40, pages: 1)
            defer { harness.close() }
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.isExhausted }))
            XCTAssertEqual(harness.feed.state.footer, .exhausted)
            for _ in 0..<3 {
                harness.feed.list.scrollToRow(harness.feed.list.presentedRowCount - 1)
                harness.drawn()
            }
            XCTAssertEqual(harness.loadMoreCalls, 1)
        }
    }

    func testTheNoMoreFooterCanBeHidden() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40, pages: 1)
            defer { harness.close() }
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.isExhausted }))
            XCTAssertEqual(harness.feed.list.presentedRowCount, 61, "60 rows and the footer")
            harness.feed.showsExhaustedFooter = false
            XCTAssertEqual(harness.feed.list.presentedRowCount, 60)
            harness.feed.showsExhaustedFooter = true
            XCTAssertEqual(harness.feed.list.presentedRowCount, 61)
        }
    }

    func testAFailedPageShowsTheErrorAndRetryLoadsAgain() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40)
            defer { harness.close() }
            struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
            let network = Network()
            let working = harness.feed.loadMoreWork
            harness.feed.loadMoreWork = { dataSource in
                if network.isOffline { throw Offline() }
                return try await working!(dataSource)
            }
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.footer == .failed(message: "offline") }))
            network.isOffline = false
            harness.feed.retry()
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == 60 }))
        }
    }

    /// Work that lets go of its page (it throws `CancellationError`) says nothing, and the feed
    /// asks again while the end is still near.
    func testALoadThatLetsGoOfItsPageIsAskedForAgainWhileTheEndIsNear() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40)
            defer { harness.close() }
            var letGo = 0
            let working = harness.feed.loadMoreWork
            harness.feed.loadMoreWork = { dataSource in
                if letGo == 0 {
                    letGo += 1
                    throw CancellationError()
                }
                return try await working!(dataSource)
            }
            var footers: [FooterState] = []
            let watch = harness.feed.onStateChange { footers.append($0.footer) }
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == 60 }), "asked again, and loaded")
            XCTAssertEqual(letGo, 1)
            XCTAssertFalse(footers.contains { if case .failed = $0 { true } else { false } }, "\(footers)")
            XCTAssertEqual(harness.loadMoreCalls, 1, "the page let go of never reached the source")
            watch.disconnect()
        }
    }

    func testRefreshCancelsARunningLoadMore() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40)
            defer { harness.close() }
            harness.releasesWork = false
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.loadMoreCalls == 1 }))
            harness.feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { harness.cancelledLoads == 1 }))
            XCTAssertTrue(harness.feed.state.isRefreshing)
            XCTAssertEqual(harness.feed.dataSource.itemCount, 40, "the cancelled page added nothing")
        }
    }
}

/// Whether the page loads of a test fail.
@MainActor
private final class Network {
    var isOffline = true
}

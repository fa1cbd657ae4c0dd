import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Every input reaches the one refresh action, and only once per pull.
final class FeedRefreshTests: XCTestCase {
    func testFirstShowRefreshesOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 5)
            defer { harness.close() }
            XCTAssertEqual(harness.refreshCalls, 1)
            XCTAssertNotNil(harness.feed.state.lastUpdated)
            XCTAssertEqual(harness.feed.state.refreshIndicator, .hidden)
        }
    }

    func testRealWheelNotchesAtTheTopArmThenRefreshAfterThePause() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 50)
            defer { harness.close() }
            harness.releasesWork = false
            var indicatorStates: [RefreshIndicatorState] = []
            harness.feed.onStateChange { indicatorStates.append($0.refreshIndicator) }

            try TestInput.scrollWheel(.up, notches: 4, over: harness.window, at: (x: 150, y: 200))
            XCTAssertFalse(harness.feed.state.isRefreshing, "a wheel still turning does not refresh yet")
            harness.settleWheel()
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.isRefreshing }, timeout: 3),
                          "states seen: \(indicatorStates)")
            XCTAssertTrue(indicatorStates.contains(.armed), "states seen: \(indicatorStates)")
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 }))
            XCTAssertEqual(harness.feed.state.refreshIndicator, .refreshing)

            // While refreshing, more pulls do nothing.
            try TestInput.scrollWheel(.up, notches: 4, over: harness.window, at: (x: 150, y: 200))
            XCTAssertEqual(harness.clock.sleeperCount, 0, "no pull started")
            XCTAssertEqual(harness.refreshCalls, 2)

            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { !harness.feed.state.isRefreshing }))
            XCTAssertEqual(harness.feed.state.refreshIndicator, .hidden)
        }
    }

    func testAShortPullReleasesWithoutRefreshing() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 50)
            defer { harness.close() }
            XCTAssertTrue(harness.feed.deliverScroll(dy: -1), "a notch up at the top is taken as a pull")
            XCTAssertEqual(harness.feed.state.refreshIndicator,
                           .pulling(progress: PullTrackerConstants.notchProgress))
            harness.settleWheel()
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.refreshIndicator == .hidden }))
            XCTAssertEqual(harness.refreshCalls, 1)
        }
    }

    func testWheelDownIsAnOrdinaryScroll() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 50)
            defer { harness.close() }
            XCTAssertFalse(harness.feed.deliverScroll(dy: 1), "scrolling down is left to the list")
            XCTAssertEqual(harness.feed.state.refreshIndicator, .hidden)
        }
    }

    func testAMouseDragFromTheTopEdgeRefreshesButOneFromTheMiddleDoesNot() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 50)
            defer { harness.close() }
            var activations = 0
            harness.feed.list.activatesOnSingleClick = true
            harness.feed.list.onActivate { _ in activations += 1 }

            try TestInput.drag(harness.window, at: (x: 150, y: 200), by: (x: 0, y: 200))
            XCTAssertFalse(harness.feed.state.isRefreshing, "a drag in the middle of the list is no pull")
            activations = 0  // GTK itself activates on release in single-click mode

            try TestInput.drag(harness.window, at: (x: 150, y: 8), by: (x: 0, y: 192))
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 }, timeout: 3))
            XCTAssertEqual(activations, 0, "the pull did not also click the row under it")
        }
    }

    func testF5AndControlRRefresh() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 5)
            defer { harness.close() }
            try TestInput.pressKeys("F5", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 }, timeout: 3))
            XCTAssertTrue(MainLoop.run(until: { !harness.feed.state.isRefreshing }))
            try TestInput.pressKeys("ctrl+r", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 3 }, timeout: 3))
        }
    }

    func testBeginAndEndRefreshingFromCode() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 5)
            defer { harness.close() }
            harness.releasesWork = false
            harness.feed.beginRefreshing()
            harness.feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 }))
            MainLoop.runPending()
            XCTAssertEqual(harness.refreshCalls, 2, "a second begin while refreshing does nothing")
            XCTAssertTrue(harness.feed.state.isRefreshing)
            harness.feed.endRefreshing()
            XCTAssertFalse(harness.feed.state.isRefreshing)
            XCTAssertEqual(harness.feed.state.refreshIndicator, .hidden)
        }
    }
}

/// The progress one wheel notch gives (22 px of a 64 px indicator).
enum PullTrackerConstants {
    static let notchProgress = 22.0 / 64.0
}

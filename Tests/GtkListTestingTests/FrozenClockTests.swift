import Foundation
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Under `GtkTestEnvironment` feeds read a frozen clock, so "Last updated" is the same in every
/// picture, on every run; a test may still ask for the real time.
final class FrozenClockTests: XCTestCase {
    private struct Line: ListItem {
        let id: Int
        var kind: RowKind { "line" }
    }

    /// A loaded feed of three lines in a 360×240 window, pulled far enough to show the time of
    /// day it was last updated.
    @MainActor
    private static func pulledFeed() -> (window: Window, feed: FeedListView<Line>) {
        let window = Window()
        window.setDefaultSize(width: 360, height: 240)
        let feed = FeedListView(dataSource: ListDataSource<Line>(), adapters: [
            RowAdapter(kind: "line", make: { Label() }, bind: { label, line in label.text = "Line \(line.id)" }),
        ])
        feed.texts.lastUpdated = { updated, _ in
            "Last updated " + updated.formatted(Date.FormatStyle(date: .omitted, time: .shortened)
                .locale(Locale(identifier: "en_US")))
        }
        feed.refreshWork = { lines in
            lines.apply([ListSection(id: "all", items: (1...3).map(Line.init))])
            return .exhausted
        }
        window.setChild(feed.widget)
        window.present()
        waitForScreen(window)
        feed.simulatePull(distance: 48)
        return (window, feed)
    }

    func testLastUpdatedShowsTheFrozenTimeByteForByte() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (window, feed) = Self.pulledFeed()
            defer { window.close() }
            XCTAssertEqual(feed.state.lastUpdated, GtkTestEnvironment.frozenDate)
            // Exact: the golden recorded on an earlier run, at another time of day, is matched
            // byte for byte.
            assertGolden(of: window, named: "last-updated-9-41", tolerance: .exact)
        }
    }

    func testATestCanAskForTheRealTime() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            GtkTestEnvironment.freezesClock = false
            defer { GtkTestEnvironment.freezesClock = true }
            let (window, feed) = Self.pulledFeed()
            defer { window.close() }
            let lastUpdated = try XCTUnwrap(feed.state.lastUpdated)
            XCTAssertEqual(lastUpdated.timeIntervalSinceNow, 0, accuracy: 10)
        }
    }
}

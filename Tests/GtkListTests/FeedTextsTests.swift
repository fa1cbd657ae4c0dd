import Foundation
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// An app can say every word of the refresh indicator and the footer its own way.
final class FeedTextsTests: XCTestCase {
    func testEveryStateShowsTheAppsWords() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 40, pages: 1) { feed in
                feed.texts.pullToRefresh = "Tirer pour actualiser"
                feed.texts.releaseToRefresh = "Relâcher pour actualiser"
                feed.texts.refreshing = "Actualisation…"
                feed.texts.lastUpdated = { _, _ in "Mis à jour à l’instant" }
                feed.texts.loadingMore = "Chargement…"
                feed.texts.noMoreItems = "C’est tout"
            }
            defer { harness.close() }
            harness.feed.simulatePull(distance: 20)
            XCTAssertEqual(harness.feed.shownTexts.indicator, ["Tirer pour actualiser", "Mis à jour à l’instant"])
            harness.feed.simulatePull(distance: 80)
            XCTAssertEqual(harness.feed.shownTexts.indicator.first, "Relâcher pour actualiser")
            harness.feed.simulatePull(distance: 0)

            harness.releasesWork = false
            harness.feed.beginRefreshing()
            XCTAssertEqual(harness.feed.shownTexts.indicator.first, "Actualisation…")
            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { !harness.feed.state.isRefreshing }))

            harness.releasesWork = false
            harness.feed.list.scrollToRow(39)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.footer == .loading }))
            XCTAssertEqual(harness.feed.shownTexts.footer, "Chargement…")
            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.isExhausted }))
            XCTAssertEqual(harness.feed.shownTexts.footer, "C’est tout")

            // Changed while shown: the footer follows.
            harness.feed.texts.noMoreItems = "Fin"
            XCTAssertEqual(harness.feed.shownTexts.footer, "Fin")
        }
    }

    func testTheDefaultLastUpdatedLineSaysHowLongAgo() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let now = GtkTestEnvironment.frozenDate
            func line(secondsAgo: TimeInterval) -> String { FeedTexts.lastUpdatedRelative(now - secondsAgo, now: now) }
            XCTAssertEqual(line(secondsAgo: 0), "Last updated just now")
            XCTAssertEqual(line(secondsAgo: 59), "Last updated just now")
            XCTAssertEqual(line(secondsAgo: -30), "Last updated just now", "a clock set back is not the future")
            XCTAssertEqual(line(secondsAgo: 60), "Last updated 1 minute ago")
            XCTAssertEqual(line(secondsAgo: 5 * 60 + 20), "Last updated 5 minutes ago")
            XCTAssertEqual(line(secondsAgo: 3_600), "Last updated 1 hour ago")
            XCTAssertEqual(line(secondsAgo: 23 * 3_600), "Last updated 23 hours ago")
            // A day or more: the date and time (15 January 2026, 9:41 UTC, two days before).
            XCTAssertEqual(line(secondsAgo: 2 * 86_400), "Last updated Jan 13, 2026 at 9:41\u{202F}AM")
            XCTAssertEqual(FeedTexts().refreshing, "Refreshing…")
        }
    }
}

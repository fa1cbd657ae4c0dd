import Foundation
import ListCore
import XCTest

/// `moreAvailable`: a source that gains items after saying it had no more, such as a log that
/// grows, has an exhausted feed load on.
final class FeedMoreAvailableTests: XCTestCase {
    func testAnExhaustedIdleFeedLoadsTheNextPageAtOnce() throws {
        var feed = try loadedFeed(items: 10, more: .exhausted)
        XCTAssertTrue(feed.isExhausted)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        let id = try startLoadMore(&feed, with: .moreAvailable)
        XCTAssertFalse(feed.isExhausted)
        send(.loadMoreFinished(id, .pageLoaded(added: 3, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted, "the page said so again")
    }

    func testMoreDuringALoadKeepsTheLoadsExhaustedFromSticking() throws {
        var feed = try loadedFeed(items: 10, more: .available)
        let id = try startLoadMore(&feed)
        send(.moreAvailable, to: &feed)  // the file grew while the page was read
        send(.loadMoreFinished(id, .pageLoaded(added: 5, more: .exhausted)), to: &feed)
        XCTAssertFalse(feed.isExhausted, "what the file gained meanwhile is still to read")
        let next = try startLoadMore(&feed)
        send(.loadMoreFinished(next, .pageLoaded(added: 2, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
    }

    /// A source whose items were replaced while a page was read (a sorted order shown in
    /// place of a filter's) may count no more items after the page than before it: that page
    /// does not pause automatic loading, since the source said it has more.
    func testMoreDuringALoadKeepsAPageThatAddedNothingFromPausing() throws {
        var feed = try loadedFeed(items: 140, more: .available)
        let id = try startLoadMore(&feed)
        send(.moreAvailable, to: &feed)
        send(.loadMoreFinished(id, .pageLoaded(added: 0, more: .available)), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: true))
    }

    func testMoreDuringARefreshKeepsItsExhaustedFromSticking() throws {
        var feed = try loadedFeed(items: 10, more: .exhausted)
        let id = try startRefresh(&feed)
        send(.moreAvailable, to: &feed)
        send(.refreshFinished(id, .refreshed(count: 10, more: .exhausted)), to: &feed)
        XCTAssertFalse(feed.isExhausted)
    }

    func testBeforeTheFirstLoadOrAfterAFailedPageNothingStarts() throws {
        var fresh = FeedState()
        send(.moreAvailable, to: &fresh)
        XCTAssertEqual(fresh.phase, .notLoaded)
        var failed = try loadedFeed(items: 10)
        let id = try startLoadMore(&failed)
        send(.loadMoreFinished(id, .failed(message: "offline")), to: &failed)
        send(.moreAvailable, to: &failed)
        XCTAssertEqual(failed.footer, .failed(message: "offline"), "Retry, not a new page, answers a failure")
    }
}

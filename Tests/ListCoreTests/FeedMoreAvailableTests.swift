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

    /// A load that ends after the source said it has more is followed by the next page at
    /// once, wherever the list stands: the end may be far from view, so no `nearEnd` would come.
    func testMoreDuringALoadLoadsTheNextPageAsSoonAsItEnds() throws {
        var feed = try loadedFeed(items: 10, more: .available)
        let id = try startLoadMore(&feed)
        send(.moreAvailable, to: &feed)  // the file grew while the page was read
        let next = try startLoadMore(&feed, with: .loadMoreFinished(id, .pageLoaded(added: 5, more: .exhausted)))
        XCTAssertFalse(feed.isExhausted, "what the file gained meanwhile is still to read")
        send(.loadMoreFinished(next, .pageLoaded(added: 2, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        XCTAssertEqual(feed.phase, .idle, "once: the next page said nothing new")
    }

    /// A source whose items were replaced while a page was read (a sorted order shown in
    /// place of a filter's) may count no more items after the page than before it: that page
    /// does not pause automatic loading, since the source said it has more.
    func testMoreDuringALoadKeepsAPageThatAddedNothingFromPausing() throws {
        var feed = try loadedFeed(items: 140, more: .available)
        let id = try startLoadMore(&feed)
        send(.moreAvailable, to: &feed)
        let next = try startLoadMore(&feed, with: .loadMoreFinished(id, .pageLoaded(added: 0, more: .available)))
        send(.loadMoreFinished(next, .pageLoaded(added: 100, more: .available)), to: &feed)
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: true))
    }

    func testMoreDuringARefreshLoadsTheNextPageAsSoonAsItEnds() throws {
        var feed = try loadedFeed(items: 10, more: .exhausted)
        let id = try startRefresh(&feed)
        send(.moreAvailable, to: &feed)
        try startLoadMore(&feed, with: .refreshFinished(id, .refreshed(count: 10, more: .exhausted)))
        XCTAssertFalse(feed.isExhausted)
    }

    func testMoreDuringALoadThatFailsOrIsCancelledStartsNothing() throws {
        var failed = try loadedFeed(items: 10)
        let id = try startLoadMore(&failed)
        send(.moreAvailable, to: &failed)
        send(.loadMoreFinished(id, .failed(message: "offline")), to: &failed)
        XCTAssertEqual(failed.phase, .idle)
        var cancelled = try loadedFeed(items: 10)
        let refresh = try startRefresh(&cancelled)
        send(.moreAvailable, to: &cancelled)
        send(.refreshFinished(refresh, .cancelled), to: &cancelled)
        XCTAssertEqual(cancelled.phase, .idle)
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

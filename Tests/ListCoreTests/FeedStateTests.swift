import Foundation
import ListCore
import XCTest

/// Every rule of the feed state machine, one small case at a time, with the exact effects and
/// the exact indicator, footer and overlay page after each step.
final class FeedStateTests: XCTestCase {
    // MARK: A new feed

    func testNewFeedHasLoadedNothingAndShowsTheLoadingPage() {
        let feed = FeedState()
        XCTAssertEqual(feed.phase, .notLoaded)
        XCTAssertFalse(feed.isRefreshing)
        XCTAssertFalse(feed.isExhausted)
        XCTAssertFalse(feed.hasLoadedOnce)
        XCTAssertEqual(feed.itemCount, 0)
        XCTAssertNil(feed.lastUpdated)
        XCTAssertNil(feed.lastRefreshError)
        assertShows(feed, overlay: .loading)
    }

    // MARK: 1. First load

    func testRefreshRequestStartsTheFirstLoadUnderTheLoadingPage() throws {
        var feed = FeedState()
        let id = try startRefresh(&feed)
        XCTAssertEqual(feed.phase, .refreshing(id))
        XCTAssertTrue(feed.isRefreshing)
        XCTAssertFalse(feed.hasLoadedOnce)
        // The loading page has its own spinner; the indicator stays hidden under it.
        assertShows(feed, overlay: .loading)
    }

    func testEmptyPageNeverShowsBeforeTheFirstLoadFinishes() throws {
        var feed = FeedState()
        send(.itemCountChanged(0), to: &feed)
        assertShows(feed, overlay: .loading)
        try startRefresh(&feed)
        send(.itemCountChanged(0), to: &feed)
        assertShows(feed, overlay: .loading)
        send(.itemCountChanged(4), to: &feed)
        XCTAssertEqual(feed.itemCount, 4)
        assertShows(feed, overlay: .loading)
    }

    func testFirstLoadWithoutItemsShowsTheEmptyPage() throws {
        var feed = FeedState()
        let id = try startRefresh(&feed)
        send(.refreshFinished(id, .refreshed(count: 0, more: .available)), to: &feed, now: firstLoadTime)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertTrue(feed.hasLoadedOnce)
        XCTAssertEqual(feed.itemCount, 0)
        XCTAssertEqual(feed.lastUpdated, firstLoadTime)
        XCTAssertFalse(feed.isExhausted)
        assertShows(feed, overlay: .empty)
    }

    func testFirstLoadWithItemsShowsTheRows() throws {
        var feed = FeedState()
        let id = try startRefresh(&feed)
        send(.refreshFinished(id, .refreshed(count: 5, more: .available)), to: &feed, now: firstLoadTime)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertTrue(feed.hasLoadedOnce)
        XCTAssertEqual(feed.itemCount, 5)
        XCTAssertEqual(feed.lastUpdated, firstLoadTime)
        assertShows(feed, overlay: .none)
    }

    func testFailedFirstLoadShowsTheErrorPage() throws {
        var feed = FeedState()
        let id = try startRefresh(&feed)
        send(.refreshFinished(id, .failed(message: "Offline")), to: &feed)
        XCTAssertEqual(feed.phase, .notLoaded)
        XCTAssertFalse(feed.hasLoadedOnce)
        XCTAssertNil(feed.lastUpdated)
        XCTAssertEqual(feed.lastRefreshError, "Offline")
        assertShows(feed, overlay: .failed(message: "Offline"))
    }

    func testRetryOnTheFirstLoadErrorPageLoadsAgain() throws {
        var feed = FeedState()
        let first = try startRefresh(&feed)
        send(.refreshFinished(first, .failed(message: "Offline")), to: &feed)

        let second = try startRefresh(&feed, with: .retryRequested)
        XCTAssertNotEqual(second, first)
        // The error is being retried: the loading page replaces it.
        assertShows(feed, overlay: .loading)

        send(.refreshFinished(second, .refreshed(count: 3, more: .available)), to: &feed, now: laterTime)
        XCTAssertNil(feed.lastRefreshError)
        XCTAssertEqual(feed.lastUpdated, laterTime)
        assertShows(feed, overlay: .none)
    }

    func testCancelledFirstLoadWaitsForTheNextRequest() throws {
        var feed = FeedState()
        let first = try startRefresh(&feed)
        send(.refreshFinished(first, .cancelled), to: &feed)
        XCTAssertEqual(feed.phase, .notLoaded)
        XCTAssertFalse(feed.hasLoadedOnce)
        XCTAssertNil(feed.lastRefreshError)
        assertShows(feed, overlay: .loading)

        let second = try startRefresh(&feed)
        XCTAssertNotEqual(second, first)
    }

    func testRetryBeforeAnythingLoadedStartsTheFirstLoad() throws {
        var feed = FeedState()
        try startRefresh(&feed, with: .retryRequested)
    }

    func testNothingLoadsMoreBeforeTheFirstLoad() throws {
        var feed = FeedState()
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        let id = try startRefresh(&feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        send(.refreshFinished(id, .failed(message: "Offline")), to: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
    }

    // MARK: 2. Pull to refresh

    func testPullShowsProgressUntilArmed() throws {
        var feed = try loadedFeed()
        send(.pullChanged(progress: 0.25), to: &feed)
        assertShows(feed, indicator: .pulling(progress: 0.25))
        send(.pullChanged(progress: 0.999), to: &feed)
        assertShows(feed, indicator: .pulling(progress: 0.999))
        send(.pullChanged(progress: 1), to: &feed)
        assertShows(feed, indicator: .armed)
        send(.pullChanged(progress: 1.75), to: &feed)
        assertShows(feed, indicator: .armed)
        // Pushing back disarms.
        send(.pullChanged(progress: 0.5), to: &feed)
        assertShows(feed, indicator: .pulling(progress: 0.5))
        XCTAssertEqual(feed.phase, .idle)
    }

    func testPullAtZeroOrLessHidesTheIndicator() throws {
        var feed = try loadedFeed()
        send(.pullChanged(progress: 0.4), to: &feed)
        send(.pullChanged(progress: 0), to: &feed)
        assertShows(feed, indicator: .hidden)
        send(.pullChanged(progress: 0.4), to: &feed)
        send(.pullChanged(progress: -0.3), to: &feed)
        assertShows(feed, indicator: .hidden)
        send(.pullChanged(progress: 0.4), to: &feed)
        send(.pullChanged(progress: .nan), to: &feed)
        assertShows(feed, indicator: .hidden)
    }

    func testReleasingAnArmedPullRefreshes() throws {
        var feed = try loadedFeed(items: 8)
        send(.pullChanged(progress: 1.2), to: &feed)
        let id = try startRefresh(&feed, with: .pullEnded)
        assertShows(feed, indicator: .refreshing)

        send(.refreshFinished(id, .refreshed(count: 12, more: .available)), to: &feed, now: laterTime)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertEqual(feed.itemCount, 12)
        XCTAssertEqual(feed.lastUpdated, laterTime)
        assertShows(feed, indicator: .hidden)
    }

    func testReleasingBeforeArmedOnlyHidesTheIndicator() throws {
        var feed = try loadedFeed()
        send(.pullChanged(progress: 0.7), to: &feed)
        send(.pullEnded, to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        assertShows(feed, indicator: .hidden)
        // A release without any pull changes nothing.
        assertIgnored(.pullEnded, by: &feed)
    }

    func testPullsAndRequestsDuringARefreshDoNothing() throws {
        var feed = try loadedFeed()
        try startRefresh(&feed)
        assertIgnored(.pullChanged(progress: 0.5), by: &feed)
        assertIgnored(.pullChanged(progress: 1.5), by: &feed)
        assertIgnored(.pullEnded, by: &feed)
        assertIgnored(.refreshRequested, by: &feed)
        assertIgnored(.pullChanged(progress: 0), by: &feed)
        assertShows(feed, indicator: .refreshing)
    }

    func testRefreshRequestDuringAPullReplacesThePull() throws {
        var feed = try loadedFeed()
        send(.pullChanged(progress: 0.6), to: &feed)
        let id = try startRefresh(&feed)
        assertShows(feed, indicator: .refreshing)
        send(.refreshFinished(id, .refreshed(count: 20, more: .available)), to: &feed)
        // The pull was consumed; the next pullChanged will show the finger's position again.
        assertShows(feed, indicator: .hidden)
    }

    func testRefreshRequestStartsARefreshWhenIdle() throws {
        var feed = try loadedFeed()
        let id = try startRefresh(&feed)
        XCTAssertEqual(feed.phase, .refreshing(id))
        assertShows(feed, indicator: .refreshing)
    }

    // MARK: 3. Refresh supersedes load-more; stale finishes

    func testRefreshCancelsTheRunningLoadMoreFirst() throws {
        var feed = try loadedFeed()
        let loadMore = try startLoadMore(&feed)

        let effects = feed.handle(.refreshRequested)
        let refresh = try XCTUnwrap(feed.runningRefresh)
        XCTAssertEqual(effects, [.cancel(loadMore), .startRefresh(refresh)])
        XCTAssertNotEqual(refresh, loadMore)
        assertShows(feed, indicator: .refreshing)

        // The superseded page arrives late: ignored, it does not even mark the feed exhausted.
        assertIgnored(.loadMoreFinished(loadMore, .pageLoaded(added: 20, more: .exhausted)), by: &feed)
        assertIgnored(.loadMoreFinished(loadMore, .failed(message: "late")), by: &feed)
        XCTAssertFalse(feed.isExhausted)
    }

    func testArmedPullReleasedDuringLoadMoreCancelsItFirst() throws {
        var feed = try loadedFeed()
        let loadMore = try startLoadMore(&feed)
        send(.pullChanged(progress: 0.5), to: &feed)
        assertShows(feed, indicator: .pulling(progress: 0.5), footer: .loading)
        send(.pullChanged(progress: 1), to: &feed)

        let effects = feed.handle(.pullEnded)
        let refresh = try XCTUnwrap(feed.runningRefresh)
        XCTAssertEqual(effects, [.cancel(loadMore), .startRefresh(refresh)])
        assertShows(feed, indicator: .refreshing)
    }

    func testFinishesOfOperationsNotRunningAreIgnored() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        // A refresh finish carrying the load-more's id is not the running refresh.
        assertIgnored(.refreshFinished(loadMore, .refreshed(count: 0, more: .exhausted)), by: &feed)
        send(.loadMoreFinished(loadMore, .pageLoaded(added: 20, more: .available)), to: &feed)
        // Finished once: a second finish is stale.
        assertIgnored(.loadMoreFinished(loadMore, .failed(message: "again")), by: &feed)

        let refresh = try startRefresh(&feed)
        assertIgnored(.loadMoreFinished(refresh, .failed(message: "wrong kind")), by: &feed)
        assertIgnored(.refreshFinished(loadMore, .failed(message: "old")), by: &feed)
        send(.refreshFinished(refresh, .refreshed(count: 20, more: .available)), to: &feed)
        assertIgnored(.refreshFinished(refresh, .failed(message: "twice")), by: &feed)
        assertIgnored(.refreshFinished(refresh, .refreshed(count: 0, more: .exhausted)), by: &feed)
        XCTAssertNil(feed.lastRefreshError)
        XCTAssertEqual(feed.itemCount, 20)
    }

    func testEveryOperationGetsANewID() throws {
        var feed = FeedState()
        var ids: [FeedOperationID] = []
        ids.append(try startRefresh(&feed))
        send(.refreshFinished(ids[0], .refreshed(count: 5, more: .available)), to: &feed)
        ids.append(try startLoadMore(&feed))
        send(.loadMoreFinished(ids[1], .cancelled), to: &feed)
        ids.append(try startLoadMore(&feed))
        _ = feed.handle(.refreshRequested)
        ids.append(try XCTUnwrap(feed.runningRefresh))
        XCTAssertEqual(Set(ids).count, 4, "\(ids)")
    }

    // MARK: 4. When load-more fires

    func testNearEndLoadsTheNextPage() throws {
        var feed = try loadedFeed(items: 20)
        let id = try startLoadMore(&feed)
        XCTAssertEqual(feed.phase, .loadingMore(id))
        assertShows(feed, footer: .loading)

        send(.itemCountChanged(40), to: &feed)
        send(.loadMoreFinished(id, .pageLoaded(added: 20, more: .available)), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertEqual(feed.itemCount, 40, "the page is counted once, by itemCountChanged")
        assertShows(feed, footer: .hidden)

        let next = try startLoadMore(&feed)
        XCTAssertNotEqual(next, id)
    }

    func testLoadMoreNeverFiresTwiceForOnePage() throws {
        var feed = try loadedFeed()
        try startLoadMore(&feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        assertIgnored(.retryRequested, by: &feed)
        assertShows(feed, footer: .loading)
    }

    func testLoadMoreNeverFiresDuringARefresh() throws {
        var feed = try loadedFeed()
        try startRefresh(&feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        assertIgnored(.retryRequested, by: &feed)
    }

    // MARK: 5. Short lists

    func testShortListLoadsPageAfterPageUntilItFills() throws {
        var feed = try loadedFeed(items: 3)
        for page in 1...5 {
            let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
            send(.itemCountChanged(3 + 3 * page), to: &feed)
            send(.loadMoreFinished(id, .pageLoaded(added: 3, more: .available)), to: &feed)
        }
        XCTAssertEqual(feed.itemCount, 18)
        // Now the rows fill the viewport; loading goes on only as the user nears the end.
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: true))
    }

    func testShortListStopsWhenTheSourceIsExhausted() throws {
        var feed = try loadedFeed(items: 3)
        let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
        send(.loadMoreFinished(id, .pageLoaded(added: 2, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
    }

    func testEmptyPageThatPromisesMorePausesAutomaticLoadingUntilTheUserScrolls() throws {
        var feed = try loadedFeed(items: 3)
        let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
        send(.loadMoreFinished(id, .pageLoaded(added: 0, more: .available)), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertFalse(feed.isExhausted)
        assertShows(feed, footer: .hidden)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)

        send(.userScrolled, to: &feed)
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
    }

    func testEmptyPageThatDoesNotSayPausesToo() throws {
        var feed = try loadedFeed(items: 3)
        let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: true))
        send(.loadMoreFinished(id, .pageLoaded(added: 0, more: .unchanged)), to: &feed)
        XCTAssertFalse(feed.isExhausted)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        send(.userScrolled, to: &feed)
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: true))
    }

    func testEmptyLastPageExhaustsInsteadOfPausing() throws {
        var feed = try loadedFeed(items: 3)
        let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
        send(.loadMoreFinished(id, .pageLoaded(added: 0, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        assertShows(feed, footer: .exhausted)
        send(.userScrolled, to: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
    }

    func testRefreshResumesPausedLoading() throws {
        var feed = try loadedFeed(items: 3)
        let loadMore = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
        send(.loadMoreFinished(loadMore, .pageLoaded(added: 0, more: .available)), to: &feed)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 3, more: .available)), to: &feed)
        try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
    }

    func testRetryResumesPausedLoadingAtOnce() throws {
        var feed = try loadedFeed(items: 3)
        let loadMore = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: false))
        send(.loadMoreFinished(loadMore, .pageLoaded(added: 0, more: .available)), to: &feed)
        let retried = try startLoadMore(&feed, with: .retryRequested)
        XCTAssertNotEqual(retried, loadMore)
    }

    /// Loads `count` pages of one item each through `nearEnd(contentFillsViewport:)`.
    private func loadPages(
        _ count: Int, into feed: inout FeedState, contentFillsViewport: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for _ in 0..<count {
            let id = try startLoadMore(&feed, with: .nearEnd(contentFillsViewport: contentFillsViewport),
                                       file: file, line: line)
            send(.itemCountChanged(feed.itemCount + 1), to: &feed, file: file, line: line)
            send(.loadMoreFinished(id, .pageLoaded(added: 1, more: .available)), to: &feed,
                 file: file, line: line)
        }
    }

    /// Sends the `nearEnd(contentFillsViewport: false)` that finds the cap reached: no effects,
    /// and automatic loading pauses, so later reports are ignored outright.
    private func assertCapReached(
        _ feed: inout FeedState, file: StaticString = #filePath, line: UInt = #line
    ) {
        send(.nearEnd(contentFillsViewport: false), to: &feed, file: file, line: line)
        XCTAssertEqual(feed.phase, .idle, file: file, line: line)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed, file: file, line: line)
    }

    func testAtMostTwentyPagesLoadInARowWhileTheListDoesNotFill() throws {
        var feed = try loadedFeed(items: 1)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        XCTAssertEqual(feed.itemCount, 21)
        assertCapReached(&feed)
        // Paused, not exhausted: nothing in the footer, and the user's scroll resumes loading.
        XCTAssertFalse(feed.isExhausted)
        assertShows(feed, footer: .hidden)
        // Once paused, even a report that the content now fills waits for the user.
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)

        send(.userScrolled, to: &feed)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
    }

    func testRetryResumesLoadingAfterTheCap() throws {
        var feed = try loadedFeed(items: 1)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
        let retried = try startLoadMore(&feed, with: .retryRequested)
        send(.loadMoreFinished(retried, .pageLoaded(added: 1, more: .available)), to: &feed)
        // The page Retry asked for was the user's choice; it does not count towards the cap.
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
    }

    func testPagesThatFillTheViewportRestartTheCount() throws {
        var feed = try loadedFeed(items: 1)
        try loadPages(19, into: &feed, contentFillsViewport: false)
        try loadPages(1, into: &feed, contentFillsViewport: true)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
    }

    func testUserScrollRestartsTheCount() throws {
        var feed = try loadedFeed(items: 1)
        try loadPages(15, into: &feed, contentFillsViewport: false)
        send(.userScrolled, to: &feed)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
    }

    func testRefreshRestartsTheCount() throws {
        var feed = try loadedFeed(items: 1)
        try loadPages(15, into: &feed, contentFillsViewport: false)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 1, more: .available)), to: &feed)
        try loadPages(20, into: &feed, contentFillsViewport: false)
        assertCapReached(&feed)
    }

    // MARK: 6. Exhausted

    func testLastPageExhaustsTheFeed() throws {
        var feed = try loadedFeed(items: 20)
        let id = try startLoadMore(&feed)
        send(.loadMoreFinished(id, .pageLoaded(added: 7, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        XCTAssertEqual(feed.phase, .idle)
        assertShows(feed, footer: .exhausted)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        assertIgnored(.retryRequested, by: &feed)
        send(.userScrolled, to: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
    }

    func testExhaustedFooterOnlyShowsUnderRows() throws {
        var feed = try loadedFeed(items: 0, more: .exhausted)
        XCTAssertTrue(feed.isExhausted)
        assertShows(feed, footer: .hidden, overlay: .empty)
        send(.itemCountChanged(2), to: &feed)
        assertShows(feed, footer: .exhausted, overlay: .none)
    }

    func testRefreshSayingMoreIsAvailableEndsExhausted() throws {
        var feed = try loadedFeed(items: 20, more: .exhausted)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 20, more: .available)), to: &feed)
        XCTAssertFalse(feed.isExhausted)
        assertShows(feed, footer: .hidden)
        try startLoadMore(&feed)
    }

    func testRefreshThatDoesNotSayKeepsExhausted() throws {
        var feed = try loadedFeed(items: 20, more: .exhausted)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 20, more: .unchanged)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        assertShows(feed, footer: .exhausted)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
    }

    func testRefreshThatDoesNotSayKeepsNotExhausted() throws {
        var feed = try loadedFeed(items: 20, more: .unchanged)
        XCTAssertFalse(feed.isExhausted)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 20, more: .unchanged)), to: &feed)
        XCTAssertFalse(feed.isExhausted)
    }

    func testRefreshSayingNoMoreExhausts() throws {
        var feed = try loadedFeed(items: 20, more: .available)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .refreshed(count: 4, more: .exhausted)), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        assertShows(feed, footer: .exhausted)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
    }

    func testFailedRefreshKeepsExhausted() throws {
        var feed = try loadedFeed(items: 20, more: .exhausted)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed)
        XCTAssertTrue(feed.isExhausted)
        assertShows(feed, footer: .exhausted)
    }

    // MARK: 7. Load-more failure

    func testLoadMoreFailureShowsRetryInTheFooterAndStopsAutomaticLoading() throws {
        var feed = try loadedFeed(items: 20)
        let failed = try startLoadMore(&feed)
        send(.loadMoreFinished(failed, .failed(message: "Timed out")), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertFalse(feed.isExhausted)
        XCTAssertNil(feed.lastRefreshError)
        assertShows(feed, footer: .failed(message: "Timed out"))
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: false), by: &feed)
        send(.userScrolled, to: &feed)
        assertIgnored(.nearEnd(contentFillsViewport: true), by: &feed)
        assertShows(feed, footer: .failed(message: "Timed out"))

        let retried = try startLoadMore(&feed, with: .retryRequested)
        XCTAssertNotEqual(retried, failed)
        assertShows(feed, footer: .loading)
        send(.loadMoreFinished(retried, .pageLoaded(added: 20, more: .available)), to: &feed)
        assertShows(feed, footer: .hidden)
        try startLoadMore(&feed)
    }

    func testSuccessfulRefreshClearsTheLoadMoreError() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        send(.loadMoreFinished(loadMore, .failed(message: "Timed out")), to: &feed)
        let refresh = try startRefresh(&feed)
        // The error stays until the refresh has replaced the pages it was about.
        assertShows(feed, indicator: .refreshing, footer: .failed(message: "Timed out"))
        send(.refreshFinished(refresh, .refreshed(count: 20, more: .available)), to: &feed)
        assertShows(feed, footer: .hidden)
        try startLoadMore(&feed)
    }

    func testFailedRefreshKeepsTheLoadMoreError() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        send(.loadMoreFinished(loadMore, .failed(message: "Timed out")), to: &feed)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed)
        assertShows(feed, footer: .failed(message: "Timed out"))
        try startLoadMore(&feed, with: .retryRequested)
    }

    func testRetryOnTheErrorPageRefreshesEvenWithAFailedLoadMore() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        send(.loadMoreFinished(loadMore, .failed(message: "Timed out")), to: &feed)
        let refresh = try startRefresh(&feed)
        send(.itemCountChanged(0), to: &feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed)
        assertShows(feed, footer: .hidden, overlay: .failed(message: "Offline"))
        try startRefresh(&feed, with: .retryRequested)
    }

    func testRetryWithNothingToRetryDoesNothing() throws {
        var feed = try loadedFeed(items: 20)
        assertIgnored(.retryRequested, by: &feed)
    }

    // MARK: 8. Refresh failure

    func testRefreshFailureWithRowsKeepsThemAndReportsTheError() throws {
        var feed = try loadedFeed(items: 10)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed, now: laterTime)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertEqual(feed.itemCount, 10)
        XCTAssertEqual(feed.lastRefreshError, "Offline")
        XCTAssertEqual(feed.lastUpdated, firstLoadTime, "a failure is not an update")
        assertShows(feed, overlay: .none)

        let again = try startRefresh(&feed)
        let thirdTime = Date(timeIntervalSince1970: 3_000_000)
        send(.refreshFinished(again, .refreshed(count: 10, more: .available)), to: &feed, now: thirdTime)
        XCTAssertNil(feed.lastRefreshError)
        XCTAssertEqual(feed.lastUpdated, thirdTime)
    }

    func testRefreshFailureWithoutRowsShowsTheErrorPage() throws {
        var feed = try loadedFeed(items: 0)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertTrue(feed.hasLoadedOnce)
        XCTAssertEqual(feed.lastRefreshError, "Offline")
        assertShows(feed, overlay: .failed(message: "Offline"))

        let retry = try startRefresh(&feed, with: .retryRequested)
        assertShows(feed, indicator: .hidden, overlay: .loading)
        send(.refreshFinished(retry, .refreshed(count: 0, more: .available)), to: &feed)
        assertShows(feed, overlay: .empty)
    }

    func testEmptyPageStaysWhileAnEmptyListRefreshes() throws {
        var feed = try loadedFeed(items: 0)
        let refresh = try startRefresh(&feed)
        assertShows(feed, indicator: .refreshing, overlay: .empty)
        send(.refreshFinished(refresh, .refreshed(count: 6, more: .available)), to: &feed)
        assertShows(feed, overlay: .none)
    }

    func testRowsArrivingAfterAFailureUncoverTheErrorPage() throws {
        var feed = try loadedFeed(items: 0)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .failed(message: "Offline")), to: &feed)
        send(.itemCountChanged(3), to: &feed)
        assertShows(feed, overlay: .none)
        XCTAssertEqual(feed.lastRefreshError, "Offline")
    }

    // MARK: 9. Cancelled

    func testCancelledRefreshChangesNothingButThePhase() throws {
        var feed = try loadedFeed(items: 20, more: .exhausted)
        let failing = try startRefresh(&feed)
        send(.refreshFinished(failing, .failed(message: "Offline")), to: &feed)
        let before = feed

        let cancelled = try startRefresh(&feed)
        send(.refreshFinished(cancelled, .cancelled), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertTrue(feed.isExhausted)
        XCTAssertEqual(feed.lastRefreshError, "Offline")
        XCTAssertEqual(feed.lastUpdated, firstLoadTime)
        XCTAssertEqual(feed.itemCount, 20)
        assertShows(feed, footer: before.footer, overlay: before.overlayPage)
    }

    func testCancelledRefreshKeepsTheLoadMoreError() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        send(.loadMoreFinished(loadMore, .failed(message: "Timed out")), to: &feed)
        let refresh = try startRefresh(&feed)
        send(.refreshFinished(refresh, .cancelled), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        assertShows(feed, footer: .failed(message: "Timed out"))
    }

    func testCancelledLoadMoreGoesBackToIdle() throws {
        var feed = try loadedFeed(items: 20)
        let loadMore = try startLoadMore(&feed)
        send(.loadMoreFinished(loadMore, .cancelled), to: &feed)
        XCTAssertEqual(feed.phase, .idle)
        XCTAssertFalse(feed.isExhausted)
        assertShows(feed, footer: .hidden)
        // Not a failure and not an empty page: loading goes on by itself.
        try startLoadMore(&feed)
    }

    // MARK: 10. Footer

    func testFooterIsHiddenWhileAPageCoversTheRows() throws {
        var feed = try loadedFeed(items: 0, more: .available)
        // A load-more may run under the empty page, but its spinner has no rows to sit under.
        try startLoadMore(&feed)
        assertShows(feed, footer: .hidden, overlay: .empty)
    }

    func testFooterIsHiddenBeforeTheFirstLoad() throws {
        var feed = FeedState()
        send(.itemCountChanged(5), to: &feed)
        assertShows(feed, footer: .hidden, overlay: .loading)
    }

    // MARK: 11. Item count

    func testItemCountTogglesTheEmptyPageAtOnce() throws {
        var feed = try loadedFeed(items: 3)
        send(.itemCountChanged(0), to: &feed)
        XCTAssertEqual(feed.itemCount, 0)
        assertShows(feed, overlay: .empty)
        send(.itemCountChanged(2), to: &feed)
        XCTAssertEqual(feed.itemCount, 2)
        assertShows(feed, overlay: .none)
        send(.itemCountChanged(-4), to: &feed)
        XCTAssertEqual(feed.itemCount, 0, "a negative count is clamped")
        assertShows(feed, overlay: .empty)
    }

    func testItemCountDuringARefreshShowsRowsOnceLoaded() throws {
        var feed = try loadedFeed(items: 0)
        try startRefresh(&feed)
        send(.itemCountChanged(9), to: &feed)
        assertShows(feed, indicator: .refreshing, overlay: .none)
    }
}

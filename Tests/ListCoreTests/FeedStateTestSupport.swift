import Foundation
import ListCore
import XCTest

// Shared helpers for the FeedState tests: fixed clock readings, and short ways to reach the
// states the rules start from that assert the exact effects on the way.

/// When the first load of ``loadedFeed(items:more:file:line:)`` succeeds.
let firstLoadTime = Date(timeIntervalSince1970: 1_000_000)
/// A later clock reading, for refreshes after the first load.
let laterTime = Date(timeIntervalSince1970: 2_000_000)

extension FeedState {
    /// The id of the running refresh, or `nil`.
    var runningRefresh: FeedOperationID? {
        if case .refreshing(let id) = phase { return id }
        return nil
    }

    /// The id of the running load-more, or `nil`.
    var runningLoadMore: FeedOperationID? {
        if case .loadingMore(let id) = phase { return id }
        return nil
    }
}

/// A feed whose first load succeeded at ``firstLoadTime`` with `items` items.
func loadedFeed(
    items: Int = 20, more: MoreAvailability = .available, file: StaticString = #filePath, line: UInt = #line
) throws -> FeedState {
    var feed = FeedState()
    let id = try startRefresh(&feed, file: file, line: line)
    send(.refreshFinished(id, .refreshed(count: items, more: more)), to: &feed,
         now: firstLoadTime, file: file, line: line)
    return feed
}

/// Sends `event`, which must start a refresh and nothing else; returns the refresh's id.
@discardableResult
func startRefresh(
    _ feed: inout FeedState, with event: FeedEvent = .refreshRequested,
    file: StaticString = #filePath, line: UInt = #line
) throws -> FeedOperationID {
    let effects = feed.handle(event, now: laterTime)
    let id = try XCTUnwrap(feed.runningRefresh, "\(event) did not start a refresh", file: file, line: line)
    XCTAssertEqual(effects, [.startRefresh(id)], "effects of \(event)", file: file, line: line)
    return id
}

/// Sends `event`, which must start a load-more and nothing else; returns the load-more's id.
@discardableResult
func startLoadMore(
    _ feed: inout FeedState, with event: FeedEvent = .nearEnd(contentFillsViewport: true),
    file: StaticString = #filePath, line: UInt = #line
) throws -> FeedOperationID {
    let effects = feed.handle(event, now: laterTime)
    let id = try XCTUnwrap(feed.runningLoadMore, "\(event) did not start a load-more", file: file, line: line)
    XCTAssertEqual(effects, [.startLoadMore(id)], "effects of \(event)", file: file, line: line)
    return id
}

/// Sends `event`, which must return no effects; the state may change.
func send(
    _ event: FeedEvent, to feed: inout FeedState, now: Date = laterTime,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(feed.handle(event, now: now), [], "effects of \(event)", file: file, line: line)
}

/// Sends `event`, which must return no effects and leave the state exactly as it was.
func assertIgnored(
    _ event: FeedEvent, by feed: inout FeedState, file: StaticString = #filePath, line: UInt = #line
) {
    let before = feed
    XCTAssertEqual(feed.handle(event, now: laterTime), [], "effects of \(event)", file: file, line: line)
    XCTAssertEqual(feed, before, "\(event) changed the state", file: file, line: line)
}

/// Asserts all three things the view draws.
func assertShows(
    _ feed: FeedState,
    indicator: RefreshIndicatorState = .hidden,
    footer: FooterState = .hidden,
    overlay: OverlayPage = .none,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(feed.refreshIndicator, indicator, "refresh indicator", file: file, line: line)
    XCTAssertEqual(feed.footer, footer, "footer", file: file, line: line)
    XCTAssertEqual(feed.overlayPage, overlay, "overlay page", file: file, line: line)
}

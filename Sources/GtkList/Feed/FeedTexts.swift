import Foundation

/// Every word a ``FeedListView`` shows of its own, for apps that say it their way.
///
/// ```swift
/// feed.texts.pullToRefresh = "Pull for new stories"
/// feed.texts.lastUpdated = { date in "Fetched at \(date.formatted(date: .omitted, time: .shortened))" }
/// ```
///
/// The loading, empty and error pages are ``EmptyPage``s of their own: replace them through
/// ``FeedListView/loadingPage``, ``FeedListView/emptyPage`` and ``FeedListView/errorPage``.
public struct FeedTexts {
    /// Above the list while it is pulled, before a release would refresh.
    public var pullToRefresh = "Pull to refresh"
    /// Above the list once a release would refresh.
    public var releaseToRefresh = "Release to refresh"
    /// Above the list while a refresh runs.
    public var refreshing = "Refreshing…"
    /// The line under those: when the list was last updated.
    public var lastUpdated: (Date) -> String = FeedTexts.lastUpdatedAtTime
    /// In the footer while the next page loads.
    public var loadingMore = "Loading more…"
    /// In the footer after the last page (when ``FeedListView/showsExhaustedFooter`` is on).
    public var noMoreItems = "No more items"
    /// In the footer when a page failed, given the error's message.
    public var loadMoreFailed: (String) -> String = { message in "Couldn't load more: \(message)" }
    /// The footer's button that loads the failed page again; `_` marks its mnemonic.
    public var retry = "_Retry"

    /// The texts the feed shows unless told otherwise.
    public init() {}

    /// "Last updated 9:41 AM": the time of day in the short style.
    public static func lastUpdatedAtTime(_ date: Date) -> String {
        "Last updated \(timeFormatter.string(from: date))"
    }

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()
}

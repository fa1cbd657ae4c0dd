import Foundation

/// Every word a ``FeedListView`` shows of its own, for apps that say it their way.
///
/// The defaults are translated into the user's language (GtkList's `gtklistkit` text domain).
///
/// ```swift
/// feed.texts.pullToRefresh = "Pull for new stories"
/// feed.texts.lastUpdated = { updated, _ in "Fetched at \(updated.formatted(date: .omitted, time: .shortened))" }
/// ```
///
/// The loading, empty and error pages are ``EmptyPage``s of their own: replace them through
/// ``FeedView/loadingPage``, ``FeedView/emptyPage`` and ``FeedView/errorPage``.
public struct FeedTexts {
    /// Above the list while it is pulled, before a release would refresh.
    public var pullToRefresh = packageTexts.translate("Pull to refresh")
    /// Above the list once a release would refresh.
    public var releaseToRefresh = packageTexts.translate("Release to refresh")
    /// Above the list while a refresh runs.
    public var refreshing = packageTexts.translate("Refreshing…")
    /// The line under those: when the list was last updated, given that time and the time now
    /// (both from ``FeedView/clock``). By default the time since then, such as "Last updated
    /// 5 minutes ago" (see ``lastUpdatedRelative(_:now:)``).
    public var lastUpdated: (_ updated: Date, _ now: Date) -> String = FeedTexts.lastUpdatedRelative
    /// In the footer while the next page loads.
    public var loadingMore = packageTexts.translate("Loading more…")
    /// In the footer after the last page (when ``FeedView/showsExhaustedFooter`` is on).
    public var noMoreItems = packageTexts.translate("No more items")
    /// In the footer when a page failed, given the error's message.
    public var loadMoreFailed: (String) -> String = { message in
        // TRANSLATORS: %s is the reason, for example "The network is unreachable."
        packageTexts.translate("Couldn’t load more: %s").filling(message)
    }
    /// The footer's button that loads the failed page again; `_` marks its mnemonic.
    public var retry = packageTexts.translate("_Retry")

    /// Said to screen readers when a refresh finished, given the number of items.
    public var refreshedAnnouncement: (Int) -> String = { count in
        packageTexts.translate("List updated, %d item", "List updated, %d items", count: count)
            .filling(UserLocale.formatted(count))
    }
    /// Said to screen readers when a page was added, given the number of new items.
    public var pageLoadedAnnouncement: (Int) -> String = { added in
        packageTexts.translate("%d more item loaded", "%d more items loaded", count: added)
            .filling(UserLocale.formatted(added))
    }
    /// Said to screen readers when a refresh failed, given the error's message (a failed page
    /// says ``loadMoreFailed``).
    public var refreshFailedAnnouncement: (String) -> String = { message in
        // TRANSLATORS: %s is the reason, for example "The network is unreachable."
        packageTexts.translate("Couldn’t refresh: %s").filling(message)
    }

    /// The texts the feed shows unless told otherwise.
    public init() {}

    /// "Last updated just now", "… 5 minutes ago", "… 3 hours ago", and after a day the date and
    /// time, in the user's language and locale.
    public static func lastUpdatedRelative(_ date: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        let minutes = Int(seconds / 60), hours = Int(seconds / 3600)
        if minutes < 1 { return packageTexts.translate("Last updated just now") }
        if hours < 1 {
            return packageTexts.translate("Last updated %d minute ago", "Last updated %d minutes ago", count: minutes)
                .filling(UserLocale.formatted(minutes))
        }
        if hours < 24 {
            return packageTexts.translate("Last updated %d hour ago", "Last updated %d hours ago", count: hours)
                .filling(UserLocale.formatted(hours))
        }
        let when = date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)
            .locale(UserLocale.locale(for: .dates)))
        // TRANSLATORS: %s is a date and time, such as "Nov 21, 2026 at 9:41 AM"
        return packageTexts.translate("Last updated %s").filling(when)
    }
}

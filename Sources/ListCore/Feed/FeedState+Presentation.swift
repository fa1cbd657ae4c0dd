// What a feed shows, derived from its state alone so that it can never disagree with it.

extension FeedState {
    /// What the refresh indicator above the first row shows.
    ///
    /// `.refreshing` exactly while a refresh runs, except while the loading page covers the list
    /// (the first load, or a retry from the error page): that page has its own spinner, and one
    /// spinner is enough.
    public var refreshIndicator: RefreshIndicatorState {
        if isRefreshing {
            return overlayPage == .loading ? .hidden : .refreshing
        }
        if pullProgress >= 1 { return .armed }
        if pullProgress > 0 { return .pulling(progress: pullProgress) }
        return .hidden
    }

    /// What the footer row after the last row shows.
    ///
    /// Hidden until the first load succeeded and whenever a page covers the rows.
    public var footer: FooterState {
        guard hasLoadedOnce, overlayPage == .none else { return .hidden }
        if case .loadingMore = phase { return .loading }
        if let loadMoreError { return .failed(message: loadMoreError) }
        if isExhausted && itemCount > 0 { return .exhausted }
        return .hidden
    }

    /// What covers the list's area instead of rows.
    public var overlayPage: OverlayPage {
        guard hasLoadedOnce else {
            // Nothing is known yet: an empty page now would flash before the data arrives, and
            // rows put in early (a cache) are not yet the feed's answer.
            if let lastRefreshError, !isRefreshing { return .failed(message: lastRefreshError) }
            return .loading
        }
        if itemCount > 0 { return .none }
        if let lastRefreshError {
            // Retrying from the error page: the error is no longer current, and the last known
            // answer (empty) is too old to show as if it were.
            return isRefreshing ? .loading : .failed(message: lastRefreshError)
        }
        // An empty list being refreshed keeps its empty page: switching to the loading page and
        // back for every refresh would flash.
        return .empty
    }
}

/// What a feed is doing: waiting for its first data, resting, refreshing, or loading a page.
///
/// At most one operation runs at a time, and the phase carries its id.
public enum FeedPhase: Equatable, Sendable {
    /// No load has succeeded yet and nothing runs: before the first request, or after the first
    /// load failed or was cancelled. While the first load runs the phase is ``refreshing(_:)``;
    /// ``FeedState/hasLoadedOnce`` tells it apart from later refreshes.
    case notLoaded
    /// Loaded at least once; nothing runs.
    case idle
    /// A refresh (or the first load) runs.
    case refreshing(FeedOperationID)
    /// The next page is being loaded.
    case loadingMore(FeedOperationID)
}

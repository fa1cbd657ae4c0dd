/// Work the view must do because of an event.
///
/// ``FeedState/handle(_:now:)`` returns effects in the order they must be done: a cancel comes
/// before the start of the work that supersedes it.
public enum FeedEffect: Equatable, Sendable {
    /// Fetch the first page again and replace the list with it; report with `refreshFinished`.
    case startRefresh(FeedOperationID)
    /// Fetch the page after the last one and append it; report with `loadMoreFinished`.
    case startLoadMore(FeedOperationID)
    /// Stop the running operation with this id. Its result, if it still comes, is ignored.
    case cancel(FeedOperationID)
}

/// Something that happened to a feed: user input, a finished operation, or a change of its data.
///
/// The view sends each one to ``FeedState/handle(_:now:)`` and performs the effects it returns.
public enum FeedEvent: Equatable, Sendable {
    /// The user is pulling at the top; `progress` of 1 or more means far enough to arm.
    case pullChanged(progress: Double)
    /// The user let go of a pull; refreshes if the pull was armed.
    case pullEnded
    /// Something asked for a refresh: a button, F5 or Ctrl+R, code, or the first show of the view.
    case refreshRequested
    /// The refresh with this id ended.
    case refreshFinished(FeedOperationID, FeedLoadOutcome)
    /// The visible end came within the view's threshold of the last row; `contentFillsViewport`
    /// tells whether the rows are taller than the viewport. The view sends it again after each
    /// append while the end stays near.
    case nearEnd(contentFillsViewport: Bool)
    /// The user scrolled, by any means. Resumes automatic loading after it was paused.
    case userScrolled
    /// The load-more with this id ended.
    case loadMoreFinished(FeedOperationID, FeedLoadOutcome)
    /// The user pressed Retry, in the footer or on the error page.
    case retryRequested
    /// The source has more than it said, such as a file that grew, or its items were replaced:
    /// an exhausted or paused feed loads the next page, at once when idle, else as soon as the
    /// running load or refresh succeeds.
    case moreAvailable
    /// The data source's item count after any change, headers and footers not counted.
    case itemCountChanged(Int)
}

/// What covers the list's area instead of rows.
public enum OverlayPage: Equatable, Sendable {
    /// Nothing: the rows show.
    case none
    /// A loading page: there is nothing to show yet and a load runs, or is about to. Always
    /// the page before the first load succeeded, so the empty page never flashes first.
    case loading
    /// The empty page: loaded, and there are no items.
    case empty
    /// An error page with a Retry button: the first load failed, or a refresh failed while the
    /// list has no items.
    case failed(message: String)
}

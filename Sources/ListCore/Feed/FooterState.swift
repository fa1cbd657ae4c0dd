/// What the footer row after the last row shows.
public enum FooterState: Equatable, Sendable {
    /// No footer row.
    case hidden
    /// A spinner and "Loading more…": the next page is on its way.
    case loading
    /// "No more items". The view may choose to hide it; that is its setting, not the feed's.
    case exhausted
    /// The last load-more failed: the error text and a Retry button.
    case failed(message: String)
}

/// How a refresh or a page load ended.
///
/// A refresh reports ``refreshed(count:more:)`` and a page ``pageLoaded(added:more:)``; the
/// state machine ignores a success of the other kind, as it ignores a stale operation id.
public enum FeedLoadOutcome: Equatable, Sendable {
    /// A refresh succeeded; the list now holds `count` items (headers and footers not counted).
    case refreshed(count: Int, more: MoreAvailability)
    /// A page load succeeded and added `added` items.
    case pageLoaded(added: Int, more: MoreAvailability)
    /// Failure, with a message fit to show the user.
    case failed(message: String)
    /// The operation was stopped before it finished; nothing about the data is known.
    case cancelled
}

/// How a refresh or load-more ended.
public enum FeedLoadOutcome: Equatable, Sendable {
    /// Success.
    ///
    /// `addedItems` is how many items the operation added; for a refresh, which replaces
    /// everything, it is the item count now. `moreAvailable` tells whether more pages exist;
    /// `nil` means "unchanged", so a refresh that does not say keeps the old exhausted flag.
    case loaded(addedItems: Int, moreAvailable: Bool?)
    /// Failure, with a message fit to show the user.
    case failed(message: String)
    /// The operation was stopped before it finished; nothing about the data is known.
    case cancelled
}

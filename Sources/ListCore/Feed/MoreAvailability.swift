/// What a refresh or a page load learned about the pages after it.
public enum MoreAvailability: Equatable, Sendable {
    /// More pages can be loaded.
    case available
    /// This was the last page.
    case exhausted
    /// Nothing new is known (a refresh that keeps the previous answer).
    case unchanged
}

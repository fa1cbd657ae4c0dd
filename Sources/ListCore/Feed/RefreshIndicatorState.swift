/// What the refresh indicator above the first row shows.
public enum RefreshIndicatorState: Equatable, Sendable {
    /// Nothing.
    case hidden
    /// The user is pulling; `progress` in `0..<1` is how far the pull has gone towards arming.
    case pulling(progress: Double)
    /// The pull has gone far enough: releasing now would refresh.
    case armed
    /// A refresh runs.
    case refreshing
}

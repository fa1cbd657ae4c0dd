import Foundation

/// The clock feeds read for "Last updated": the wall clock, unless a test freezes it.
///
/// ``FeedView/clock`` reads ``now`` by default; `GtkTestEnvironment` sets it to a fixed
/// date so pictures do not change from run to run.
@MainActor
public enum FeedClock {
    /// What time it is for every feed that keeps its default ``FeedView/clock``.
    public static var now: @MainActor () -> Date = Date.init
}

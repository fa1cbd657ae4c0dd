/// Identifies one started refresh or load-more, so late completions of superseded work are ignored.
///
/// Only ``FeedState`` makes ids, and each one it hands out is new for that state. The view keeps
/// the id of the work it started and passes it back in the finishing event; a finish whose id is
/// no longer the running operation (because a refresh superseded it, or it was cancelled)
/// changes nothing. The value inside means nothing else.
public struct FeedOperationID: Hashable, Sendable, CustomStringConvertible {
    /// The position of this operation among all the operations its state started, from 1.
    let number: UInt64

    init(number: UInt64) {
        self.number = number
    }

    public var description: String { "operation \(number)" }
}

import Dispatch
import Synchronization

/// A search's text found by the index's own pass over the file: a search started while its
/// file is being indexed (a launch's `--search`) boards the pass, whose two cores look for the
/// text in each piece they copy while it is in their cache; the search then only numbers the
/// places found, instead of reading the whole file a second time beside the index.
///
/// The pass boards a waiting search at the start of its next pair of chunks
/// (``RecordIndex/offer(_:)``) and from there finds every place the text starts, each once, in
/// file order, pair after pair (``add(_:through:)``), until the pass ends or the search leaves.
/// A text found more often than once in ``densestSpacing`` bytes is left to the search, which
/// skips the rest of a record after a match (a letter may be in every other byte): the pass
/// gives up on it (``giveUp()``) rather than keep a place for each.
final class IndexPassHits: Sendable {
    /// The most bytes a match may reach past its first (the text's length less one): what a
    /// piece keeps of the one before it, so that a match across them is found.
    static let maximumReach = 255
    /// The fewest bytes per place found, on average over a chunk, that the pass keeps finding.
    static let densestSpacing = 32
    /// The most places found and not taken yet: a search that falls behind by more is left to
    /// catch up by itself.
    static let mostWaitingPlaces = 1 << 20

    /// The most places a chunk of `byteCount` bytes may hold before the pass gives up.
    static func mostPlaces(inChunkOf byteCount: Int) -> Int { max(1_024, byteCount / densestSpacing) }

    /// What is looked for.
    let finder: NeedleFinder

    private struct State {
        /// Where the pass boarded the search: the first byte a place found may start at.
        var start: Int?
        /// Every place before this byte has been found.
        var through = 0
        /// The places found and not taken yet, ascending.
        var hits: [Int] = []
        /// Whether the pass has ended: it finds no more.
        var hasEnded = false
        /// Whether it ended because the text was found too often.
        var gaveUp = false
        /// Whether the search has left: the pass stops looking.
        var isAbandoned = false
    }

    private let state = Mutex(State())
    /// Signalled when places are added and when the pass ends: what the search waits for.
    private let changed = DispatchSemaphore(value: 0)

    /// A search for what `finder` finds, or `nil` for a text too long for the pass to find across
    /// its pieces.
    init?(finder: NeedleFinder) {
        guard finder.length - 1 <= Self.maximumReach else { return nil }
        self.finder = finder
    }

    /// The places found and not taken yet, as `take()` reports them.
    struct Taken {
        let hits: [Int]
        /// Every place before this byte has been found.
        let through: Int
        let hasEnded: Bool
        /// Whether the pass gave up on a text found too often: the search goes on by itself
        /// from ``through``.
        let gaveUp: Bool
    }

    // MARK: The pass

    /// Boards the search at byte `offset`, where the pass's next pair of chunks starts.
    func board(at offset: Int) {
        state.withLock {
            $0.start = offset
            $0.through = offset
        }
    }

    /// Adds the places found in the pass's last pair of chunks, ascending, each at or past the
    /// last place added; every place before `through` is found now. Returns whether the search
    /// is still on board: it has not left, nor fallen behind by ``mostWaitingPlaces`` (then the
    /// pass gives up on it, and `hits` are not added).
    func add(_ hits: [Int], through: Int) -> Bool {
        defer { changed.signal() }
        return state.withLock {
            guard !$0.isAbandoned else { return false }
            guard $0.hits.count + hits.count <= Self.mostWaitingPlaces else {
                $0.gaveUp = true
                $0.hasEnded = true
                return false
            }
            $0.hits.append(contentsOf: hits)
            $0.through = max($0.through, through)
            return true
        }
    }

    /// Ends the pass's part: it finds no more.
    func end() {
        state.withLock { $0.hasEnded = true }
        changed.signal()
    }

    /// Ends the pass's part for a text found too often, before the places of its last chunks.
    func giveUp() {
        state.withLock {
            $0.gaveUp = true
            $0.hasEnded = true
        }
        changed.signal()
    }

    // MARK: The search

    /// Where the pass boarded the search; `nil` while it has not.
    var boardedAt: Int? { state.withLock { $0.start } }

    /// Takes the places found since the last call.
    func take() -> Taken {
        state.withLock {
            let taken = Taken(hits: $0.hits, through: $0.through, hasEnded: $0.hasEnded, gaveUp: $0.gaveUp)
            $0.hits.removeAll(keepingCapacity: true)
            return taken
        }
    }

    /// Waits until the pass adds places or ends (each time since the search last waited), or
    /// until `patience` passes without either. The pass tells the index's progress before it
    /// adds a pair's places, so a search that waited for the progress instead would find none
    /// new and wait again at once, over and over, on a core the pass needs.
    func waitForChange(patience: DispatchTimeInterval) {
        _ = changed.wait(timeout: .now() + patience)
    }

    /// Leaves the pass: it stops looking at its next pair of chunks.
    func abandon() { state.withLock { $0.isAbandoned = true } }
}

extension NeedleFinder {
    /// Appends to `hits` the offset (from `origin`, that of `bytes[0]`) of every match that
    /// starts at or after `start` in the `end` bytes at `bytes`, until `hits` holds `limit`.
    /// Returns `false` when it stopped there.
    @discardableResult
    func appendMatches(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, origin: Int, to hits: inout [Int],
                       limit: Int = .max) -> Bool {
        var position = start
        while position < end, let hit = firstMatch(in: bytes, from: position, to: end) {
            guard hits.count < limit else { return false }
            hits.append(origin + hit)
            position = hit + 1
        }
        return true
    }
}

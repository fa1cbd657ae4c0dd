import Synchronization

/// The parts a search through the index splits its bytes into, each taken by whichever core is
/// free (``take()``), and what each found, handed on in the file's order
/// (``nextFinished()``) by the core that reports the search's progress.
final class SearchParts: Sendable {
    /// What a core found in one part.
    struct Finished {
        let range: Range<Int>
        /// The numbers of the records that matched, ascending; `nil` when the part could not be read.
        let numbers: [Int]?
        /// The core that searched it, and the lines its regular expression gave up on so far.
        let worker: Int
        let givenUpLines: Int
    }

    private let covering: Range<Int>
    private let partSize: Int
    private let count: Int
    private let nextToTake = Atomic<Int>(0)
    /// Whether a part could not be read: the search ends there, and no more parts are taken.
    private let hasFailed = Atomic<Bool>(false)
    /// The parts finished and not yet handed on, and the first part not yet handed on.
    private let finished = Mutex<(parts: [Int: Finished], nextToHandOn: Int)>(([:], 0))

    /// Parts of `partSize` bytes (the last one shorter) covering `range`.
    init(covering range: Range<Int>, partSize: Int) {
        covering = range
        self.partSize = max(1, partSize)
        count = (range.count + self.partSize - 1) / self.partSize
    }

    /// The next part no core has taken, if any, unless a part could not be read.
    func take() -> Int? {
        guard !hasFailed.load(ordering: .relaxed) else { return nil }
        let part = nextToTake.add(1, ordering: .relaxed).oldValue
        return part < count ? part : nil
    }

    /// The bytes of part `part`.
    func range(of part: Int) -> Range<Int> {
        let start = covering.lowerBound + part * partSize
        return start..<min(covering.upperBound, start + partSize)
    }

    /// Keeps what `worker` found in `part` (`nil` numbers: it could not be read).
    func finish(_ part: Int, numbers: [Int]?, worker: Int, givenUpLines: Int) {
        if numbers == nil { hasFailed.store(true, ordering: .relaxed) }
        let found = Finished(range: range(of: part), numbers: numbers, worker: worker, givenUpLines: givenUpLines)
        finished.withLock { $0.parts[part] = found }
    }

    /// What was found in the first part not yet handed on, once it is finished; `nil` until then.
    func nextFinished() -> Finished? {
        finished.withLock { state in
            guard let found = state.parts.removeValue(forKey: state.nextToHandOn) else { return nil }
            state.nextToHandOn += 1
            return found
        }
    }
}

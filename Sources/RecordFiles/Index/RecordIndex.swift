import Dispatch
import Synchronization

/// Where a file's records start, learnt in the background by a ``RecordIndexer`` and read from
/// any thread: the start of every 64th record (0.4 bytes per record), so a jump to any record
/// resumes reading at most 63 records before it. Where records start only at lines' starts, it
/// also keeps which lines between two kept starts start records (a word per 64 records, and a
/// bit per line where not every line does), so that a search numbers its matches by counting
/// line breaks.
public final class RecordIndex: Sendable {
    /// Every how many records a start is kept.
    public static let stride = 64

    /// How far indexing has got.
    public struct Progress: Equatable, Sendable {
        /// The records found so far.
        public var recordCount = 0
        /// The bytes scanned so far.
        public var indexedBytes = 0
        /// The file's size when indexing began, or the bytes scanned when more.
        public var totalBytes = 0
        /// Whether the whole file, as it was, has been scanned.
        public var isComplete = false
        /// Whether the latest scan has stopped: complete, cancelled, or unable to read on. A
        /// later scan (of what a growing file gained) starts again.
        public var hasEnded = false

        /// The part scanned, from 0 to 1: 0 before a scan has learnt the file's size (one that
        /// waits for an app's start-up to end), 1 once an empty file is scanned.
        public var fraction: Double { byteFraction(indexedBytes, of: totalBytes, isComplete: isComplete) }
    }

    /// The starts of records 1, 65, 129, …, and where records start only at lines' starts,
    /// which lines start one between them.
    private let kept = Mutex<(checkpoints: [RecordStart], lineMaps: StrideLineMaps)>(([], StrideLineMaps()))
    private let progressChannel = ProgressChannel(Progress())
    /// A search waiting for the index's pass to board it (``IndexPassHits``).
    private let waitingSearch = Mutex<IndexPassHits?>(nil)

    /// How far indexing has got.
    public var progress: Progress { progressChannel.value }

    /// How far indexing has got now, then after each step (a few megabytes, or the end), skipping
    /// to the newest for a listener that falls behind. The stream does not end by itself: leave
    /// the loop when the progress says enough, or cancel the task.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<Progress> { progressChannel.updatesInPlace() }

    /// Blocks the calling thread (a background job's) until the index reaches `offset`, or its
    /// scan ends, while it goes on: `false` when it did not move on for `patience` (no scan
    /// under way, or one held up), or when `isStopped` holds at a change (asked at least that
    /// often).
    func waitUntilIndexed(throughByte offset: Int, patience: DispatchTimeInterval = .milliseconds(100), isStopped: () -> Bool) -> Bool {
        let reached = progressChannel.wait(until: { progress in
            isStopped() || progress.indexedBytes >= offset || progress.hasEnded
        }, patience: patience)
        return reached != nil && !isStopped()
    }

    /// The last kept start at or before record `number` (1-based) past the first record, with
    /// that start's record number; `nil` when none is known yet (read from the file's start).
    public func checkpoint(atOrBefore number: Int) -> (number: Int, start: RecordStart)? {
        kept.withLock { kept in
            let checkpoints = kept.checkpoints
            let slot = min((number - 1) / Self.stride, checkpoints.count - 1)
            guard slot >= 1 else { return nil }
            return (slot * Self.stride + 1, checkpoints[slot])
        }
    }

    /// The last kept start at or before byte `offset`, with its record number; `nil` when the
    /// first record starts after it (or none is known yet).
    func checkpoint(atOrBeforeOffset offset: Int) -> (number: Int, start: RecordStart)? {
        checkpoint(andNextAfterOffset: offset).checkpoint
    }

    /// The last kept start at or before byte `offset`, with its record number (`nil` when the
    /// first record starts after it, or none is known yet), the next kept start (`nil` when
    /// none is known yet), and which lines start records from the one to the other, when known.
    func checkpoint(andNextAfterOffset offset: Int) -> (checkpoint: (number: Int, start: RecordStart)?, next: RecordStart?, lines: StrideLineMap?) {
        kept.withLock { kept in
            let found = KeptStarts(firstSlot: 0, starts: kept.checkpoints[...], endsTheIndex: true, lineMaps: kept.lineMaps)
                .checkpoint(andNextAfterOffset: offset)
                ?? (nil, nil, nil)  // never: all of them answer for every offset
            // A map's own copy: one that shared the index's words would have them copied whole
            // at the indexer's next addition.
            switch found.lines {
            case .heads(let words):
                return (found.checkpoint, found.next, .heads(ArraySlice(Array(words))))
            case .distantStarts(let firstLines, let distances):
                return (found.checkpoint, found.next, .distantStarts(firstLines: firstLines, distances: ArraySlice(Array(distances))))
            case .firstLines, nil:
                return found
            }
        }
    }

    /// A copy of the kept starts that number the bytes in `range`, as far as they are known:
    /// from the last at or before its start to the first after its end. A search that numbers
    /// its matches from it does not take turns at the index's lock with the other core's.
    func keptStarts(spanning range: Range<Int>) -> KeptStarts {
        kept.withLock { kept in
            let checkpoints = kept.checkpoints
            let all = KeptStarts(firstSlot: 0, starts: checkpoints[...], endsTheIndex: true)
            let first = max(0, all.slot(after: range.lowerBound) - 1)
            let end = min(checkpoints.count, all.slot(after: range.upperBound) + 1)
            return KeptStarts(firstSlot: first, starts: ArraySlice(Array(checkpoints[first..<end])),
                              endsTheIndex: end == checkpoints.count, lineMaps: kept.lineMaps.copy(of: first..<end))
        }
    }

    /// Offers `search` to the index's pass, which boards it at its next pair of chunks;
    /// `false` when another search waits already.
    func offer(_ search: IndexPassHits) -> Bool {
        waitingSearch.withLock { waiting in
            guard waiting == nil else { return false }
            waiting = search
            return true
        }
    }

    /// Takes `search` back unless the pass has boarded it; `false` when it has.
    func withdraw(_ search: IndexPassHits) -> Bool {
        waitingSearch.withLock { waiting in
            guard waiting === search else { return false }
            waiting = nil
            return true
        }
    }

    /// Whether a search waits to board the pass.
    var hasWaitingSearch: Bool { waitingSearch.withLock { $0 != nil } }

    /// The search waiting to board, which the pass takes (the indexer's).
    func takeWaitingSearch() -> IndexPassHits? {
        waitingSearch.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
    }

    /// The bytes the kept starts and line maps take.
    public var memoryFootprint: Int {
        kept.withLock { $0.checkpoints.capacity * MemoryLayout<RecordStart>.stride + $0.lineMaps.memoryFootprint }
    }

    /// Every kept start, for saving them.
    var allCheckpoints: [RecordStart] { kept.withLock { $0.checkpoints } }

    /// Every line map known, for saving them.
    var allLineMaps: StrideLineMaps { kept.withLock { $0.lineMaps } }

    /// Starts over from starts and line maps kept before, up to `progress`.
    func restore(_ starts: [RecordStart], lineMaps: StrideLineMaps, progress: Progress) {
        kept.withLock { $0 = (starts, lineMaps) }
        progressChannel.publish(progress)
    }

    /// Adds what the indexer found in its latest chunk: starts, and line maps when records start
    /// only at lines' starts. They are kept before the progress is told, so whoever sees a
    /// record count finds its checkpoints.
    func record(_ starts: [RecordStart], lineMaps: StrideLineMaps? = nil, progress: Progress) {
        kept.withLock { kept in
            kept.checkpoints += starts
            if let lineMaps { kept.lineMaps.append(contentsOf: lineMaps) }
        }
        progressChannel.publish(progress)
    }
}

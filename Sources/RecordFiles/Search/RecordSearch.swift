import Foundation
import Synchronization

/// Finds the records of a whole file whose text contains a ``SearchQuery``, on a background
/// thread, without parsing a record. Matches are record numbers, in file order, each once.
///
/// Given the file's ``RecordIndex``, the part it covers is searched two chunks at a time on
/// two cores, and only the records that match are numbered, from the index's kept starts.
/// The rest is searched in one pass in which a boundary scanner numbers every record.
public final class RecordSearch: Sendable {
    /// How far the search has got.
    public struct Progress: Equatable, Sendable {
        /// Records with a match so far.
        public var matchCount = 0
        /// The bytes searched so far.
        public var searchedBytes = 0
        /// The file's size when the search began, or the bytes searched when more.
        public var totalBytes = 0
        /// Whether the whole file, as it was, has been searched.
        public var isComplete = false
        /// Whether the search has stopped: complete, cancelled, or unable to read on.
        public var hasEnded = false

        /// The part searched, from 0 to 1.
        public var fraction: Double { totalBytes > 0 ? min(1, Double(searchedBytes) / Double(totalBytes)) : 1 }
    }

    /// The chunk read at a time.
    let chunkSize: Int
    /// Where the file's records start, when known: the part it covers is searched faster.
    let index: RecordIndex?

    /// What is searched for.
    public let query: SearchQuery
    /// The file searched.
    public let file: RecordFile
    /// The numbers of the matching records found so far, in file order.
    private let found = Mutex<[Int]>([])
    private let progressChannel = ProgressChannel(Progress())
    private let isCancelled = Atomic<Bool>(false)
    private let isSearching = Atomic<Bool>(false)
    /// Where the last run stopped, for the next one to go on from.
    let place: Mutex<Place>
    /// How the query's text is found, tuned on the file's first bytes searched.
    private let needleFinder = Mutex<NeedleFinder?>(nil)

    /// Where a run stopped: the scanner's state, the next byte to read, the last bytes read
    /// (a match may begin in them and end in what the file gains) with the starts of the
    /// records among them, the records counted, and the last match.
    struct Place {
        var scanner: any RecordBoundaryScanner
        var offset: Int
        var carried: [UInt8] = []
        var carriedStarts: [Int] = []
        /// Whether the carried bytes begin a line (without any, the bytes at ``offset``): at the
        /// file's start, or after a line feed.
        var carriedStartsLine = true
        var recordCount = 0
        var lastMatch = 0
    }

    /// Prepares to search `file`, as its reader found it laid out, using `index` (the file's
    /// index, complete or being learnt) where it reaches; `nil` for a file whose reader cannot
    /// resume mid-file (UTF-16), whose records the search could not number.
    public init?(query: SearchQuery, file: RecordFile, index: RecordIndex? = nil, chunkSize: Int = 4 << 20) {
        guard file.layout.canResume else { return nil }
        self.chunkSize = max(1, chunkSize)
        self.query = query
        self.file = file
        self.index = index
        place = Mutex(Place(scanner: makeBoundaryScanner(for: file.layout), offset: file.layout.preambleLength))
    }

    /// How far the search has got.
    public var progress: Progress { progressChannel.value }

    /// How far the search has got now, then after each step (a few megabytes, or the end),
    /// skipping to the newest for a listener that falls behind. The stream does not end by
    /// itself: leave the loop when the progress says enough, or cancel the task.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// The numbers of the matching records found so far, in file order.
    public var matches: [Int] { found.withLock { $0 } }

    /// The number of the `position`th matching record (0-based), if found yet.
    public func match(at position: Int) -> Int? {
        found.withLock { $0.indices.contains(position) ? $0[position] : nil }
    }

    /// The position among the matches of record `number`, or of the first match after it;
    /// past the last match, the last position (0 without matches).
    public func position(ofMatchAtOrAfter number: Int) -> Int {
        found.withLock { matches in
            var low = 0, high = matches.count
            while low < high {
                let middle = (low + high) / 2
                if matches[middle] < number { low = middle + 1 } else { high = middle }
            }
            return min(low, max(0, matches.count - 1))
        }
    }

    /// The matches at `positions` that were found so far.
    public func matches(at positions: Range<Int>) -> ArraySlice<Int> {
        found.withLock { $0[positions.clamped(to: $0.indices)] }
    }

    /// Waits until the search has found `count` matches, or has ended; returns early when the
    /// task is cancelled.
    public func waitUntilFound(_ count: Int) async {
        for await progress in progressUpdates where progress.matchCount >= count || progress.hasEnded {
            return
        }
    }

    /// Stops the search at the next chunk.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Searches on a background thread to the end of the file as it is now, unless a run is
    /// under way. Call again after the file has grown to search what was appended. Follow it
    /// through ``progressUpdates``.
    public func start() {
        guard beginRun() else { return }
        LowPriorityThreads.start { [self] in
            searchChunks()
        }
    }

    /// Searches to the end of the file on this thread, unless a run is under way.
    @discardableResult
    public func searchToEnd() -> Progress {
        guard beginRun() else { return progress }
        return searchChunks()
    }

    /// Starts a run unless one is under way, telling listeners that it runs.
    private func beginRun() -> Bool {
        guard isSearching.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        var progress = progress
        progress.hasEnded = false
        progressChannel.publish(progress)
        return true
    }

    /// Searches the file, then tells the progress it ended with.
    @discardableResult
    private func searchChunks() -> Progress {
        var progress = searchFile()
        progress.hasEnded = true
        isSearching.store(false, ordering: .releasing)
        progressChannel.publish(progress)
        return progress
    }

    /// Searches the file: first what the index covers, then the rest chunk by chunk, telling
    /// the progress after each step.
    private func searchFile() -> Progress {
        var progress = self.progress
        progress.isComplete = false
        guard let readable = try? ReadableFile(reopening: file) else { return progress }
        progress.totalBytes = max(progress.totalBytes, readable.currentIdentity()?.size ?? 0)
        var place = place.withLock { $0 }
        defer { self.place.withLock { $0 = place } }
        let found = { (numbers: [Int], progress: Progress) in
            // The matches are kept before the progress is told, so whoever sees a count finds them.
            self.found.withLock { $0 += numbers }
            self.progressChannel.publish(progress)
        }
        if let pattern = query.pattern {
            var finder = RegexFinder(pattern)
            scanRest(with: &finder, readable: readable, place: &place, progress: &progress, found: found)
            return progress
        }
        guard var finder = needleFinder(reading: readable, at: place.offset) else { return progress }
        if let index, !searchIndexedPart(with: finder, index: index, place: &place, progress: &progress, found: found) {
            return progress
        }
        scanRest(with: &finder, readable: readable, place: &place, progress: &progress, found: found)
        return progress
    }

    /// The needle finder, made on the first run from up to 32 KB of the file at `offset`.
    private func needleFinder(reading readable: ReadableFile, at offset: Int) -> NeedleFinder? {
        needleFinder.withLock { finder in
            if let finder { return finder }
            let sample = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 32 << 10)
            defer { sample.deallocate() }
            guard let count = try? readable.readChunk(into: sample, at: offset) else { return nil }
            finder = NeedleFinder(query, sample: UnsafeBufferPointer(rebasing: sample[..<count]))
            return finder
        }
    }

    /// Whether a run has been told to stop.
    var isStopped: Bool { isCancelled.load(ordering: .relaxed) }
}

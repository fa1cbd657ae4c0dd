import Dispatch
import Foundation
import Synchronization

/// Finds the records of a whole file whose text contains a ``SearchQuery``, on a background
/// thread, in one pass: a ``RecordBoundaryScanner`` numbers the records while `memmem` finds
/// the query, so no record is parsed. Matches are record numbers, in file order, each once.
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
    private let chunkSize: Int

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
    private let place: Mutex<Place>

    /// Where a run stopped: the scanner's state, the next byte to read, the last bytes read
    /// (a match may begin in them and end in what the file gains), and the records counted.
    private struct Place {
        var scanner: any RecordBoundaryScanner
        var offset: Int
        var carried: [UInt8] = []
        var recordCount = 0
        var lastMatch = 0
    }

    /// Prepares to search `file`, as its reader found it laid out; `nil` for a file whose reader
    /// cannot resume mid-file (UTF-16), whose records the search could not number.
    public init?(query: SearchQuery, file: RecordFile, chunkSize: Int = 4 << 20) {
        guard file.layout.canResume else { return nil }
        self.chunkSize = max(1, chunkSize)
        self.query = query
        self.file = file
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
        DispatchQueue.global(qos: .userInitiated).async { [self] in
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

    /// Searches the file chunk by chunk, telling the progress after each.
    private func searchFile() -> Progress {
        var progress = self.progress
        progress.isComplete = false
        guard let readable = try? ReadableFile(reopening: file) else { return progress }
        progress.totalBytes = max(progress.totalBytes, readable.currentIdentity()?.size ?? 0)
        let needle = query.needle
        // Each chunk starts with the last bytes of the one before, so a match across chunks is found.
        let carried = needle.count - 1
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize + carried)
        defer { buffer.deallocate() }
        var (scanner, offset, carriedCount, recordCount, lastMatch) = place.withLock { place in
            UnsafeMutableRawBufferPointer(buffer).copyBytes(from: place.carried)
            return (place.scanner, place.offset, place.carried.count, place.recordCount, place.lastMatch)
        }
        defer {
            let kept = Array(buffer.prefix(carriedCount))
            place.withLock { $0 = Place(scanner: scanner, offset: offset, carried: kept, recordCount: recordCount, lastMatch: lastMatch) }
        }
        var starts: [Int] = []
        var foundNow: [Int] = []
        while !isCancelled.load(ordering: .relaxed) {
            let base = buffer.baseAddress!
            guard let count = try? readable.readChunk(into: UnsafeMutableBufferPointer(start: base + carriedCount, count: chunkSize),
                                                 at: offset) else { break }
            guard count > 0 else {
                progress.isComplete = true
                break
            }
            // Step 1: the record starts among the new bytes.
            starts.removeAll(keepingCapacity: true)
            scanner.scan(UnsafeBufferPointer(start: base + carriedCount, count: count), at: offset) { starts.append($0.offset) }
            // Step 2: the matches among the carried and the new bytes, as record numbers.
            let chunkStart = offset - carriedCount
            let length = carriedCount + count
            if query.ignoresCase { Self.lowercase(UnsafeMutableBufferPointer(start: base + carriedCount, count: count)) }
            foundNow.removeAll(keepingCapacity: true)
            var startIndex = 0
            var position = 0
            needle.withUnsafeBytes { needleBytes in
                while position + needle.count <= length,
                      let hit = Memmem.find(needleBytes.baseAddress, needle.count, in: base + position, length - position) {
                    let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    while startIndex < starts.count, starts[startIndex] <= chunkStart + hitOffset { startIndex += 1 }
                    let record = recordCount + startIndex
                    if record > lastMatch {
                        foundNow.append(record)
                        lastMatch = record
                    }
                    position = hitOffset + 1
                }
            }
            recordCount += starts.count
            // Step 3: carry the last bytes over.
            carriedCount = min(carried, length)
            memmove(base, base + length - carriedCount, carriedCount)
            offset += count
            progress.searchedBytes = offset
            progress.totalBytes = max(progress.totalBytes, offset)
            progress.matchCount += foundNow.count
            // The matches are kept before the progress is told, so whoever sees a count finds them.
            found.withLock { $0 += foundNow }
            progressChannel.publish(progress)
        }
        return progress
    }

    /// Lower-cases the ASCII letters of `bytes` in place.
    private static func lowercase(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        for index in bytes.indices { bytes[index] = SearchQuery.lowercased(bytes[index]) }
    }
}

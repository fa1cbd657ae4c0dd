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

        /// The part searched, from 0 to 1.
        public var fraction: Double { totalBytes > 0 ? min(1, Double(searchedBytes) / Double(totalBytes)) : 1 }
    }

    /// The chunk read at a time.
    private let chunkSize: Int

    /// What is searched for.
    public let query: SearchQuery
    private let path: String
    private let format: RecordFormat
    private let dialect: CSVDialect
    private let firstOffset: Int
    private let state = Mutex(State())
    private let isCancelled = Atomic<Bool>(false)

    private struct State {
        var matches: [Int] = []
        var progress = Progress()
    }

    /// Prepares to search `path`, read as `format` (with `dialect` for CSV), from byte
    /// `firstOffset` (after a byte order mark).
    public init(query: SearchQuery, path: String, format: RecordFormat, dialect: CSVDialect, firstOffset: Int,
                 chunkSize: Int = 4 << 20) {
        self.chunkSize = max(1, chunkSize)
        self.query = query
        self.path = path
        self.format = format
        self.dialect = dialect
        self.firstOffset = firstOffset
    }

    /// How far the search has got.
    public var progress: Progress { state.withLock { $0.progress } }

    /// The numbers of the matching records found so far, in file order.
    public var matches: [Int] { state.withLock { $0.matches } }

    /// The number of the `position`th matching record (0-based), if found yet.
    public func match(at position: Int) -> Int? {
        state.withLock { $0.matches.indices.contains(position) ? $0.matches[position] : nil }
    }

    /// The position among the matches of record `number`, or of the first match after it;
    /// past the last match, the last position (0 without matches).
    public func position(ofMatchAtOrAfter number: Int) -> Int {
        state.withLock { state in
            var low = 0, high = state.matches.count
            while low < high {
                let middle = (low + high) / 2
                if state.matches[middle] < number { low = middle + 1 } else { high = middle }
            }
            return min(low, max(0, state.matches.count - 1))
        }
    }

    /// The matches at `positions` that were found so far.
    public func matches(at positions: Range<Int>) -> ArraySlice<Int> {
        state.withLock { state in
            let clamped = positions.clamped(to: state.matches.indices)
            return state.matches[clamped]
        }
    }

    /// Stops the search at the next chunk.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Searches on a background thread, calling `onProgress` there after each chunk and once
    /// more at the end, with `true`.
    public func run(onProgress: @escaping @Sendable (Progress, _ hasEnded: Bool) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let progress = searchToEnd { onProgress($0, false) }
            onProgress(progress, true)
        }
    }

    /// Searches the whole file on this thread.
    @discardableResult
    public func searchToEnd(onProgress: (Progress) -> Void = { _ in }) -> Progress {
        var progress = Progress()
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return progress }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 { progress.totalBytes = Int(status.st_size) }
        let needle = query.needle
        // Each chunk starts with the last bytes of the one before, so a match across chunks is found.
        let carried = needle.count - 1
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize + carried)
        defer { buffer.deallocate() }
        var scanner = makeBoundaryScanner(format: format, dialect: dialect)
        var offset = firstOffset
        var carriedCount = 0
        var recordCount = 0
        var starts: [Int] = []
        var found: [Int] = []
        var lastMatch = 0
        while !isCancelled.load(ordering: .relaxed) {
            let base = buffer.baseAddress!
            let count = pread(descriptor, base + carriedCount, chunkSize, off_t(offset))
            guard count > 0 else {
                progress.isComplete = count == 0
                break
            }
            // Step 1: the record starts among the new bytes.
            starts.removeAll(keepingCapacity: true)
            scanner.scan(UnsafeBufferPointer(start: base + carriedCount, count: count), at: offset) { starts.append($0.offset) }
            // Step 2: the matches among the carried and the new bytes, as record numbers.
            let chunkStart = offset - carriedCount
            let length = carriedCount + count
            if query.ignoresCase { Self.lowercase(UnsafeMutableBufferPointer(start: base + carriedCount, count: count)) }
            found.removeAll(keepingCapacity: true)
            var startIndex = 0
            var position = 0
            needle.withUnsafeBytes { needleBytes in
                while position + needle.count <= length,
                      let hit = Memmem.find(needleBytes.baseAddress, needle.count, in: base + position, length - position) {
                    let hitOffset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    while startIndex < starts.count, starts[startIndex] <= chunkStart + hitOffset { startIndex += 1 }
                    let record = recordCount + startIndex
                    if record > lastMatch {
                        found.append(record)
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
            progress.matchCount += found.count
            let snapshot = progress
            state.withLock { state in
                state.matches += found
                state.progress = snapshot
            }
            onProgress(progress)
        }
        let final = progress
        state.withLock { $0.progress = final }
        return progress
    }

    /// Lower-cases the ASCII letters of `bytes` in place.
    private static func lowercase(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        for index in bytes.indices { bytes[index] = SearchQuery.lowercased(bytes[index]) }
    }
}

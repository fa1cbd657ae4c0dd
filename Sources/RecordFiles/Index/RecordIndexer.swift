import Dispatch
import Foundation
import Synchronization

/// Learns a ``RecordIndex`` on a background thread, reading the file in 4 MB chunks: at memory
/// speed for JSON Lines, and with a byte-by-byte structural scan for CSV (quoted line breaks)
/// and JSON arrays (nested brackets and strings).
///
/// UTF-16 files are not indexed (their readers cannot resume mid-file); neither are files whose
/// records a reader cannot start from the middle.
public final class RecordIndexer: Sendable {
    /// The chunk read at a time.
    static let chunkSize = 4 << 20

    /// What is learnt, readable at any time.
    public let index = RecordIndex()
    private let path: String
    private let scanner: Mutex<any RecordBoundaryScanner>
    /// Where the next chunk is read from; the UTF-8 byte order mark is skipped.
    private let nextOffset: Mutex<Int>
    private let isCancelled = Atomic<Bool>(false)

    /// Prepares to index `path`, read as `format` (with `dialect` for CSV).
    public init(path: String, format: RecordFormat, dialect: CSVDialect, skippingFirst byteCount: Int) {
        self.path = path
        scanner = Mutex(makeBoundaryScanner(format: format, dialect: dialect))
        nextOffset = Mutex(byteCount)
    }

    /// Stops indexing at the next chunk.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Scans on, on a background thread, to the end of the file as it is now, calling
    /// `onProgress` (on that thread) after each chunk and once more at the end, with `true`.
    /// Call again after the file has grown to index what was appended; never twice at once.
    public func run(onProgress: @escaping @Sendable (RecordIndex.Progress, _ hasEnded: Bool) -> Void) {
        DispatchQueue.global(qos: .utility).async { [self] in
            let progress = scanToEnd { onProgress($0, false) }
            onProgress(progress, true)
        }
    }

    /// Scans to the end of the file on this thread.
    /// - Returns: The final progress; `isComplete` is `false` when cancelled or the read failed.
    @discardableResult
    public func scanToEnd(onProgress: (RecordIndex.Progress) -> Void = { _ in }) -> RecordIndex.Progress {
        var progress = index.progress
        progress.isComplete = false
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return progress }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 { progress.totalBytes = Int(status.st_size) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.chunkSize)
        defer { buffer.deallocate() }
        var offset = nextOffset.withLock { $0 }
        var starts: [RecordStart] = []
        while !isCancelled.load(ordering: .relaxed) {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            guard count > 0 else {
                progress.isComplete = count == 0
                break
            }
            starts.removeAll(keepingCapacity: true)
            var recordCount = progress.recordCount
            var chunkScanner = scanner.withLock { $0 }
            chunkScanner.scan(UnsafeBufferPointer(rebasing: buffer[..<count]), at: offset) { start in
                if recordCount % RecordIndex.stride == 0 { starts.append(start) }
                recordCount += 1
            }
            scanner.withLock { $0 = chunkScanner }
            offset += count
            progress.recordCount = recordCount
            progress.indexedBytes = offset
            progress.totalBytes = max(progress.totalBytes, offset)
            nextOffset.withLock { $0 = offset }
            index.record(starts, progress: progress)
            onProgress(progress)
        }
        index.record([], progress: progress)
        return progress
    }
}

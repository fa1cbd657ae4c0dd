import Foundation
import Synchronization

/// A compressed file (`.gz`, `.zst`) decompressed, on a background thread, into a temporary
/// copy that is read, indexed and searched like any file while it grows. The copy is named
/// after the file inside (`list-viewer-Ab12Cd.jsonl` for `app.jsonl.gz`), so its format is
/// told the same way, and is deleted when the copy is let go of (or by
/// ``removeAllCopies()``, as the application ends).
///
/// A compressed stream can only be read from its start, and a gzip member or a single
/// Zstandard frame cannot be entered in the middle: decompressing once into a plain file makes
/// every record reachable at once afterwards, at the cost of the disk space it takes.
///
/// While it grows, the copy ends at a line break (a CSV file's outside quoted fields; up to
/// 16 MB of an unfinished line waits for the rest), so a reader never meets half a line, or
/// half a quoted field, that is only half decompressed.
public final class DecompressedCopy: Sendable {
    /// How far decompression has got.
    public struct Progress: Equatable, Sendable {
        /// Bytes of the compressed file read so far.
        public var compressedBytesRead = 0
        /// The compressed file's size.
        public var compressedSize = 0
        /// Bytes written to the copy so far: its size.
        public var writtenBytes = 0
        /// Whether the whole file was decompressed.
        public var isComplete = false
        /// Whether decompression stopped: complete, cancelled or failed.
        public var hasEnded = false
        /// Why it stopped early, if it did; what was written stays readable.
        public var failure: DecompressionError?

        /// The part decompressed, from 0 to 1, by the compressed bytes read.
        public var fraction: Double { compressedSize > 0 ? min(1, Double(compressedBytesRead) / Double(compressedSize)) : 1 }
    }

    /// The compressed file.
    public let compressedPath: String
    /// How it is compressed.
    public let format: CompressionFormat
    /// The decompressed copy.
    public let path: String
    private let output: Int32
    private let progressChannel = ProgressChannel(Progress())
    private let isCancelled = Atomic<Bool>(false)
    private let isStarted = Atomic<Bool>(false)
    /// The copies not let go of yet, for ``removeAllCopies()``.
    private static let liveCopies = Mutex<Set<String>>([])

    /// Bytes of compressed input read at a time.
    static let inputPieceSize = 256 << 10
    /// The most of an unfinished line held back from the copy.
    static let heldBackLimit = 16 << 20

    /// Prepares to decompress `compressedPath` into a new temporary file in `directory`; `nil`
    /// when the file is not compressed (or cannot be read: reading it says why).
    /// - Throws: ``DecompressionError`` when the copy cannot be made.
    public init?(compressedPath: String, directory: String = NSTemporaryDirectory()) throws(DecompressionError) {
        guard let format = CompressionFormat(ofFileAt: compressedPath) else { return nil }
        let inner = URL(fileURLWithPath: CompressionFormat.innerName(of: compressedPath)).pathExtension
        let suffix = inner.isEmpty || inner.count > 8 || !inner.allSatisfy({ $0.isLetter || $0.isNumber }) ? "" : "." + inner
        let pattern = URL(fileURLWithPath: directory).appendingPathComponent("list-viewer-XXXXXX" + suffix).path
        var template = Array(pattern.utf8CString)
        let output = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard output >= 0 else { throw DecompressionError(.cannotWrite(errno: errno), path: compressedPath) }
        self.compressedPath = compressedPath
        self.format = format
        self.output = output
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        Self.liveCopies.withLock { _ = $0.insert(path) }
    }

    deinit {
        close(output)
        unlink(path)
        Self.liveCopies.withLock { _ = $0.remove(path) }
    }

    /// Deletes every copy not let go of yet: call it as the application ends.
    public static func removeAllCopies() {
        liveCopies.withLock { paths in
            paths.forEach { unlink($0) }
            paths.removeAll()
        }
    }

    /// How far decompression has got.
    public var progress: Progress { progressChannel.value }

    /// How far decompression has got now, then after each piece, skipping to the newest for a
    /// listener that falls behind; leave the loop once the progress has ended.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// Waits until the copy holds at least `byteCount` bytes, or decompression has ended.
    public func waitUntilWritten(_ byteCount: Int) async {
        for await progress in progressUpdates where progress.writtenBytes >= byteCount || progress.hasEnded {
            return
        }
    }

    /// Stops decompressing at the next piece; what was written stays.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Decompresses on a background thread, once.
    public func start() {
        guard isStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        LowPriorityThreads.start { [self] in
            decompressAll()
        }
    }

    /// Decompresses on this thread, once; later calls return the progress.
    @discardableResult
    public func decompressToEnd() -> Progress {
        guard isStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return progress }
        return decompressAll()
    }

    @discardableResult
    private func decompressAll() -> Progress {
        var progress = Progress()
        do throws(DecompressionError.Problem) {
            try decompress(progress: &progress)
            progress.isComplete = !isCancelled.load(ordering: .relaxed)
        } catch {
            progress.failure = DecompressionError(error, path: compressedPath)
        }
        progress.hasEnded = true
        progressChannel.publish(progress)
        return progress
    }

    private func decompress(progress: inout Progress) throws(DecompressionError.Problem) {
        let input = open(compressedPath, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw .cannotRead(errno: errno) }
        defer { close(input) }
        var status = stat()
        if fstat(input, &status) == 0 { progress.compressedSize = Int(status.st_size) }
        let decompressor: any Decompressor = switch format {
        case .gzip: GzipDecompressor()
        case .zstd: ZstdDecompressor()
        }
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.inputPieceSize, alignment: 16)
        defer { piece.deallocate() }
        // Made from the first bytes, which tell CSV (whose quoted fields may hold line breaks).
        var lines: WholeLines?
        let innerName = CompressionFormat.innerName(of: compressedPath)
        // What was decompressed before a problem is kept whole.
        defer { if var lines { try? write(lines.rest(), progress: &progress) } }
        while !isCancelled.load(ordering: .relaxed) {
            let count = read(input, piece.baseAddress, piece.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .cannotRead(errno: errno) }
            guard count > 0 else {
                if !decompressor.isAtEnd { throw .truncated }
                return
            }
            try decompressor.decompress(UnsafeRawBufferPointer(rebasing: piece[..<count])) { bytes throws(DecompressionError.Problem) in
                if lines == nil {
                    let isCSV = RecordFormat.detect(path: innerName, firstBytes: Array(bytes.prefix(RecordFormat.detectionLength))) == .csv
                    lines = WholeLines(limit: Self.heldBackLimit, followsQuotes: isCSV)
                }
                try write(lines!.add(bytes), progress: &progress)
            }
            progress.compressedBytesRead += count
            progressChannel.publish(progress)
        }
    }

    /// Appends `bytes` to the copy, counting them.
    private func write(_ bytes: some Collection<UInt8>, progress: inout Progress) throws(DecompressionError.Problem) {
        let failure: Int32? = bytes.withContiguousStorageIfAvailable { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(output, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return errno }
                written += count
            }
            return nil
        } ?? nil
        if let failure { throw .cannotWrite(errno: failure) }
        progress.writtenBytes += bytes.count
    }
}

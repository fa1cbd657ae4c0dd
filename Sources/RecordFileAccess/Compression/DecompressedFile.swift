import Foundation
import Synchronization

/// A compressed file (`.gz`, `.zst`, `.bz2`, `.xz`) read as its decompressed bytes. One pass on a background
/// thread decompresses it from its start; meanwhile its records are read, indexed and searched
/// as in a file that grows, up to the end of the last whole line decompressed (a CSV file's
/// outside quoted fields; an unfinished line waits for its rest up to 16 MB).
///
/// - A gzip file, and a Zstandard file of several frames, are read in place: the pass keeps an
///   access point every few megabytes (zlib's `zran` way for gzip; each frame's start for
///   Zstandard), and every reader of ``path``, the compressed file itself, enters the file at
///   the point before the bytes it wants. Nothing is written to disk, and any record is
///   reachable without decompressing from the start.
/// - A Zstandard file of one frame, and a bzip2 or xz file, cannot be entered in its middle
///   (libbz2 and liblzma cannot start at a block): it is decompressed once
///   into a temporary copy (``isCopy``, a ``TemporaryFile``, which has no name and is gone
///   when this value is let go of, or with the process however it ends), and every reader of
///   ``path`` reads the copy.
///
/// Either way, readers name the compressed file in their messages and tell its format by the
/// name inside (`app.jsonl.gz` is JSON Lines).
public final class DecompressedFile: Sendable {
    /// How far decompression has got.
    public struct Progress: Equatable, Sendable {
        /// Bytes of the compressed file read so far.
        public var compressedBytesRead = 0
        /// The compressed file's size.
        public var compressedSize = 0
        /// Decompressed bytes readers can read so far: up to the end of the last whole line
        /// until the pass ends, then all of them.
        public var decompressedBytes = 0
        /// Whether the whole file was decompressed.
        public var isComplete = false
        /// Whether decompression stopped: complete, cancelled or failed.
        public var hasEnded = false
        /// Why it stopped early, if it did; what was decompressed stays readable.
        public var failure: DecompressionError?

        /// The part decompressed, from 0 to 1, by the compressed bytes read.
        public var fraction: Double { compressedSize > 0 ? min(1, Double(compressedBytesRead) / Double(compressedSize)) : 1 }
    }

    /// The compressed file.
    public let compressedPath: String
    /// How it is compressed.
    public let format: CompressionFormat
    /// The path to read the decompressed bytes from, as long as this value lives: the
    /// compressed file's own.
    public var path: String { compressedPath }
    private let index: AccessPointIndex?
    private let copy: TemporaryCopy?
    /// The decompressed bytes at least between access points.
    private let spacing: Int
    private let progressChannel = ProgressChannel(Progress())
    /// Tells from the first decompressed bytes whether line breaks inside quotes end no line.
    private let followsQuotes: @Sendable ([UInt8]) -> Bool
    private let toldFirstBytes = Mutex<[UInt8]?>(nil)
    private let isCancelled = Atomic<Bool>(false)
    private let isStarted = Atomic<Bool>(false)

    /// Prepares to decompress `compressedPath`, with a copy (if it needs one) in `directory`'s
    /// file system, keeping access points at least `accessPointSpacing` decompressed bytes apart
    /// (by default ``AccessPoint/spacing(for:)``; tests make them dense); `followsQuotes` tells
    /// from the first decompressed bytes whether a line break inside double quotes ends no line
    /// (a CSV file's). `nil` when the file is not compressed (or cannot be read: reading it
    /// says why).
    /// - Throws: ``DecompressionError`` when the copy cannot be made.
    package init?(compressedPath: String, directory: String, accessPointSpacing: Int?,
                  followsQuotes: @escaping @Sendable ([UInt8]) -> Bool) throws(DecompressionError) {
        guard let format = CompressionFormat(ofFileAt: compressedPath) else { return nil }
        self.compressedPath = compressedPath
        self.format = format
        self.followsQuotes = followsQuotes
        spacing = accessPointSpacing ?? AccessPoint.spacing(for: format)
        guard let file = FileIdentity(path: compressedPath) else { return nil }
        if !format.canBeEnteredMidway || format == .zstd && !ZstdFrames.areSeveral(inFileAt: compressedPath) {
            copy = try TemporaryCopy(of: compressedPath, compressedFile: file, in: directory)
            index = nil
        } else {
            let index = AccessPointIndex(path: compressedPath, format: format, compressedFile: file)
            index.register()
            self.index = index
            copy = nil
        }
    }

    deinit {
        index?.unregister()
    }

    /// Did delete the temporary copies not let go of yet; copies now have no name and go with
    /// the process however it ends, so nothing is left to do.
    @available(*, deprecated, message: "Copies have no name and go with the process: nothing is left to delete")
    public static func removeAllCopies() {}

    /// Whether the bytes are read from a temporary copy on disk (a Zstandard file of one
    /// frame) rather than in place.
    public var isCopy: Bool { copy != nil }

    /// The access points kept so far (none for a copy).
    public var accessPointCount: Int { index?.pointCount ?? 0 }

    /// The first decompressed bytes (64 KB, or all of a shorter file), once decompressed: what
    /// tells how the bytes inside are laid out.
    package var firstBytes: [UInt8]? { toldFirstBytes.withLock { $0 } }

    /// How far decompression has got.
    public var progress: Progress { progressChannel.value }

    /// How far decompression has got now, then after each piece, skipping to the newest for a
    /// listener that falls behind; leave the loop once the progress has ended.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<Progress> { progressChannel.updatesInPlace() }

    /// Waits until readers can read at least `byteCount` bytes, or decompression has ended.
    public func waitUntilDecompressed(_ byteCount: Int) async {
        for await progress in progressUpdates where progress.decompressedBytes >= byteCount || progress.hasEnded {
            return
        }
    }

    /// Stops decompressing at the next piece; what was decompressed stays readable. A pass
    /// that runs keeps this value alive until it ends or is stopped.
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
        // The compressed bytes themselves, opened as every path is.
        let file: ReadableFile
        do {
            file = try ReadableFile(path: compressedPath, decompressing: false)
        } catch {
            throw .cannotRead(errno: error.problem.systemError ?? EIO)
        }
        let input = file.descriptor
        progress.compressedSize = file.identity.size
        var output = DecompressedLines(followsQuotes: followsQuotes, copy: copy)
        // What was decompressed before a problem stays readable up to its last whole line: the
        // line the damage tore is no record.
        var isWhole = false
        defer {
            if isWhole { try? output.end() } else { try? output.stopAtLastWholeLine() }
            makeReadable(output, progress: &progress)
        }
        let pass = DecompressionPass(descriptor: input, format: format, spacing: index.map { _ in spacing })
        try pass.run(isCancelled: { isCancelled.load(ordering: .relaxed) }, onInput: { read in
            progress.compressedBytesRead = read
            makeReadable(output, progress: &progress)
            progressChannel.publish(progress)
        }, onOutput: { bytes throws(DecompressionError.Problem) in
            try output.add(bytes)
            index?.keepHead(bytes)
        }, onPoint: { point in
            index?.add(point)
        })
        isWhole = !isCancelled.load(ordering: .relaxed)
    }

    /// Lets readers read what `output` says they may, and keeps its first bytes once told.
    private func makeReadable(_ output: DecompressedLines, progress: inout Progress) {
        progress.decompressedBytes = output.readableBytes
        index?.setReadableBytes(output.readableBytes)
        if let firstBytes = output.firstBytes { toldFirstBytes.withLock { $0 = $0 ?? firstBytes } }
    }
}

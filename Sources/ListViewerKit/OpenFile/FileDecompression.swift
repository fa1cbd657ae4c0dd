import Foundation
import RecordFiles

/// A compressed file (`.gz`, `.zst`) as the list reads it: decompressed in the background
/// (``DecompressedFile``), read in place or from a temporary copy (under its own path) by the list, the index and
/// searches while the decompression goes on. The first records show once the first lines are
/// in; a JSON document, which is read whole, once it is all in. A copy is deleted when the
/// window lets go of it.
@MainActor
public final class FileDecompression {
    /// The compressed file, which the list reads as its decompressed bytes while this lives.
    public let compressedPath: String
    private let decompressed: DecompressedFile?
    /// Why it cannot be decompressed, if it cannot.
    private let failure: DecompressionError?
    private var following: Task<Void, Never>?
    /// Called on the main thread as decompression goes on, at most ten times a second, and at
    /// its end (``delivered`` is then what it got to).
    var onProgress: @MainActor () -> Void = {}

    /// Decompressed bytes that show the first records.
    private static let startLength = 64 << 10

    /// Prepares to decompress `path`; `nil` when it is not compressed.
    init?(path: String) {
        do {
            guard let decompressed = try DecompressedFile(compressedPath: path) else { return nil }
            self.decompressed = decompressed
            failure = nil
        } catch {
            decompressed = nil
            failure = error
        }
        compressedPath = path
    }

    isolated deinit {
        following?.cancel()
        decompressed?.cancel()
    }

    /// How far decompression has got; `nil` when it could not start.
    public var progress: DecompressedFile.Progress? { decompressed?.progress }

    /// Whether the list reads a temporary copy on disk, rather than the file in place.
    public var readsACopy: Bool { decompressed?.isCopy ?? false }

    /// Whether decompression has ended (or never could start).
    public var hasEnded: Bool { progress?.hasEnded ?? true }

    /// The progress last handed on (``onProgress``), which the window shows.
    public private(set) var delivered: DecompressedFile.Progress?

    /// Whether decompression has ended and the window was told (with any damage it met).
    public var isSettled: Bool { decompressed == nil || delivered?.hasEnded == true }

    /// Why decompression stopped before the end, once it has: damage, or a cut.
    public var damage: DecompressionError? { progress?.failure }

    /// Starts decompressing, once, and waits until the list can read: the first lines, or all
    /// of a JSON document.
    /// - Throws: ``DecompressionLoadError`` when it cannot be decompressed.
    func waitForReadableStart() async throws {
        guard let decompressed else { throw DecompressionLoadError(failure ?? DecompressionError(.cannotWrite(errno: EIO), path: compressedPath)) }
        if following == nil {
            following = Task { [weak self] in
                await followPaced(decompressed.progressUpdatesInPlace, every: .milliseconds(100), endsRun: \.hasEnded) { [weak self] progress in
                    self?.delivered = progress
                    self?.onProgress()
                    return !progress.hasEnded
                }
            }
            decompressed.start()
        }
        await decompressed.waitUntilDecompressed(Self.startLength)
        // One JSON document cannot be read before it is whole.
        if decompressed.contentFormat == .json { await decompressed.waitUntilDecompressed(.max) }
        // Nothing came before the damage (a file cut after its header): it cannot be read.
        let progress = decompressed.progress
        if let failure = progress.failure, progress.decompressedBytes == 0 { throw DecompressionLoadError(failure) }
    }
}

import Foundation
import GtkList
import RecordFiles

/// A compressed file (`.gz`, `.zst`) as the list reads it: decompressed in the background into
/// a temporary copy that the list, the index and searches read while it grows. The first
/// records show once the first lines are in; a JSON document, which is read whole, once it is
/// all in. The copy is deleted when the window lets go of it.
@MainActor
final class FileDecompression {
    /// The compressed file.
    let compressedPath: String
    /// The copy the list reads.
    let copyPath: String
    private let copy: DecompressedCopy?
    /// Why no copy could be made, if none could.
    private let failure: DecompressionError?
    private var following: Task<Void, Never>?
    /// Called on the main thread as the copy grows, at most ten times a second, and at its end.
    var onProgress: @MainActor (DecompressedCopy.Progress) -> Void = { _ in }

    /// Bytes of the copy that show the first records.
    private static let startLength = 64 << 10

    /// Prepares to decompress `path`; `nil` when it is not compressed.
    init?(path: String) {
        do {
            guard let copy = try DecompressedCopy(compressedPath: path) else { return nil }
            self.copy = copy
            copyPath = copy.path
            failure = nil
        } catch {
            copy = nil
            copyPath = path
            failure = error
        }
        compressedPath = path
    }

    isolated deinit {
        following?.cancel()
        copy?.cancel()
    }

    /// How far decompression has got; `nil` when no copy could be made.
    var progress: DecompressedCopy.Progress? { copy?.progress }

    /// Whether decompression has ended (or never could start).
    var hasEnded: Bool { progress?.hasEnded ?? true }

    /// Starts decompressing, once, and waits until the copy can be read: its first lines, or
    /// all of it for a JSON document.
    /// - Throws: ``DecompressionLoadError`` when no copy could be made.
    func waitForReadableStart() async throws {
        guard let copy else { throw DecompressionLoadError(failure ?? DecompressionError(.cannotWrite(errno: EIO), path: compressedPath)) }
        if following == nil {
            following = Task { [weak self] in
                for await progress in copy.progressUpdates {
                    self?.onProgress(progress)
                    if progress.hasEnded { return }
                    try? await Task.sleep(for: .milliseconds(100))
                }
            }
            copy.start()
        }
        await copy.waitUntilWritten(Self.startLength)
        if readsAsOneDocument { await copy.waitUntilWritten(.max) }
    }

    /// Whether the copy is one JSON document, which cannot be read before it is whole.
    private var readsAsOneDocument: Bool {
        guard let start = FileHandle(forReadingAtPath: copyPath).flatMap({ try? $0.read(upToCount: RecordFormat.detectionLength) })
        else { return false }
        return RecordFormat.detect(path: copyPath, firstBytes: Array(start)) == .json
    }
}

/// No decompressed copy could be made, as the error page says it.
struct DecompressionLoadError: Error, CustomStringConvertible {
    let description: String

    init(_ error: DecompressionError) {
        description = error.text
    }
}

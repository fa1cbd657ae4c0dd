import Foundation

/// The decompressed bytes of a file that cannot be entered in its middle (a Zstandard file of
/// one frame), copied into a ``TemporaryFile`` whole line by whole line. While the copy lives,
/// every ``ReadableFile`` of the compressed file's path reads the copy instead, so messages
/// and formats go by the user's file, never by the copy.
final class TemporaryCopy: Sendable {
    /// The compressed file's path, as the readers name it.
    let compressedPath: String
    /// The compressed file (its device and inode).
    let compressedFile: FileIdentity
    /// The copy.
    let file: TemporaryFile

    private static let registry = PathRegistry<TemporaryCopy>()

    /// Creates an empty copy of `compressedFile`, at `compressedPath`, in `directory`'s file
    /// system, which readers of that path read from now on.
    init(of compressedPath: String, compressedFile: FileIdentity, in directory: String) throws(DecompressionError) {
        do {
            file = try TemporaryFile(in: directory)
        } catch {
            throw DecompressionError(.cannotWrite(errno: error.errno), path: compressedPath)
        }
        self.compressedPath = compressedPath
        self.compressedFile = compressedFile
        Self.registry.register(self, for: compressedPath)
    }

    deinit {
        Self.registry.unregister(self, for: compressedPath)
    }

    /// Appends `bytes`, whole lines, to the copy.
    func append(_ bytes: some Collection<UInt8>) throws(DecompressionError.Problem) {
        do {
            try file.append(bytes)
        } catch {
            throw .cannotWrite(errno: error.errno)
        }
    }

    /// The copy registered for `path` that holds the most, if one is of `file` (the same
    /// device and inode).
    static func registered(path: String, file: FileIdentity) -> TemporaryCopy? {
        registry.entries(for: path).filter { $0.compressedFile.isSameFile(as: file) }.max { $0.size < $1.size }
    }

    /// The bytes copied so far.
    var size: Int {
        var status = stat()
        return fstat(file.descriptor, &status) == 0 ? Int(status.st_size) : 0
    }
}

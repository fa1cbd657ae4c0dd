import Foundation

/// How a file is compressed, told by its first bytes whatever its name.
public enum CompressionFormat: Equatable, Sendable {
    /// gzip (`.gz`), one member or several one after the other.
    case gzip
    /// Zstandard (`.zst`), one frame or several.
    case zstd

    /// The format whose magic number `firstBytes` start with; `nil` for an uncompressed file.
    public init?(firstBytes: some Collection<UInt8>) {
        let start = Array(firstBytes.prefix(4))
        if start.starts(with: [0x1F, 0x8B]) {
            self = .gzip
        } else if start == [0x28, 0xB5, 0x2F, 0xFD] {
            self = .zstd
        } else {
            return nil
        }
    }

    /// The format of the file at `path`; `nil` when it is not compressed or cannot be read
    /// (reading it then says why).
    public init?(ofFileAt path: String) {
        // Like the reader, never waits on a pipe or a terminal: only a regular file is looked at.
        guard let file = try? ReadableFile(path: path, decompressing: false), let start = try? file.firstBytes(4) else { return nil }
        self.init(firstBytes: start)
    }

    /// The name of the file inside `path`'s compressed file: `app.jsonl` for `logs/app.jsonl.gz`.
    public static func innerName(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".gz", ".gzip", ".zst", ".zstd"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}

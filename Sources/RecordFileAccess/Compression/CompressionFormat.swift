import Foundation

/// How a file is compressed, told by its first bytes whatever its name.
public enum CompressionFormat: Equatable, Sendable {
    /// gzip (`.gz`), one member or several one after the other.
    case gzip
    /// Zstandard (`.zst`), one frame or several.
    case zstd
    /// bzip2 (`.bz2`), one stream or several.
    case bzip2
    /// xz (`.xz`), one stream or several.
    case xz

    /// How many first bytes tell every format.
    static let magicLength = 6

    /// The format whose magic number `firstBytes` start with; `nil` for an uncompressed file.
    public init?(firstBytes: some Collection<UInt8>) {
        let start = Array(firstBytes.prefix(Self.magicLength))
        if start.starts(with: [0x1F, 0x8B]) {
            self = .gzip
        } else if start.starts(with: [0x28, 0xB5, 0x2F, 0xFD]) {
            self = .zstd
        } else if start.count >= 4, start.starts(with: Array("BZh".utf8)), (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(start[3]) {
            self = .bzip2
        } else if start == [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00] {
            self = .xz
        } else {
            return nil
        }
    }

    /// Whether a reader can enter the data in its middle: at a deflate block (gzip) or a frame
    /// (Zstandard, when it has several). bzip2 and xz are decompressed from their start into a
    /// temporary copy.
    var canBeEnteredMidway: Bool {
        switch self {
        case .gzip, .zstd: true
        case .bzip2, .xz: false
        }
    }

    /// The format of the file at `path`; `nil` when it is not compressed or cannot be read
    /// (reading it then says why).
    public init?(ofFileAt path: String) {
        // Like the reader, never waits on a pipe or a terminal: only a regular file is looked at.
        guard let file = try? ReadableFile(path: path, decompressing: false), let start = try? file.firstBytes(Self.magicLength)
        else { return nil }
        self.init(firstBytes: start)
    }

    /// The name of the file inside `path`'s compressed file: `app.jsonl` for `logs/app.jsonl.gz`.
    public static func innerName(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".gz", ".gzip", ".zst", ".zstd", ".bz2", ".bzip2", ".xz"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}

/// A place in a compressed file where decompression can start afresh, as zlib's `zran`
/// example keeps them: the start of a deflate block inside a gzip member, with the 32 KB of
/// output before it that the block may refer back to, or the start of a Zstandard frame, which
/// refers back to nothing.
struct AccessPoint: Sendable {
    /// The offset in the decompressed bytes.
    let decompressedOffset: Int
    /// The offset in the compressed file of the first byte to read from here.
    let compressedOffset: Int
    /// How many bits of the byte before `compressedOffset` belong to the block (gzip; 0 when
    /// the block starts on a byte).
    let bits: Int
    /// The decompressed bytes just before the point (gzip: up to 32 KB; empty for a frame).
    let window: [UInt8]
    /// Whether a whole member or frame, header included, starts here.
    let startsStream: Bool

    /// The file's start.
    static let fileStart = AccessPoint(decompressedOffset: 0, compressedOffset: 0, bits: 0, window: [], startsStream: true)

    /// A point inside a gzip member, at the start of a deflate block.
    static func block(decompressedOffset: Int, compressedOffset: Int, bits: Int, window: [UInt8]) -> AccessPoint {
        AccessPoint(decompressedOffset: decompressedOffset, compressedOffset: compressedOffset, bits: bits, window: window, startsStream: false)
    }

    /// The start of a Zstandard frame.
    static func frame(decompressedOffset: Int, compressedOffset: Int) -> AccessPoint {
        AccessPoint(decompressedOffset: decompressedOffset, compressedOffset: compressedOffset, bits: 0, window: [], startsStream: true)
    }

    /// The most decompressed bytes a gzip point keeps: deflate's window.
    static let windowSize = 32 << 10

    /// The decompressed bytes between points kept in a file of `format`: a reader entering
    /// the file decompresses at most this much that it does not want. A gzip point keeps its
    /// window (32 KB per 2 MB: 1.6 % of the decompressed size in memory); a frame keeps nothing.
    static func spacing(for format: CompressionFormat) -> Int {
        switch format {
        case .gzip: 2 << 20
        case .zstd: 256 << 10
        // Read from a copy, which needs none.
        case .bzip2, .xz: .max
        }
    }
}

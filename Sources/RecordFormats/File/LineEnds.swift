import Glibc

/// What ends a file's lines, as its records' line numbers count them.
package enum LineEnds: Hashable, Sendable {
    /// One byte: JSON Lines' line feed, a text log's line break.
    case byte(UInt8)
    /// CSV's: a line feed, a carriage return, or both (CRLF), one line end, at its last byte.
    case csv

    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// The start of the line after the one `bytes[start]` is on (the line end's last byte may be
    /// `bytes[start]`); `nil` when `bytes` does not hold that line's end whole.
    package func nextLineStart(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        switch self {
        case .byte(let byte):
            return memchr(base + start, Int32(byte), bytes.count - start)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 }
        case .csv:
            let end = ByteScan.firstIndex(of: Self.lineFeed, Self.carriageReturn, Self.carriageReturn, in: bytes, from: start)
            // A carriage return ends the line with the line feed after it, if one follows.
            guard end < bytes.count - 1 || (end == bytes.count - 1 && bytes[end] == Self.lineFeed) else { return nil }
            return bytes[end] == Self.carriageReturn && bytes[end + 1] == Self.lineFeed ? end + 2 : end + 1
        }
    }
}

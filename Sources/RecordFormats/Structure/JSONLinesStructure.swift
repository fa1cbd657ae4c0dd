import Foundation

/// The structure of JSON Lines: a line feed ends each line, and a line holds a record unless it
/// is blank (JSON white space only, the CR of a CRLF included). The record reader
/// (``JSONLinesScanner``), the index and the search all cut lines through it.
package enum JSONLinesStructure {
    /// Inlined where it is used: a stored constant is read through a call from other modules,
    /// once per line where the search numbers records.
    @inlinable package static var lineFeed: UInt8 { 0x0A }

    /// The offset of the first line feed in `bytes` at or after `start`, found at memory speed.
    @inline(__always)
    package static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(lineFeed), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `byte` makes its line hold a record.
    @inline(__always)
    static func startsRecord(_ byte: UInt8) -> Bool {
        !byte.isJSONWhitespace
    }

    /// Whether a line holds no record.
    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        !line.contains(where: startsRecord)
    }
}

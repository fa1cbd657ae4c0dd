import Foundation

/// Record starts in JSON Lines: every line that holds more than white space. Lines are found
/// with `memchr`, so a file is scanned at memory speed.
struct JSONLinesBoundaries: RecordBoundaryScanner {
    private static let lineFeed = UInt8(ascii: "\n")
    private var line = 1
    /// The offset at which the current line starts.
    private var lineStart = 0
    /// Whether the current line was already found to hold a record.
    private var lineHasRecord = false

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count {
            if !lineHasRecord {
                // Step 1: a line is a record from its first byte that is not white space.
                let byte = base[index]
                index += 1
                if byte == Self.lineFeed {
                    line += 1
                    lineStart = offset + index
                } else if !byte.isJSONWhitespace {
                    lineHasRecord = true
                    onRecord(RecordStart(offset: lineStart, line: line, column: 1))
                }
                continue
            }
            // Step 2: the rest of the line is not looked at.
            guard let found = memchr(base + index, Int32(Self.lineFeed), bytes.count - index) else { return }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            lineStart = offset + index
            lineHasRecord = false
        }
    }
}

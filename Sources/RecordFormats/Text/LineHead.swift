/// Where a log line's time stamp is, when the line starts with one: at its first byte, after a
/// syslog priority (`<34>`, `<34>1 ` in RFC 5424), or inside a bracket (`[2025-06-14 15:16:01]`).
package enum LineHead {
    /// A stamp at a line's start.
    package struct StampAtStart {
        package var stamp: LogTimeReader.Stamp
        /// Whether the stamp is in brackets; ``end`` is then past the closing one.
        package var isBracketed: Bool
        /// The offset just past the stamp (and its closing bracket).
        package var end: Int
    }

    /// The stamp `line` starts with, if any. With a `footprint`, what the reading looked at is
    /// noted there.
    package static func stampStart(in line: UnsafeBufferPointer<UInt8>,
                                   footprint: UnsafeMutablePointer<ReadFootprint>? = nil) -> StampAtStart? {
        var cursor = ByteCursor(bytes: line, position: 0, footprint: footprint)
        skipPriority(&cursor)
        let isBracketed = cursor.skip("[")
        guard let stamp = LogTimeReader.read(line, at: cursor.position, footprint: footprint) else { return nil }
        cursor.position = stamp.end
        if isBracketed {
            guard cursor.skip("]") else { return nil }
        }
        return StampAtStart(stamp: stamp, isBracketed: isBracketed, end: cursor.position)
    }

    /// Passes over a syslog priority, `<34>`, and the RFC 5424 version after it, `1 `.
    private static func skipPriority(_ cursor: inout ByteCursor) {
        var copy = cursor
        guard copy.skip("<"), (1...3).contains(copy.countDigits()) else { return }
        _ = copy.number(copy.countDigits())
        guard copy.skip(">") else { return }
        if copy.countDigits() == 1, copy.peek(1) == UInt8(ascii: " ") { copy.position += 2 }
        cursor = copy
    }
}

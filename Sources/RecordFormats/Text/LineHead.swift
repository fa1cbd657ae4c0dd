/// Where a log line's time stamp is, when the line starts with one: at its first byte, after a
/// syslog priority (`<34>`, `<34>1 ` in RFC 5424), or inside a bracket (`[2025-06-14 15:16:01]`);
/// after a U+FEFF the line may start with (``markLength(in:)``).
package enum LineHead {
    /// The UTF-8 bytes of U+FEFF.
    private static var mark: [UInt8] { RecordFormat.byteOrderMark }

    /// How many bytes of U+FEFF (a byte order mark, or a zero width no-break space) `line`
    /// starts with: 3 or 0. A file joined from files that each began with a mark (`cat a.log
    /// b.log`) has one at a line's start, and a file may begin with two; the line's head is
    /// read after it (the reader keeps it in the line's text).
    package static func markLength(in line: UnsafeBufferPointer<UInt8>) -> Int {
        line.starts(with: mark) ? mark.count : 0
    }

    /// `line` without the U+FEFF it may start with (``markLength(in:)``).
    package static func withoutMark(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: line[markLength(in: line)...])
    }

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
        skipMark(&cursor)
        skipPriority(&cursor)
        let isBracketed = cursor.skip("[")
        guard let stamp = LogTimeReader.read(line, at: cursor.position, footprint: footprint) else { return nil }
        cursor.position = stamp.end
        if isBracketed {
            guard cursor.skip("]") else { return nil }
        }
        return StampAtStart(stamp: stamp, isBracketed: isBracketed, end: cursor.position)
    }

    /// Passes over a U+FEFF (looking at one byte when the line does not start with it).
    private static func skipMark(_ cursor: inout ByteCursor) {
        var copy = cursor
        guard copy.skip(mark[0]), copy.skip(mark[1]), copy.skip(mark[2]) else { return }
        cursor = copy
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

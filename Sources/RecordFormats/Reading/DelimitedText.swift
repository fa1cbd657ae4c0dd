/// Tells delimited data (CSV, TSV) from a text log by its first lines.
public enum DelimitedText {
    /// How many lines are looked at.
    static let sampledLines = 20

    /// Whether the first lines of `bytes` (outside quotes; a line cut off by their end left out
    /// unless it is the only one) split evenly at one of ``CSVDialect/delimiters``: at least two
    /// lines, each with the same number of delimiters, at least one. A time stamp a line starts
    /// with is passed over, so that `2025-06-14 15:16:01,123 INFO …` is a log, not a row.
    public static func looksDelimited(_ bytes: some Collection<UInt8>) -> Bool {
        let lines = firstLines(of: Array(bytes))
        guard lines.count >= 2 else { return false }
        return CSVDialect.delimiters.contains { delimiter in
            let counts = lines.map { line in line.lazy.filter { $0 == delimiter }.count }
            return counts[0] > 0 && counts.allSatisfy { $0 == counts[0] }
        }
    }

    /// Up to ``sampledLines`` non-blank lines, as their bytes outside quotes and after a time
    /// stamp they start with.
    private static func firstLines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var lineStart = 0
        var outside: [UInt8] = []
        var isQuoted = false
        func endLine(at end: Int) {
            let stampEnd = bytes.withUnsafeBufferPointer { all in
                LineHead.stampStart(in: UnsafeBufferPointer(rebasing: all[lineStart..<end]))?.end ?? 0
            }
            // The bytes outside quotes start where the line does, quotes aside; a stamp is never quoted.
            if !outside.isEmpty { lines.append(Array(outside.dropFirst(min(stampEnd, outside.count)))) }
            outside = []
        }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") {
                isQuoted.toggle()
            } else if !isQuoted && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                endLine(at: index)
                lineStart = index + 1
                if lines.count == sampledLines { return lines }
            } else if !isQuoted {
                outside.append(byte)
            }
        }
        if lines.isEmpty { endLine(at: bytes.count) }
        return lines
    }
}

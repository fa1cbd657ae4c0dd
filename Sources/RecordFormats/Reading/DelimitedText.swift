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

    /// Up to ``sampledLines`` non-blank lines (``CSVDialect``'s cut: their bytes outside
    /// quotes), after a time stamp they start with (a stamp is never quoted).
    private static func firstLines(of bytes: [UInt8]) -> [[UInt8]] {
        CSVDialect.firstLines(of: bytes, count: sampledLines).map { line in
            let stampEnd = line.withUnsafeBufferPointer { LineHead.stampStart(in: $0)?.end ?? 0 }
            return Array(line.dropFirst(stampEnd))
        }
    }
}

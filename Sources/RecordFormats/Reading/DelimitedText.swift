/// Tells delimited data (CSV, TSV) from a text log by its first lines.
public enum DelimitedText {
    /// How many lines are looked at.
    static let sampledLines = 20

    /// Whether the first lines of `bytes` (outside quotes; a line cut off by their end left out
    /// unless it is the only one) split evenly at one of ``CSVDialect/delimiters``: at least two
    /// lines, each with the same number of delimiters, at least one. A time stamp a line starts
    /// with is passed over, so that `2025-06-14 15:16:01,123 INFO …` is a log, not a row; when
    /// every line starts with one, the first too, the lines are a log's however evenly they
    /// split (`20171223-22:15:29:606|Step|30002312|…`): a table's first line names its columns.
    public static func looksDelimited(_ bytes: some Collection<UInt8>) -> Bool {
        let stamped = firstLines(of: Array(bytes))
        let lines = stamped.map(\.rest)
        guard lines.count >= 2, !stamped.allSatisfy(\.hasStamp) else { return false }
        return CSVDialect.delimiters.contains { delimiter in
            let counts = lines.map { line in line.lazy.filter { $0 == delimiter }.count }
            return counts[0] > 0 && counts.allSatisfy { $0 == counts[0] }
        }
    }

    /// Up to ``sampledLines`` non-blank lines (``CSVDialect``'s cut: their bytes outside
    /// quotes), each as whether it starts with a time stamp and what follows the stamp (a
    /// stamp is never quoted).
    private static func firstLines(of bytes: [UInt8]) -> [(hasStamp: Bool, rest: [UInt8])] {
        CSVDialect.firstLines(of: bytes, count: sampledLines).map { line in
            let stampEnd = line.withUnsafeBufferPointer { LineHead.stampStart(in: $0)?.end }
            return (stampEnd != nil, Array(line.dropFirst(stampEnd ?? 0)))
        }
    }
}

/// Tells delimited data (CSV, TSV) from a text log by its first lines.
public enum DelimitedText {
    /// How many lines are looked at.
    static let sampledLines = 20

    /// Whether the first lines of `bytes` (outside quotes; a line cut off by their end left out
    /// unless it is the only one) split evenly at one of ``CSVDialect/delimiters``: at least two
    /// lines, each with the same number of delimiters, at least one. A time stamp a line starts
    /// with is passed over, so that `2025-06-14 15:16:01,123 INFO …` is a log, not a row; when
    /// every line starts with one, the first too, the lines are a log's however evenly they
    /// split (`20171223-22:15:29:606|Step|30002312|…`): a table's first line names its columns,
    /// so a first line with a field that starts with a stamp is a log's too (Ruby's
    /// `I, [2025-06-14T15:16:01.123456 #42]  INFO -- : …`).
    public static func looksDelimited(_ bytes: some Collection<UInt8>) -> Bool {
        let sampled = CSVDialect.firstLines(of: Array(bytes), count: sampledLines)
        let stamped = sampled.map(stampedLine)
        let lines = stamped.map(\.rest)
        guard lines.count >= 2, !stamped.allSatisfy(\.hasStamp) else { return false }
        return CSVDialect.delimiters.contains { delimiter in
            let counts = lines.map { line in line.lazy.filter { $0 == delimiter }.count }
            return counts[0] > 0 && counts.allSatisfy { $0 == counts[0] } && !hasStampedField(sampled[0], splitAt: delimiter)
        }
    }

    /// A sampled line (``CSVDialect``'s cut: its bytes outside quotes) as whether it starts with
    /// a time stamp and what follows the stamp (a stamp is never quoted).
    private static func stampedLine(_ line: [UInt8]) -> (hasStamp: Bool, rest: [UInt8]) {
        let stampEnd = line.withUnsafeBufferPointer { LineHead.stampStart(in: $0)?.end }
        return (stampEnd != nil, Array(line.dropFirst(stampEnd ?? 0)))
    }

    /// Whether a field of `line`, split at `delimiter`, starts with a time stamp after its
    /// spaces and a bracket, if any.
    private static func hasStampedField(_ line: [UInt8], splitAt delimiter: UInt8) -> Bool {
        line.split(separator: delimiter, omittingEmptySubsequences: false).contains { field in
            let value = field.drop { $0 == UInt8(ascii: " ") }
            return Array(value.first == UInt8(ascii: "[") ? value.dropFirst() : value).withUnsafeBufferPointer {
                LogTimeReader.read($0, at: 0) != nil
            }
        }
    }
}

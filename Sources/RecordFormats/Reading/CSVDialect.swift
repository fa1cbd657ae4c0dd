/// How a CSV file is written: the byte between fields, and whether its first row names the
/// columns.
public struct CSVDialect: Hashable, Sendable {
    /// The delimiters a file may use, in the order that wins a tie.
    public static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|")]

    /// The byte between fields: comma, semicolon (what spreadsheets write where the comma is
    /// the decimal mark), tab or pipe.
    public var delimiter: UInt8
    /// Whether the first row names the columns; without one they are named by number.
    public var hasHeader: Bool

    /// Creates a dialect.
    public init(delimiter: UInt8 = UInt8(ascii: ","), hasHeader: Bool = true) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
    }

    /// The delimiter of a file, from its name and first bytes: `.tsv` means tab; otherwise the
    /// candidate that splits the first lines (outside quotes) into the same number of fields
    /// each, more than one, with the most fields; comma when none does.
    public static func detectDelimiter(path: String, firstBytes: some Collection<UInt8>) -> UInt8 {
        if path.lowercased().hasSuffix(".tsv") { return UInt8(ascii: "\t") }
        let lines = firstLines(of: Array(firstBytes), count: 6)
        guard !lines.isEmpty else { return delimiters[0] }
        let candidates = delimiters.map { delimiter in
            (delimiter: delimiter, counts: lines.map { $0.filter { $0 == delimiter }.count })
        }
        let consistent = candidates.filter { candidate in
            candidate.counts[0] > 0 && candidate.counts.allSatisfy { $0 == candidate.counts[0] }
        }
        if let best = consistent.max(by: { $0.counts[0] < $1.counts[0] }) { return best.delimiter }
        // No candidate is consistent (ragged rows, or a single line): the most used one.
        guard let mostUsed = candidates.max(by: { $0.counts.reduce(0, +) < $1.counts.reduce(0, +) }),
              mostUsed.counts.reduce(0, +) > 0 else { return delimiters[0] }
        return mostUsed.delimiter
    }

    /// Up to `count` non-blank lines, each given as its bytes outside quoted fields; a line
    /// cut off by the end of `bytes` is left out unless it is the only one.
    static func firstLines(of bytes: [UInt8], count: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        var isQuoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") {
                isQuoted.toggle()
            } else if !isQuoted && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                if !line.isEmpty { lines.append(line) }
                line = []
                if lines.count == count { return lines }
            } else if !isQuoted {
                line.append(byte)
            }
        }
        if lines.isEmpty && !line.isEmpty { lines.append(line) }
        return lines
    }
}

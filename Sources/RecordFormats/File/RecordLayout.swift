/// How a file's records are laid out, as its reader found when it opened the file: what
/// indexing and searching need to count the very records the reader reads.
public struct RecordLayout: Hashable, Sendable {
    /// The format the file is read as.
    public let format: RecordFormat
    /// The CSV dialect read with (for other formats, the default one).
    public let csvDialect: CSVDialect
    /// The bytes before the first record's text (a byte order mark).
    public let preambleLength: Int
    /// Whether reading can start mid-file: not in a UTF-16 file, which is read through a
    /// transcoder. A file that cannot is neither indexed nor searched.
    public let canResume: Bool
    /// How a text log's lines make entries (for other formats, ``TextEntries/lines``).
    public let textEntries: TextEntries
    /// For a merged text log, which log each line came from; a line where another log's lines
    /// begin starts an entry.
    public let lineSources: LineSources?

    /// The byte every record starts right after (but the first), where records start only at
    /// the start of a line: JSON Lines' line feed, a text log's line break. `nil` where one may
    /// start inside a line (a JSON array) or after either of two bytes (CSV's line feed or
    /// carriage return).
    package var recordsStartAfterByte: UInt8? {
        switch format {
        case .jsonl: JSONLinesStructure.lineFeed
        case .text: textEntries.lineBreak
        case .csv, .json: nil
        }
    }

    package init(format: RecordFormat, csvDialect: CSVDialect, preambleLength: Int, canResume: Bool,
                 textEntries: TextEntries = .lines, lineSources: LineSources? = nil) {
        self.format = format
        self.csvDialect = csvDialect
        self.preambleLength = preambleLength
        self.canResume = canResume
        self.textEntries = textEntries
        self.lineSources = lineSources
    }
}

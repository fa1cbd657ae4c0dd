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

    /// What ends the lines records start on, where records start only at lines' starts: JSON
    /// Lines' line feed, a text log's line break, CSV's line ends (a row may span lines, inside
    /// quotes). `nil` where one may start inside a line (a JSON array).
    package var recordLineEnds: LineEnds? {
        switch format {
        case .jsonl: .byte(JSONLinesStructure.lineFeed)
        case .text: .byte(textEntries.lineBreak)
        case .csv: .csv
        case .json: nil
        }
    }

    /// What ends the lines the index maps the starts of records on: ``recordLineEnds``, and a
    /// JSON array's line feed (only its strides whose records all start lines are mapped).
    package var mappedLineEnds: LineEnds {
        recordLineEnds ?? .byte(JSONLinesStructure.lineFeed)
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

import RecordFiles

/// A ``RecordReader`` behind an actor, so files are read off the main thread and one page at
/// a time, however slow the disk.
actor RecordFileReading {
    private let reader: RecordReader

    /// Opens the file; throws when it is missing, a directory or unreadable.
    init(path: String, options: ReadingOptions) throws(RecordFileError) {
        reader = try RecordReader(path: path, format: options.format, csvDelimiter: options.csvDelimiter,
                                  csvHasHeader: options.csvHasHeader, columnName: csvColumnName)
        isBlank = reader.isBlank
        layout = RecordFileLayout(format: reader.format, csvDialect: reader.csvDialect,
                                  preambleLength: reader.preambleLength, canResume: reader.canResume)
    }

    /// Whether the file held nothing but white space when it was opened.
    nonisolated let isBlank: Bool
    /// How the file is read, for indexing and searching it the same way.
    nonisolated let layout: RecordFileLayout

    /// The next page of at most `maxRecords` records (see ``RecordReader/nextPage(maxRecords:)``).
    func nextPage(maxRecords: Int) throws(RecordFileError) -> RecordPage {
        try reader.nextPage(maxRecords: maxRecords)
    }

    /// Moves a reader that has read nothing yet so that its next page starts with record
    /// `number` (see ``RecordReader/skip(to:using:)``).
    func skip(to number: Int, using index: RecordIndex?) throws(RecordFileError) {
        try reader.skip(to: number, using: index)
    }
}

/// How a file's records are laid out, as its reader found: what indexing and searching the file
/// need to count the records the reader reads.
struct RecordFileLayout: Sendable {
    let format: RecordFormat
    let csvDialect: CSVDialect
    /// The bytes before the first record's text (a byte order mark).
    let preambleLength: Int
    /// Whether reading can start mid-file (not in a UTF-16 file).
    let canResume: Bool
}

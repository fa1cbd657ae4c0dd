/// A ``RecordReader`` behind an actor, so files are read off the main thread and one page at
/// a time, however slow the disk.
actor RecordFileReading {
    private let reader: RecordReader

    /// Opens the file; throws when it is missing, a directory or unreadable.
    init(path: String, options: ReadingOptions) throws(RecordFileError) {
        reader = try RecordReader(path: path, format: options.format, csvDelimiter: options.csvDelimiter,
                                  csvHasHeader: options.csvHasHeader)
        isBlank = reader.isBlank
    }

    /// Whether the file held nothing but white space when it was opened.
    nonisolated let isBlank: Bool

    /// The next page of at most `maxRecords` records (see ``RecordReader/nextPage(maxRecords:)``).
    func nextPage(maxRecords: Int) throws(RecordFileError) -> RecordPage {
        try reader.nextPage(maxRecords: maxRecords)
    }
}

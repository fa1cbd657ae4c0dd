/// A ``RecordReader`` behind an actor, so files are read off the main thread and one page at
/// a time, however slow the disk.
actor RecordFileReading {
    private let reader: RecordReader

    /// Opens the file; throws when it is missing, a directory or unreadable.
    init(path: String, format: RecordFormat?) throws(RecordFileError) {
        reader = try RecordReader(path: path, format: format)
    }

    /// The next page of at most `maxRecords` records (see ``RecordReader/nextPage(maxRecords:)``).
    func nextPage(maxRecords: Int) throws(RecordFileError) -> RecordPage {
        try reader.nextPage(maxRecords: maxRecords)
    }
}

import RecordFiles

/// A ``RecordReader`` behind an actor, so files are read off the main thread and one page at
/// a time, however slow the disk.
actor RecordFileReading {
    private let reader: RecordReader

    /// Opens the file; throws when it is missing, a directory or unreadable.
    init(path: String, options: ReadingOptions) throws(RecordFileError) {
        reader = try RecordReader(path: path, format: options.format, csvDelimiter: options.csvDelimiter,
                                  csvHasHeader: options.csvHasHeader, columnName: csvColumnName, logFormats: options.logFormats,
                                  lineSources: options.lineSources)
        isBlank = reader.isBlank
        file = reader.file
    }

    /// Opens `file` again, laid out as it was; throws when it is gone or was replaced.
    init(reopening file: RecordFile) throws(RecordFileError) {
        reader = try RecordReader(reopening: file, columnName: csvColumnName)
        isBlank = reader.isBlank
        self.file = reader.file
    }

    /// Whether the file held nothing but white space when it was opened.
    nonisolated let isBlank: Bool
    /// The file as opened, for indexing and searching it the same way.
    nonisolated let file: RecordFile

    /// The page ``readAhead(maxRecords:titledBy:)`` read, until the next page is asked for.
    private var pageAhead: Result<RecordPage, RecordFileError>?
    /// The rows of the page read ahead not yet handed out, and what they are titled by.
    private var rowsAhead: (items: ArraySlice<RecordItem>, keys: RowKeys)?

    /// The next page of at most `maxRecords` records (see ``RecordReader/nextPage(maxRecords:)``):
    /// the page read ahead, if one was, cut to that many, or followed by what the file gained
    /// since it was read to its end.
    func nextPage(maxRecords: Int) throws(RecordFileError) -> RecordPage {
        guard let ahead = pageAhead else { return try reader.nextPage(maxRecords: maxRecords) }
        pageAhead = nil
        let page = try ahead.get()
        if page.records.count > maxRecords {
            // Fewer asked for than were read: the rest comes with the next page.
            let rest = Array(page.records.dropFirst(maxRecords))
            pageAhead = .success(RecordPage(records: rest, isAtEnd: page.isAtEnd))
            return RecordPage(records: Array(page.records.prefix(maxRecords)), isAtEnd: false, warnings: page.warnings)
        }
        guard page.isAtEnd else { return page }
        // The file may have grown since: its end then is not its end now.
        guard page.records.count < maxRecords else { return RecordPage(records: page.records, isAtEnd: false, warnings: page.warnings) }
        let gained = try reader.nextPage(maxRecords: maxRecords - page.records.count)
        return RecordPage(records: page.records + gained.records, isAtEnd: gained.isAtEnd, warnings: page.warnings + gained.warnings)
    }

    /// The next page (``nextPage(maxRecords:)``) with its records as rows titled by `keys`, made
    /// here, off the main thread; those of a page read ahead were made with it.
    func nextRows(maxRecords: Int, titledBy keys: RowKeys) throws(RecordFileError) -> (items: [RecordItem], page: RecordPage) {
        let page = try nextPage(maxRecords: maxRecords)
        var ahead = rowsAhead?.keys == keys ? rowsAhead?.items ?? [] : []
        let items = page.records.map { record in
            guard let made = ahead.first, made.id == record.number else { return keys.item(record) }
            ahead.removeFirst()
            return made
        }
        rowsAhead = ahead.isEmpty ? nil : (ahead, keys)
        return (items, page)
    }

    /// Reads the next page of at most `maxRecords` records now, for the next ``nextPage(maxRecords:)``:
    /// a file's first page, read on another core while its window is built. With `keys`, its
    /// rows are made now too, for ``nextRows(maxRecords:titledBy:)``.
    func readAhead(maxRecords: Int, titledBy keys: RowKeys? = nil) {
        guard pageAhead == nil else { return }
        let read = Result { () throws(RecordFileError) in try reader.nextPage(maxRecords: maxRecords) }
        pageAhead = read
        if let keys, case .success(let page) = read { rowsAhead = (page.records.map(keys.item)[...], keys) }
    }

    /// Moves a reader that has read nothing yet so that its next page starts with record
    /// `number` (see ``RecordReader/skip(to:using:)``).
    func skip(to number: Int, using index: RecordIndex?) throws(RecordFileError) {
        try reader.skip(to: number, using: index)
    }
}

/// Cuts a CSV file into records following RFC 4180: the first row names the columns (unless
/// the dialect says it does not), and each later row becomes an object keyed by those names.
///
/// Fields are separated by the dialect's delimiter (a comma by default) and rows by LF, CRLF
/// or a lone CR (old Mac files). A field in double quotes may hold delimiters, line breaks and
/// doubled quotes (`""` for one `"`), so a row may span lines; its record's line is the line it
/// starts on. Where the RFC is silent, spreadsheets' practice is followed: a quote inside an
/// unquoted field is text, and blank lines are skipped. Anything but the delimiter or a line
/// break after a closing quote is an error, and so is a quoted field still open at the end of
/// the file.
///
/// A last row without a line break counts at the end of the file; rows a writer appends later
/// are read on later calls.
struct CSVScanner: RecordScanner {
    private static let quote = UInt8(ascii: "\"")

    var notes: ScanNotes
    private let path: String
    private let dialect: CSVDialect
    /// Names a column the header row leaves unnamed, by its 1-based number.
    private let columnName: @Sendable (Int) -> String
    /// The column names, once the first row has been read.
    private var header: [String]?

    // The row being scanned. Its bytes stay unconsumed in the buffer until it ends, so the
    // offsets below survive refills and the scan resumes where it stopped.
    /// Quotes, delimiters, line breaks and lines, as the index and the search see them.
    private var structure: CSVStructure
    /// How many unconsumed bytes have been run through the structure.
    private var scanned = 0
    /// Whether the row so far holds nothing but line breaks, which makes it a blank line.
    private var rowIsBlank = true
    /// The line and the buffer offset at which the row starts, for its record and its errors.
    private var rowLine = 1
    private var rowStart = 0
    /// The offset of the quote that opened the current quoted field.
    private var openingQuote = 0
    /// Where the field's current stretch of plain bytes began; a stretch is copied in one go.
    private var runStart = 0
    private var field: [UInt8] = []
    private var cells: [String] = []

    init(path: String, dialect: CSVDialect, columnName: @escaping @Sendable (Int) -> String) {
        self.path = path
        self.dialect = dialect
        self.columnName = columnName
        self.notes = ScanNotes(path: path)
        structure = CSVStructure(delimiter: dialect.delimiter)
    }

    mutating func nextRecord(from buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord? {
        while let row = try nextRow(from: buffer) {
            // The first row names the columns; the others are records.
            guard let header else {
                guard dialect.hasHeader else {
                    header = []  // every column is numbered
                    return ScannedRecord(line: row.line, value: object(cells: row.cells, header: []))
                }
                takeHeader(row)
                continue
            }
            return ScannedRecord(line: row.line, value: object(cells: row.cells, header: header))
        }
        return nil
    }

    /// Reads the header row, so that reading can resume at any later row.
    mutating func readPreamble(from buffer: FileBuffer) throws(RecordFileError) {
        guard header == nil else { return }
        guard dialect.hasHeader else {
            header = []
            return
        }
        if let row = try nextRow(from: buffer) { takeHeader(row) }
    }

    mutating func resume(at start: RecordStart) {
        structure = CSVStructure(delimiter: dialect.delimiter, line: start.line)
        scanned = 0
        rowIsBlank = true
        rowLine = start.line
        field = []
        cells = []
    }

    /// Scans on until a row ends, reading more as needed; at the end of the file a row without
    /// a line break ends there. Consumes the row.
    /// - Returns: The row, or `nil` when the file as it is now holds no further row.
    private mutating func nextRow(from buffer: FileBuffer) throws(RecordFileError) -> Row? {
        while true {
            var row = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in try scanRow(in: bytes) }
            if row == nil {
                if try buffer.refill(forRecordStartingOn: rowLine) { continue }
                row = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in try finishRowAtEndOfFile(in: bytes) }
            }
            guard let row else { return nil }
            buffer.consume(scanned)
            scanned = 0
            return row
        }
    }

    private mutating func takeHeader(_ row: Row) {
        header = row.cells.enumerated().map { index, name in name.isEmpty ? columnName(index + 1) : name }
    }

    // MARK: Structure

    /// Runs the bytes not yet scanned through the structure.
    /// - Returns: The row that ended, or `nil` when the bytes ran out first.
    private mutating func scanRow(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> Row? {
        while scanned < bytes.count {
            if rowIsBlank {
                rowLine = structure.line
                rowStart = scanned
            }
            let wasInUnquotedField = structure.isInUnquotedField
            let token = structure.consume(bytes[scanned])
            switch token {
            case .text:
                break
            case .unquotedFieldStart:
                runStart = scanned
            case .openingQuote:
                openingQuote = scanned
                runStart = scanned + 1
            case .quoteInQuoted:
                appendRun(from: bytes)
            case .escapedQuote:
                field.append(Self.quote)
                runStart = scanned + 1
            case .textAfterClosingQuote:
                let delimiter = [dialect.delimiter].withUnsafeBufferPointer { ByteDescription.describe($0, at: 0, end: .end(.file)) }
                throw .malformed(.afterClosingQuote(delimiter: delimiter, found: ByteDescription.describe(bytes, at: scanned, end: .end(.file))),
                                 path: path, at: position(of: scanned, in: bytes))
            case .delimiter, .rowEnd:
                if wasInUnquotedField { appendRun(from: bytes) }
                finishField()
            case .lineFeedAfterRowEnd:
                scanned += 1
                continue
            }
            if token != .rowEnd { rowIsBlank = false }
            scanned += 1
            if token == .rowEnd, let row = finishRow() { return row }
        }
        return nil
    }

    /// Ends the row the file ends in, if it holds anything.
    private mutating func finishRowAtEndOfFile(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> Row? {
        guard !structure.isInQuotedField else {
            throw .malformed(.unclosedQuotedField, path: path, at: position(of: openingQuote, in: bytes))
        }
        guard !rowIsBlank else { return nil }
        if structure.isInUnquotedField { appendRun(from: bytes) }
        finishField()
        structure = CSVStructure(delimiter: dialect.delimiter, line: structure.line)
        return finishRow()
    }

    // MARK: Fields and rows

    /// A row's cells and the line it starts on.
    private struct Row {
        var line: Int
        var cells: [String]
    }

    /// Copies the plain bytes from ``runStart`` up to the scan position into the field.
    private mutating func appendRun(from bytes: UnsafeBufferPointer<UInt8>) {
        field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<scanned]))
    }

    private mutating func finishField() {
        let (text, wasRepaired) = field.withUnsafeBufferPointer { UTF8Text.decode($0) }
        if wasRepaired { notes.noteInvalidUTF8(onLine: rowLine) }
        cells.append(text)
        field.removeAll(keepingCapacity: true)
    }

    /// The finished row, or `nil` for a blank line; either way the next row starts empty.
    private mutating func finishRow() -> Row? {
        defer {
            cells = []
            rowIsBlank = true
        }
        return rowIsBlank ? nil : Row(line: rowLine, cells: cells)
    }

    /// The file position of the byte at `offset`, counted from the start of the row.
    private func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        TextPosition(line: rowLine, column: 1).advanced(over: UnsafeBufferPointer(rebasing: bytes[rowStart..<offset]))
    }

    // MARK: Records

    /// The row as an object: missing cells read `""`, cells beyond the header are named by
    /// ``columnName``.
    private func object(cells: [String], header: [String]) -> JSONValue {
        .object((0..<max(cells.count, header.count)).map { index in
            (key: index < header.count ? header[index] : columnName(index + 1),
             value: .string(index < cells.count ? cells[index] : ""))
        })
    }
}

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
    /// Where in a row the state machine stands.
    private enum State {
        /// At the start of a field.
        case fieldStart
        /// Inside a field that did not start with a quote.
        case unquoted
        /// Inside a quoted field.
        case quoted
        /// Just after a quote inside a quoted field: a second quote is an escaped one, a comma
        /// or line break ends the field.
        case quoteInQuoted
        /// Just after a CR outside quotes, which ended the row: an LF right after it belongs to
        /// the same line end.
        case carriageReturn
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    var notes: ScanNotes
    private let path: String
    private let dialect: CSVDialect
    /// Names a column the header row leaves unnamed, by its 1-based number.
    private let columnName: @Sendable (Int) -> String
    /// The column names, once the first row has been read.
    private var header: [String]?

    // The row being scanned. Its bytes stay unconsumed in the buffer until it ends, so the
    // offsets below survive refills and the scan resumes where it stopped.
    private var state = State.fieldStart
    /// How many unconsumed bytes have been run through the state machine.
    private var scanned = 0
    /// Whether the row so far holds nothing but line breaks, which makes it a blank line.
    private var rowIsBlank = true
    /// The line and the buffer offset at which the row starts, for its record and its errors.
    private var rowLine = 1
    private var rowStart = 0
    /// The line at the scan position.
    private var line = 1
    /// Whether the byte before the scan position was a CR, so that the LF of a CRLF inside a
    /// quoted field does not count a second line.
    private var previousByteWasCR = false
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
        state = .fieldStart
        scanned = 0
        rowIsBlank = true
        line = start.line
        rowLine = start.line
        previousByteWasCR = false
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

    // MARK: State machine

    /// Runs the state machine over the bytes not yet scanned.
    /// - Returns: The row that ended, or `nil` when the bytes ran out first.
    private mutating func scanRow(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> Row? {
        while scanned < bytes.count {
            let byte = bytes[scanned]
            if rowIsBlank {
                rowLine = line
                rowStart = scanned
            }
            if state == .carriageReturn {
                state = .fieldStart
                // The LF of a CRLF: the CR already ended the row and counted the line.
                if byte == Self.lineFeed {
                    scanned += 1
                    previousByteWasCR = false
                    continue
                }
            }
            let rowEnds = try step(byte, in: bytes)
            if byte == Self.carriageReturn || (byte == Self.lineFeed && !previousByteWasCR) { line += 1 }
            previousByteWasCR = byte == Self.carriageReturn
            if byte != Self.lineFeed && byte != Self.carriageReturn { rowIsBlank = false }
            scanned += 1
            if rowEnds, let row = finishRow() { return row }
        }
        return nil
    }

    /// Moves the state machine over the byte at ``scanned``.
    /// - Returns: Whether the byte ends the row.
    private mutating func step(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> Bool {
        // Step 1: quotes.
        switch state {
        case .quoted:
            if byte == Self.quote {
                appendRun(from: bytes)
                state = .quoteInQuoted
            }
            return false
        case .quoteInQuoted where byte == Self.quote:
            field.append(Self.quote)
            state = .quoted
            runStart = scanned + 1
            return false
        case .fieldStart where byte == Self.quote:
            state = .quoted
            openingQuote = scanned
            runStart = scanned + 1
            return false
        default:
            break
        }
        // Step 2: outside quotes, delimiters and line breaks are structure; other bytes are text.
        switch byte {
        case dialect.delimiter, Self.lineFeed, Self.carriageReturn:
            if state == .unquoted { appendRun(from: bytes) }
            finishField()
            state = byte == Self.carriageReturn ? .carriageReturn : .fieldStart
            return byte != dialect.delimiter
        default:
            if state == .quoteInQuoted {
                let delimiter = [dialect.delimiter].withUnsafeBufferPointer { ByteDescription.describe($0, at: 0, end: .end(.file)) }
                throw .malformed(.afterClosingQuote(delimiter: delimiter, found: ByteDescription.describe(bytes, at: scanned, end: .end(.file))),
                                 path: path, at: position(of: scanned, in: bytes))
            }
            if state == .fieldStart {
                state = .unquoted
                runStart = scanned
            }
            return false
        }
    }

    /// Ends the row the file ends in, if it holds anything.
    private mutating func finishRowAtEndOfFile(in bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> Row? {
        guard state != .quoted else {
            throw .malformed(.unclosedQuotedField, path: path, at: position(of: openingQuote, in: bytes))
        }
        guard !rowIsBlank else { return nil }
        if state == .unquoted { appendRun(from: bytes) }
        finishField()
        state = .fieldStart
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

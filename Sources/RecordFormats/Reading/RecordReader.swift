/// Reads a file's records a page at a time, holding only a bounded buffer in memory: one
/// chunk (64 KB by default) plus the longest record, never the whole file.
///
/// ## Pages and errors
/// ``nextPage(maxRecords:)`` returns the records in file order, numbered on from the last page.
/// When reading hits malformed input, the records before it still come first: a page that
/// meets the error returns the good records with ``RecordPage/isAtEnd`` `false`, and the *next*
/// call throws. A call with no good record to return throws at once. Once thrown, an error is
/// final: every later call throws it again.
///
/// ## Growing files
/// The end of a file is the end as it is now. ``RecordPage/isAtEnd`` `true` means nothing more
/// can be read yet; if a writer appends to the file, later calls return the new records. How
/// each format treats a last record without a line break:
/// - JSON Lines: the last line is a record as soon as it parses. If it does not, it is held
///   back without an error (a writer may be in the middle of it) and reported once in the
///   page's warnings; the call after the file has grown reads it again. A truncated file thus
///   never fails: its broken last line shows only as a warning.
/// - CSV: the last row is a record at the end of the file, as most CSV files lack a final
///   line break; a quoted field still open there is an error.
/// - JSON: the file must hold a complete document; an array not yet closed is an error.
///   Bytes a writer appends after the document are errors too.
/// A record taken at the end of the file is final: should a writer later extend that same line,
/// the extension is read as the start of the next record.
///
/// ## Text
/// Invalid UTF-8 never stops reading: it is replaced with U+FFFD, ``sawInvalidUTF8`` turns
/// `true`, and the page on which that first happens carries a warning naming the line. A
/// UTF-8 byte order mark at the start of the file is skipped; a UTF-16 one (little or big
/// endian) has the file read as UTF-16.
///
/// Not thread-safe: use a reader from one task at a time.
public final class RecordReader {
    /// The file as opened: its path, identity and how its records are laid out, for indexing
    /// and searching it the same way.
    public let file: RecordFile
    /// The format the file is read as.
    public var format: RecordFormat { file.layout.format }
    /// The file's path as given.
    public var path: String { file.path }
    /// Whether invalid UTF-8 was seen so far (and replaced with U+FFFD).
    public private(set) var sawInvalidUTF8 = false
    /// Whether the file holds nothing but white space (or nothing at all) as far as it was read:
    /// it has no records, and in no format is that an error. A file that grows stops being blank.
    /// (In CSV only line breaks are blank: a row of spaces is a row.)
    public private(set) var isBlank: Bool
    /// How much of a blank file's growth is read to tell whether it is still blank.
    private let blankProbeLength: Int

    /// The CSV dialect read with (for other formats, the default one).
    public var csvDialect: CSVDialect { file.layout.csvDialect }
    /// How many bytes precede the first record's text: a byte order mark.
    public var preambleLength: Int { file.layout.preambleLength }

    private let buffer: FileBuffer
    /// The file, when reading can move in it: not for UTF-16, which is read through a transcoder.
    private let seekableFile: ReadableFile?
    private var scanner: any RecordScanner
    private var recordCount = 0
    /// A record read ahead to learn whether a full page was the last one.
    private var heldBackStep: Step?
    /// The error reading stopped at; thrown by every call from the first one that throws.
    private var failure: RecordFileError?
    private var pendingWarnings: [RecordFileWarning] = []

    /// Opens a file for reading.
    /// - Parameters:
    ///   - path: The file to read.
    ///   - format: The format to read it as; `nil` detects it with
    ///     ``RecordFormat/detect(path:firstBytes:)``.
    ///   - chunkSize: How many bytes to read from the file at a time.
    ///   - csvDelimiter: For CSV, the byte between fields; `nil` detects it with
    ///     ``CSVDialect/detectDelimiter(path:firstBytes:)``.
    ///   - csvHasHeader: For CSV, whether the first row names the columns.
    ///   - columnName: For CSV, names a column the header row leaves unnamed (or every column,
    ///     without a header row) by its 1-based number; by default the number alone.
    ///   - logFormats: For a text log, the formats to try, in order, before the header learnt
    ///     from the file (see ``LogFormat``); by default the built-in ones.
    ///   - lineSources: For a merged text log, which file each line came from: each entry gets
    ///     a `file` field.
    /// - Throws: A `RecordFileError` when the file is missing, is a directory, may not be
    ///   read or is not a regular file.
    public convenience init(path: String, format: RecordFormat? = nil, chunkSize: Int = 64 * 1024,
                            csvDelimiter: UInt8? = nil, csvHasHeader: Bool = true,
                            columnName: @escaping @Sendable (Int) -> String = { String($0) },
                            logFormats: [LogFormat] = LogFormat.builtIn, lineSources: LineSources? = nil) throws(RecordFileError) {
        try self.init(path: path, format: format, chunkSize: chunkSize,
                      maximumRecordSize: FileBuffer.defaultMaximumRecordSize,
                      csvDelimiter: csvDelimiter, csvHasHeader: csvHasHeader, columnName: columnName, logFormats: logFormats,
                      lineSources: lineSources)
    }

    /// Opens a file again as another reader opened it, with the same layout, to read it from
    /// elsewhere (after `skip(to:using:)` with that reader's index).
    /// - Throws: A `RecordFileError` when the file cannot be opened, and one for
    ///   `RecordFileProblem/replaced` when its path now names another file.
    public convenience init(reopening file: RecordFile, chunkSize: Int = 64 * 1024,
                            columnName: @escaping @Sendable (Int) -> String = { String($0) }) throws(RecordFileError) {
        try self.init(laidOutAs: file, patterns: file.learntPatterns, chunkSize: chunkSize, columnName: columnName)
        guard self.file.identity.isSameFile(as: file.identity) else { throw RecordFileError(.replaced, path: file.path) }
    }

    /// Opens what `file`'s path names now — the same file, or the one that took its name (a
    /// log rotated) — from its start, read as `file` was laid out (its format and dialect, a
    /// text log's header).
    /// - Throws: A `RecordFileError` when nothing readable has the name.
    package convenience init(followingPathOf file: RecordFile) throws(RecordFileError) {
        try self.init(laidOutAs: file, patterns: nil, chunkSize: 64 * 1024, columnName: { String($0) })
    }

    /// Opens `file.path` with `file`'s layout and its compressed bytes' keeper, a text log with
    /// `file`'s header and `patterns`.
    private convenience init(laidOutAs file: RecordFile, patterns: LearntPatterns?, chunkSize: Int,
                             columnName: @escaping @Sendable (Int) -> String) throws(RecordFileError) {
        try self.init(path: file.path, format: file.layout.format, chunkSize: chunkSize,
                      maximumRecordSize: FileBuffer.defaultMaximumRecordSize,
                      csvDelimiter: file.layout.csvDialect.delimiter, csvHasHeader: file.layout.csvDialect.hasHeader,
                      columnName: columnName, keeper: file.keeper, accessPoints: file.accessPoints,
                      text: file.textHeader.map { (file.layout.textEntries, $0, patterns ?? LearntPatterns()) },
                      lineSources: file.lineSources)
    }

    /// Opens a file, refusing records longer than `maximumRecordSize` bytes; its ``file``
    /// keeps `keeper` alive, and a compressed file is read through `accessPoints` when no
    /// `DecompressedFile` reads it (see `ReadableFile`).
    init(path: String, format: RecordFormat?, chunkSize: Int, maximumRecordSize: Int,
         csvDelimiter: UInt8? = nil, csvHasHeader: Bool = true,
         columnName: @escaping @Sendable (Int) -> String = { String($0) },
         keeper: (any AnyObject & Sendable)? = nil, accessPoints: AccessPointIndex? = nil,
         logFormats: [LogFormat] = LogFormat.builtIn,
         text: (entries: TextEntries, header: TextHeader, patterns: LearntPatterns)? = nil,
         lineSources: LineSources? = nil) throws(RecordFileError) {
        let opened = try ReadableFile(path: path, accessPoints: accessPoints)
        // Step 0: a UTF-16 file is read through a transcoder, after its byte order mark.
        let source: any ByteSource
        let isUTF16: Bool
        if let byteOrder = UTF16Transcoder.byteOrder(announcedBy: try opened.firstBytes(2)) {
            opened.skip(2)
            source = UTF16Transcoder(file: opened, byteOrder: byteOrder)
            seekableFile = nil
            isUTF16 = true
        } else {
            source = opened
            seekableFile = opened
            isUTF16 = false
        }
        buffer = FileBuffer(file: source, chunkSize: chunkSize, maximumRecordSize: maximumRecordSize)
        // Step 1: read the start of the file, enough to tell the format, the CSV delimiter, and
        // whether the file is blank (the fill stops short only at the end of the file).
        let byteOrderMark = RecordFormat.byteOrderMark
        let startLength = min(RecordFormat.detectionLength, maximumRecordSize - 1)
        blankProbeLength = min(1 << 20, maximumRecordSize - 1)
        try buffer.fill(toAtLeast: startLength)
        // A compressed file's name says what it holds without its suffix: `app.jsonl.gz`.
        let name = opened.isDecompressed ? CompressionFormat.innerName(of: path) : path
        let format = format ?? buffer.withUnconsumedBytes { RecordFormat.detect(path: name, firstBytes: Array($0)) }
        isBlank = buffer.count < startLength
            && buffer.withUnconsumedBytes { bytes in
                bytes.dropFirst(bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0).allSatisfy { $0.isBlank(in: format) }
            }
        // Step 2: skip a byte order mark, so that no scanner has to know about it.
        let hasByteOrderMark = buffer.withUnconsumedBytes { $0.starts(with: byteOrderMark) }
        if hasByteOrderMark { buffer.consume(byteOrderMark.count) }
        let csvDialect = CSVDialect(
            delimiter: csvDelimiter ?? (format == .csv
                ? buffer.withUnconsumedBytes { CSVDialect.detectDelimiter(path: name, firstBytes: $0) }
                : CSVDialect().delimiter),
            hasHeader: csvHasHeader)
        // A text log's entries and header are learnt from its start, unless reopened.
        let text = format != .text ? nil : text ?? buffer.withUnconsumedBytes { bytes in
            let entries = lineSources?.entries ?? TextEntries.learn(from: bytes)
            return (entries, TextHeader.learn(from: bytes, entries: entries, formats: logFormats,
                                              modificationTime: opened.identity.modificationTime / 1_000_000_000),
                    LearntPatterns())
        }
        let layout = RecordLayout(format: format, csvDialect: csvDialect,
                                  preambleLength: hasByteOrderMark ? byteOrderMark.count : 0,
                                  canResume: !isUTF16, textEntries: text?.entries ?? .lines,
                                  lineSources: format == .text ? lineSources : nil)
        file = RecordFile(path: path, layout: layout, identity: opened.identity, keeper: keeper, accessPoints: opened.accessPoints,
                          textHeader: text?.header, learntPatterns: text?.patterns)
        scanner = switch format {
        case .json: JSONDocumentScanner(path: path)
        case .jsonl: JSONLinesScanner(path: path)
        case .csv: CSVScanner(path: path, dialect: csvDialect, columnName: columnName)
        case .text: TextScanner(path: path, entries: layout.textEntries, header: text?.header ?? TextHeader.lines,
                                patterns: text?.patterns ?? LearntPatterns(), lineSources: layout.lineSources,
                                startOffset: layout.preambleLength)
        }
    }

    /// How far into the file reading has got: the bytes read from it so far, the last of them
    /// perhaps still waiting for the rest of their record; 0 for a UTF-16 file.
    public var bytesRead: Int {
        seekableFile?.position ?? 0
    }

    /// Lets the records read from now on hold only their field named `field`, where the format
    /// reads it for less than the whole record (a text log's `time`, which a timeline samples,
    /// and a JSON Lines object's members of that name); in other formats, and for a text log's
    /// other fields, records stay whole. Numbers and order are kept.
    package func keepOnly(field: String) {
        scanner.keepOnly(field: field)
    }

    /// Whether ``resume(at:number:)`` can move this reader: not in a UTF-16 file.
    public var canResume: Bool { file.layout.canResume }

    /// Moves the reader to the start of record `number`, found by a `RecordIndex`: the next
    /// page begins with that record. A reader may be moved again, back or on, after it read
    /// (one reader samples records all over a file without opening it for each).
    /// - Returns: `false` when the reader cannot move (``canResume``); it is left as it was.
    public func resume(at start: RecordStart, number: Int) throws(RecordFileError) -> Bool {
        guard let seekableFile else { return false }
        // A CSV header is read from the file's start once; later moves keep it.
        try scanner.readPreamble(from: buffer)
        seekableFile.seek(to: start.offset)
        buffer.discardAll()
        scanner.resume(at: start)
        recordCount = number - 1
        isBlank = false
        heldBackStep = nil
        failure = nil
        pendingWarnings = []
        return true
    }

    /// Reads up to `maxRecords` more records (at least one is asked for, whatever the number).
    ///
    /// See the type's documentation for when errors are thrown and what the end means for a
    /// file that is still growing.
    /// - Returns: The records in file order. ``RecordPage/isAtEnd`` is `true` when the file
    ///   holds no more complete records for now, even if the page is full.
    /// - Throws: The `RecordFileError` reading stopped at, after the records before it have
    ///   been returned.
    public func nextPage(maxRecords: Int) throws(RecordFileError) -> RecordPage {
        if isBlank {
            // Blank so far: still blank unless the file has grown by more than white space since
            // (a megabyte of it at most is read to tell; the scanners skip the rest).
            var grew = false
            while buffer.count < blankProbeLength, try buffer.refill(forRecordStartingOn: 1) { grew = true }
            isBlank = !grew || buffer.withUnconsumedBytes { $0.allSatisfy { $0.isBlank(in: format) } }
            if isBlank { return RecordPage(records: [], isAtEnd: true, warnings: []) }
        }
        var records: [FileRecord] = []
        // Step 1: collect records until the page is full, the file ends, or an error comes up.
        while records.count < max(1, maxRecords) {
            switch take(nextStep()) {
            case .record(let record):
                records.append(record)
            case .endOfFile:
                return takePage(records, isAtEnd: true)
            case .failure(let error):
                guard !records.isEmpty else { throw error }
                return takePage(records, isAtEnd: false)
            }
        }
        // Step 2: look one record ahead, so that a full last page already says it is the last.
        // A record read ahead is held back with what was noticed while reading it, so that its
        // warnings come with the page that returns it.
        let lookahead = nextStep()
        if case .record = lookahead.outcome {
            heldBackStep = lookahead
            return takePage(records, isAtEnd: false)
        }
        return takePage(records, isAtEnd: take(lookahead) == .endOfFile)
    }

    /// The next record alone, without the look ahead a page takes to tell whether it is the
    /// last (a reader moved from sample to sample reads one record at each); `nil` at the end
    /// of the file as it is now. Warnings come with the next page.
    package func nextRecord() throws(RecordFileError) -> FileRecord? {
        guard !isBlank else { return try nextPage(maxRecords: 1).records.first }
        switch take(nextStep()) {
        case .record(let record): return record
        case .endOfFile: return nil
        case .failure(let error): throw error
        }
    }

    // MARK: Steps

    /// What reading on found, and what the scanner noticed on the way.
    private struct Step {
        enum Outcome: Equatable {
            case record(FileRecord)
            case endOfFile
            case failure(RecordFileError)
        }

        var outcome: Outcome
        var warnings: [RecordFileWarning] = []
        var sawInvalidUTF8 = false
    }

    /// The held-back step, the final error, or whatever the scanner finds next.
    private func nextStep() -> Step {
        if let step = heldBackStep {
            heldBackStep = nil
            return step
        }
        if let failure { return Step(outcome: .failure(failure)) }
        var step: Step
        do throws(RecordFileError) {
            if let scanned = try scanner.nextRecord(from: buffer) {
                recordCount += 1
                step = Step(outcome: .record(FileRecord(number: recordCount, line: scanned.line, value: scanned.value, text: scanned.text)))
            } else {
                step = Step(outcome: .endOfFile)
            }
        } catch {
            failure = error
            step = Step(outcome: .failure(error))
        }
        step.warnings = scanner.notes.takeWarnings()
        step.sawInvalidUTF8 = scanner.notes.sawInvalidUTF8
        return step
    }

    /// Makes what the step noticed part of the page being built, and returns its outcome.
    private func take(_ step: Step) -> Step.Outcome {
        pendingWarnings += step.warnings
        sawInvalidUTF8 = sawInvalidUTF8 || step.sawInvalidUTF8
        return step.outcome
    }

    private func takePage(_ records: [FileRecord], isAtEnd: Bool) -> RecordPage {
        defer { pendingWarnings = [] }
        return RecordPage(records: records, isAtEnd: isAtEnd, warnings: pendingWarnings)
    }
}

private extension UInt8 {
    /// Whether the byte leaves a file of `format` without records: JSON white space, or in CSV,
    /// where a space is a field's content, a line break.
    func isBlank(in format: RecordFormat) -> Bool {
        format == .csv ? self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") : isJSONWhitespace
    }
}

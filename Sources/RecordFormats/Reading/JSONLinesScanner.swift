/// Cuts a JSON Lines file into records: one JSON value per line, blank lines skipped, with
/// lines cut by ``JSONLinesStructure`` as the index and the search cut them.
///
/// Lines end with LF or CRLF. A last line without a line break is a record once it parses;
/// until then it is held back without an error, because a writer may still be appending it.
struct JSONLinesScanner: RecordScanner {
    var notes: ScanNotes
    private let path: String
    /// The number of the line that starts at the first unconsumed byte.
    private var line = 1
    /// How many unconsumed bytes are known to hold no line break, so that a long line is
    /// searched once across refills, not again after each one.
    private var searched = 0
    /// The last line held back as incomplete, so that it is warned about once.
    private var warnedIncompleteLine: Int?
    /// The only member a record's object holds, when one was asked for (see ``keepOnly(field:)``).
    private var keptMember: JSONParser.KeptMember?

    init(path: String) {
        self.path = path
        self.notes = ScanNotes(path: path)
    }

    /// Lets each record that is an object hold only its members named `field`: the others are
    /// checked, not made (a timeline's samples need their time alone).
    mutating func keepOnly(field: String) {
        keptMember = JSONParser.KeptMember(field)
    }

    mutating func resume(at start: RecordStart) {
        line = start.line
        searched = 0
    }

    mutating func nextRecord(from buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord? {
        while true {
            // Step 1: a complete line is a record, or skipped when blank.
            if let lineBreak = buffer.withUnconsumedBytes({ JSONLinesStructure.lineFeed(in: $0, from: searched) }) {
                let record = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in
                    try parseLine(UnsafeBufferPointer(rebasing: bytes[..<lineBreak]))
                }
                buffer.consume(lineBreak + 1)
                line += 1
                searched = 0
                if let record { return record }
                continue
            }
            // Step 2: no line break yet: read on.
            searched = buffer.count
            if try buffer.refill(forRecordStartingOn: line) { continue }
            // Step 3: the end of the file as it is now.
            return try lastLine(in: buffer)
        }
    }

    /// The line without a line break at the end of the file: a record if it parses (the line
    /// counter stays, since bytes appended later continue this very line), else held back.
    private mutating func lastLine(in buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord? {
        do throws(RecordFileError) {
            let record = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in try parseLine(bytes) }
            if record != nil {
                buffer.consume(buffer.count)
                searched = 0
            }
            return record
        } catch {
            if warnedIncompleteLine != line {
                warnedIncompleteLine = line
                notes.warn(.incompleteLastLine(error.problem), onLine: line)
            }
            return nil
        }
    }

    /// The record on the current line, or `nil` for a blank line.
    private mutating func parseLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(RecordFileError) -> ScannedRecord? {
        guard !JSONLinesStructure.isBlank(bytes) else { return nil }
        // JSON white space includes the CR of a CRLF line end, so the parser takes it in stride.
        let (value, sawInvalidUTF8) = try JSONParser.parse(bytes, extent: .line(line, path: path), keptMember: keptMember)
        if sawInvalidUTF8 { notes.noteInvalidUTF8(onLine: line) }
        return ScannedRecord(line: line, value: value)
    }
}

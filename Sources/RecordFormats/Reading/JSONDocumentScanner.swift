/// Cuts a JSON file into records: the elements of a top-level array one by one, or any other
/// top-level value as a single record.
///
/// Array elements are cut at top-level commas by ``JSONElementStructure`` and parsed one at a time,
/// so a multi-GB array is read in bounded memory. The file must end with the array: bytes
/// other than white space after its `]`, or the end of the file before it, are errors.
struct JSONDocumentScanner: RecordScanner {
    /// Where in the document the scanner stands.
    private enum Stage {
        /// Before the first value: the file is empty or blank so far.
        case beforeDocument
        /// Just after the array's `[`: an element or `]` comes next.
        case firstElement
        /// Just after a `,` in the array: an element comes next.
        case elementAfterComma
        /// After the document's value: only white space may follow.
        case trailer
    }

    var notes: ScanNotes
    private let path: String
    private var stage = Stage.beforeDocument
    /// The position of the first unconsumed byte.
    private var position = TextPosition.start

    init(path: String) {
        self.path = path
        self.notes = ScanNotes(path: path)
    }

    mutating func resume(at start: RecordStart) {
        stage = .elementAfterComma
        position = TextPosition(line: start.line, column: start.column)
    }

    mutating func nextRecord(from buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord? {
        while true {
            let nextByte = try skipWhitespace(in: buffer)
            switch stage {
            case .beforeDocument:
                guard let nextByte else { return nil }
                guard nextByte == UInt8(ascii: "[") else { return try wholeDocument(in: buffer) }
                consume(1, from: buffer)
                stage = .firstElement
            case .firstElement where nextByte == UInt8(ascii: "]"):
                consume(1, from: buffer)
                stage = .trailer
            case .firstElement, .elementAfterComma:
                guard nextByte != nil else {
                    throw failure(stage == .firstElement ? .endOfFileBeforeFirstElement : .endOfFileBeforeElement)
                }
                guard nextByte != UInt8(ascii: "]") else {
                    throw failure(.trailingComma(before: "]"))
                }
                return try element(in: buffer)
            case .trailer:
                guard nextByte != nil else { return nil }
                let found = buffer.withUnconsumedBytes { ByteDescription.describe($0, at: 0, end: .end(.file)) }
                throw failure(.afterDocument(found: found))
            }
        }
    }

    // MARK: Steps

    /// Cuts out, parses and consumes one array element and the `,` or `]` after it.
    private mutating func element(in buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord {
        // Step 1: find where the element ends.
        let start = position
        let end = try elementEnd(in: buffer)
        // Step 2: parse it; the byte that stops it decides what comes next.
        let (value, closesArray, sawInvalidUTF8) = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in
            let terminator = ByteDescription.describe(bytes, at: end, end: .end(.file))
            let extent = JSONExtent.arrayElement(path: path, start: start, terminator: terminator)
            let parsed = try JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[..<end]), extent: extent)
            let isComma = end < bytes.count && bytes[end] == UInt8(ascii: ",")
            return (parsed.value, !isComma, parsed.sawInvalidUTF8)
        }
        if sawInvalidUTF8 { notes.noteInvalidUTF8(onLine: start.line) }
        // Step 3: consume the element and its terminator.
        consume(end + 1, from: buffer)
        stage = closesArray ? .trailer : .elementAfterComma
        return ScannedRecord(line: start.line, value: value)
    }

    /// The offset at which the element under the cursor ends, reading on until it does.
    private func elementEnd(in buffer: FileBuffer) throws(RecordFileError) -> Int {
        var structure = JSONElementStructure()
        while true {
            if let end = buffer.withUnconsumedBytes({ structure.length(in: $0) }) { return end }
            guard try buffer.refill(forRecordStartingOn: position.line) else {
                throw failure(.endOfFileInArrayElement)
            }
        }
    }

    /// Reads the rest of the file and parses it as one value: a top-level object or scalar.
    private mutating func wholeDocument(in buffer: FileBuffer) throws(RecordFileError) -> ScannedRecord {
        let start = position
        while try buffer.refill(forRecordStartingOn: start.line) {}
        let (value, sawInvalidUTF8) = try buffer.withUnconsumedBytes { (bytes) throws(RecordFileError) in
            try JSONParser.parse(bytes, extent: .restOfFile(path: path, start: start))
        }
        if sawInvalidUTF8 { notes.noteInvalidUTF8(onLine: start.line) }
        consume(buffer.count, from: buffer)
        stage = .trailer
        return ScannedRecord(line: start.line, value: value)
    }

    /// Consumes white space, refilling as needed.
    /// - Returns: The first byte after it, or `nil` at the end of the file.
    private mutating func skipWhitespace(in buffer: FileBuffer) throws(RecordFileError) -> UInt8? {
        while true {
            let (blankCount, nextByte) = buffer.withUnconsumedBytes { bytes in
                let blankCount = bytes.firstIndex { !$0.isJSONWhitespace } ?? bytes.count
                return (blankCount, blankCount < bytes.count ? bytes[blankCount] : nil)
            }
            consume(blankCount, from: buffer)
            if let nextByte { return nextByte }
            guard try buffer.refill(forRecordStartingOn: position.line) else { return nil }
        }
    }

    /// Consumes `count` bytes, keeping ``position`` up to date.
    private mutating func consume(_ count: Int, from buffer: FileBuffer) {
        buffer.withUnconsumedBytes { bytes in
            position = position.advanced(over: UnsafeBufferPointer(rebasing: bytes[..<min(count, bytes.count)]))
        }
        buffer.consume(count)
    }

    /// A malformed-JSON error at the first unconsumed byte.
    private func failure(_ problem: RecordFileProblem) -> RecordFileError {
        .malformed(problem, path: path, at: position)
    }
}

/// Record starts in CSV: every row that is not blank, after the header row, as
/// ``CSVStructure`` finds rows for the reader too.
struct CSVBoundaries: RecordBoundaryScanner {
    private var structure: CSVStructure
    /// Whether the next row is the header, which is not a record.
    private var nextRowIsHeader: Bool
    /// Whether a row has begun and not yet ended.
    private var isInRow = false

    /// Scans from the start of the file, where the header row is, if the dialect has one.
    init(dialect: CSVDialect) {
        structure = CSVStructure(delimiter: dialect.delimiter)
        nextRowIsHeader = dialect.hasHeader
    }

    /// Scans from `start`, the start of a record's row.
    init(dialect: CSVDialect, resumingAt start: RecordStart) {
        structure = CSVStructure(delimiter: dialect.delimiter, line: start.line)
        nextRowIsHeader = false
    }

    func speculating(at offset: Int) -> Self {
        var scanner = self
        scanner.structure = CSVStructure(delimiter: structure.delimiter)
        scanner.nextRowIsHeader = false
        scanner.isInRow = false
        return scanner
    }

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        structure.isAtRowStart && !nextRowIsHeader && !isInRow ? structure.line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        self = speculative
        structure.moveLines(by: line - 1)
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into batch: inout RecordStartBatch) {
        var index = 0
        while index < bytes.count {
            // Inside a row, what cannot end it is skipped; a row's first byte is consumed, as it starts a record.
            if isInRow { index = structure.skipToRowStructure(in: bytes, from: index) }
            guard index < bytes.count else { return }
            defer { index += 1 }
            // The line before the byte: a row's first byte is never a line break.
            let line = structure.line
            switch structure.consume(bytes[index]) {
            case .rowEnd:
                isInRow = false
            case .lineFeedAfterRowEnd:
                break
            default:
                guard !isInRow else { continue }
                isInRow = true
                if nextRowIsHeader {
                    nextRowIsHeader = false
                } else {
                    batch.add(RecordStart(offset: offset + index, line: line, column: 1))
                }
            }
        }
    }
}

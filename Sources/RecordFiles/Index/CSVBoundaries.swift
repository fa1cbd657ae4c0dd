/// Record starts in CSV: every row that is not blank, after the header row. It follows quotes as
/// ``CSVScanner`` does, so line breaks inside quoted fields do not start rows, and counts lines
/// the same way (LF, CRLF or a lone CR).
struct CSVBoundaries: RecordBoundaryScanner {
    private enum State {
        /// Between rows: no byte of a row yet.
        case betweenRows
        case fieldStart
        case unquoted
        case quoted
        /// Just after a quote inside a quoted field.
        case quoteInQuoted
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private let delimiter: UInt8
    /// Whether the next row is the header, which is not a record.
    private var nextRowIsHeader: Bool
    private var state = State.betweenRows
    private var line = 1
    private var previousByteWasCR = false

    init(dialect: CSVDialect) {
        delimiter = dialect.delimiter
        nextRowIsHeader = dialect.hasHeader
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        for index in bytes.indices {
            let byte = bytes[index]
            let isLineBreak = byte == Self.lineFeed || byte == Self.carriageReturn
            if isLineBreak {
                if byte == Self.carriageReturn || !previousByteWasCR { line += 1 }
                previousByteWasCR = byte == Self.carriageReturn
                if state != .quoted { state = .betweenRows }
                continue
            }
            previousByteWasCR = false
            if state == .betweenRows {
                if nextRowIsHeader {
                    nextRowIsHeader = false
                } else {
                    onRecord(RecordStart(offset: offset + index, line: line, column: 1))
                }
                state = .fieldStart
            }
            switch state {
            case .fieldStart:
                state = byte == Self.quote ? .quoted : byte == delimiter ? .fieldStart : .unquoted
            case .unquoted:
                if byte == delimiter { state = .fieldStart }
            case .quoted:
                if byte == Self.quote { state = .quoteInQuoted }
            case .quoteInQuoted:
                // A doubled quote is an escaped one; anything else closes the field.
                state = byte == Self.quote ? .quoted : byte == delimiter ? .fieldStart : .unquoted
            case .betweenRows:
                break
            }
        }
    }
}

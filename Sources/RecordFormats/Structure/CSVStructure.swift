/// The structure of CSV, a byte at a time: which quotes open, close or escape, which delimiters
/// and line breaks are structural, and which line each byte is on. The record reader
/// (``CSVScanner``), the index and the search all follow a CSV file through it, so they agree
/// on every row.
///
/// Rows end with LF, CRLF or a lone CR outside quotes; line breaks inside quotes are text. Lines
/// are counted the same way inside and outside quotes.
struct CSVStructure {
    /// What a byte is, structurally.
    enum Token: Equatable {
        /// A byte of a field's text: inside quotes, or in an unquoted field after its first byte.
        case text
        /// The first byte of an unquoted field.
        case unquotedFieldStart
        /// The quote that opens a quoted field.
        case openingQuote
        /// A quote inside a quoted field: it closes the field, unless another quote follows.
        case quoteInQuoted
        /// The second quote of a doubled one, `""`: a quote in the field's text.
        case escapedQuote
        /// Anything but the delimiter or a line break right after a closing quote: malformed.
        /// Read on, it starts unquoted text.
        case textAfterClosingQuote
        /// The delimiter between fields.
        case delimiter
        /// A line break that ends the row (and a blank line).
        case rowEnd
        /// The LF of a CRLF whose CR ended the row.
        case lineFeedAfterRowEnd
    }

    private enum State {
        case fieldStart
        case unquoted
        case quoted
        case quoteInQuoted
        /// Just after a CR that ended a row.
        case afterCarriageReturn
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    let delimiter: UInt8
    private var state = State.fieldStart
    /// The line the next byte is on.
    private(set) var line: Int
    private var previousByteWasCR = false

    /// Starts at the beginning of a row on `line`.
    init(delimiter: UInt8, line: Int = 1) {
        self.delimiter = delimiter
        self.line = line
    }

    /// Whether the scan stands at the start of a row after a line feed, as a new structure does.
    var isAtRowStart: Bool { state == .fieldStart && !previousByteWasCR }

    /// Moves the line count on by `count` lines.
    mutating func moveLines(by count: Int) { line += count }

    /// Whether the scan stands inside an unquoted field (whose text runs up to here).
    var isInUnquotedField: Bool { state == .unquoted }

    /// Whether the scan stands inside a quoted field that is still open.
    var isInQuotedField: Bool { state == .quoted }

    /// Moves over the bytes from `start` on that can neither end a row nor open or close a
    /// quote: up to the next line break or quote, sixteen bytes at a time. Delimiters among them
    /// only say where fields start, which matters to nothing but a quote right after one, so
    /// the scan stands after them as if it had consumed each. (The record reader, which splits
    /// fields, consumes every byte instead.)
    /// - Returns: The index of the first byte that counts; `start` right after a closing quote.
    mutating func skipToRowStructure(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard state != .quoteInQuoted else { return start }
        let end = ByteScan.firstIndex(of: Self.lineFeed, Self.carriageReturn, Self.quote, in: bytes, from: start)
        guard end > start else { return start }
        previousByteWasCR = false
        if state != .quoted { state = bytes[end - 1] == delimiter ? .fieldStart : .unquoted }
        return end
    }

    /// Moves over `byte`.
    mutating func consume(_ byte: UInt8) -> Token {
        if byte == Self.carriageReturn || (byte == Self.lineFeed && !previousByteWasCR) { line += 1 }
        previousByteWasCR = byte == Self.carriageReturn
        switch state {
        case .quoted:
            if byte == Self.quote { state = .quoteInQuoted; return .quoteInQuoted }
            return .text
        case .quoteInQuoted where byte == Self.quote:
            state = .quoted
            return .escapedQuote
        case .afterCarriageReturn where byte == Self.lineFeed:
            state = .fieldStart
            return .lineFeedAfterRowEnd
        case .fieldStart, .afterCarriageReturn:
            if byte == Self.quote { state = .quoted; return .openingQuote }
        default:
            break
        }
        switch byte {
        case delimiter:
            state = .fieldStart
            return .delimiter
        case Self.lineFeed, Self.carriageReturn:
            state = byte == Self.carriageReturn ? .afterCarriageReturn : .fieldStart
            return .rowEnd
        default:
            let wasAfterQuote = state == .quoteInQuoted
            let startsField = state == .fieldStart || state == .afterCarriageReturn
            state = .unquoted
            return wasAfterQuote ? .textAfterClosingQuote : startsField ? .unquotedFieldStart : .text
        }
    }
}

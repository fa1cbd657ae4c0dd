/// Record starts in a JSON file: each element of a top-level array, whose ends
/// ``JSONElementStructure`` finds as it does for the reader. Any other document is one record,
/// starting at its first byte.
struct JSONArrayBoundaries: RecordBoundaryScanner {
    private enum Stage {
        case beforeDocument
        /// Inside the top-level array, between elements: after its `[` or a `,`.
        case awaitingElement
        /// Inside an element.
        case inElement
        /// After the array, after a malformed element (where the reader stops), or in a
        /// document that is not an array.
        case done
    }

    private var stage = Stage.beforeDocument
    private var element = JSONElementStructure()
    /// Where a reader resumes for the awaited element: just after its `[` or `,`.
    private var elementStart = RecordStart(offset: 0, line: 1, column: 1)
    /// The position of the byte being scanned.
    private var position = TextPosition.start

    /// Scans from the start of the file.
    init() {}

    /// Scans from `start`, just after the `[` or `,` before an element.
    init(resumingAt start: RecordStart) {
        stage = .awaitingElement
        elementStart = start
        position = TextPosition(line: start.line, column: start.column)
    }

    /// The start of the first element a speculative scan awaits: it lies before the line feed
    /// the scan started after, where only the scan of the bytes before knows it.
    private static let unknownStart = RecordStart(offset: -1, line: 0, column: 0)

    func speculating(at offset: Int) -> Self {
        Self(resumingAt: Self.unknownStart, position: .start)
    }

    private init(resumingAt start: RecordStart, position: TextPosition) {
        stage = .awaitingElement
        elementStart = start
        self.position = position
    }

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        stage == .awaitingElement ? position.line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        let awaited = adopted(speculative.elementStart, startedOnLine: line)
        self = speculative
        elementStart = awaited
        position.line += line - 1
    }

    func adopted(_ start: RecordStart, startedOnLine line: Int) -> RecordStart {
        start == Self.unknownStart ? elementStart
            : RecordStart(offset: start.offset, line: start.line + line - 1, column: start.column)
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        for index in bytes.indices where stage != .done {
            let byte = bytes[index]
            defer { position.advance(over: byte) }
            switch stage {
            case .beforeDocument where !byte.isJSONWhitespace:
                // The document's first byte: an array, or a single record.
                guard byte == UInt8(ascii: "[") else {
                    stage = .done
                    onRecord(RecordStart(offset: offset + index, line: position.line, column: position.column))
                    continue
                }
                awaitElement(after: offset + index)
            case .awaitingElement where !byte.isJSONWhitespace:
                // A `]` here closes an empty array (or follows a trailing comma, where the
                // reader stops): no element.
                guard byte != UInt8(ascii: "]") else {
                    stage = .done
                    continue
                }
                onRecord(elementStart)
                element = JSONElementStructure()
                stage = .inElement
                fallthrough  // the element's first byte may already end it (`[,`)
            case .inElement:
                switch element.consume(byte) {
                case nil: break
                case .beforeComma: awaitElement(after: offset + index)
                case .beforeArrayEnd, .afterStrayBracket: stage = .done
                }
            default:
                break
            }
        }
    }

    /// Notes that an element may start after the `[` or `,` at `offset`.
    private mutating func awaitElement(after offset: Int) {
        stage = .awaitingElement
        // Past the `[` or `,`: one column on, on the same line.
        elementStart = RecordStart(offset: offset + 1, line: position.line, column: position.column + 1)
    }
}

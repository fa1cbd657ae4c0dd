/// Record starts in a JSON file: each element of a top-level array, found by following strings
/// and brackets as ``ArrayElementScan`` does. Any other document is one record, starting at its
/// first byte.
struct JSONArrayBoundaries: RecordBoundaryScanner {
    private enum Stage {
        case beforeDocument
        /// Inside the top-level array.
        case inArray
        /// After the array, or in a document that is not an array.
        case done
    }

    private var stage = Stage.beforeDocument
    /// Open brackets, the top-level array's included.
    private var depth = 0
    private var strings = JSONStringState()
    /// Whether an element may start: just after the array's `[` or a top-level `,`.
    private var awaitsElement = false
    /// Where a reader resumes for the awaited element: just after its `[` or `,`.
    private var elementStart = RecordStart(offset: 0, line: 1, column: 1)
    /// The position of the byte being scanned.
    private var position = TextPosition.start

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        for index in bytes.indices where stage != .done {
            let byte = bytes[index]
            defer { position.advance(over: byte) }
            if strings.isInString {
                _ = strings.consume(byte)
                continue
            }
            if byte.isJSONWhitespace { continue }
            guard stage == .inArray else {
                // The document's first byte: an array, or a single record.
                guard byte == UInt8(ascii: "[") else {
                    stage = .done
                    onRecord(RecordStart(offset: offset + index, line: position.line, column: position.column))
                    continue
                }
                stage = .inArray
                depth = 1
                awaitElement(after: offset + index)
                continue
            }
            if awaitsElement {
                awaitsElement = false
                if depth == 1 && byte == UInt8(ascii: "]") {
                    stage = .done
                    continue
                }
                onRecord(elementStart)
            }
            if strings.consume(byte) { continue }  // a string opens
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { stage = .done }
            case UInt8(ascii: ",") where depth == 1:
                awaitElement(after: offset + index)
            default:
                break
            }
        }
    }

    /// Notes that an element may start after the `[` or `,` at `offset`.
    private mutating func awaitElement(after offset: Int) {
        awaitsElement = true
        // Past the `[` or `,`: one column on, on the same line.
        elementStart = RecordStart(offset: offset + 1, line: position.line, column: position.column + 1)
    }
}

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
    private var isInString = false
    private var isAfterBackslash = false
    /// Whether an element may start: just after the array's `[` or a top-level `,`.
    private var awaitsElement = false
    /// Where a reader resumes for the awaited element: just after its `[` or `,`.
    private var elementStart = RecordStart(offset: 0, line: 1, column: 1)
    private var line = 1
    private var column = 1

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
        for index in bytes.indices where stage != .done {
            let byte = bytes[index]
            defer {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0b1100_0000 != 0b1000_0000 {
                    column += 1
                }
            }
            if isInString {
                if isAfterBackslash {
                    isAfterBackslash = false
                } else if byte == UInt8(ascii: "\\") {
                    isAfterBackslash = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            if byte.isJSONWhitespace { continue }
            guard stage == .inArray else {
                // The document's first byte: an array, or a single record.
                guard byte == UInt8(ascii: "[") else {
                    stage = .done
                    onRecord(RecordStart(offset: offset + index, line: line, column: column))
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
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
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
        elementStart = RecordStart(offset: offset + 1, line: line, column: column + 1)
    }
}

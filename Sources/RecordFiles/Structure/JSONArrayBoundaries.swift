/// Record starts in a JSON file: each element of a top-level array, whose ends
/// ``JSONElementStructure`` finds as it does for the reader. Any other document is one record,
/// starting at its first byte.
///
/// Inside an element only the bytes that can change its structure, and line feeds, are looked
/// at one by one (``JSONElementStructure/nextByteThatCounts(in:from:)``); columns are counted
/// sixteen bytes at a time, and only up to where a record start needs one.
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
    /// The position of the next byte to scan.
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
        // The column is known at `anchor` and counted on from there when a start needs it.
        var anchor = 0
        var anchorColumn = position.column
        func column(at index: Int) -> Int {
            anchorColumn += ByteScan.characterCount(in: bytes, from: anchor, to: index)
            anchor = index
            return anchorColumn
        }
        // Takes the line feeds of `lineFeeds` (bits from byte `at` on) into the position.
        func countLines(_ lineFeeds: UInt64, at start: Int) {
            guard lineFeeds != 0 else { return }
            position.line += lineFeeds.nonzeroBitCount
            anchor = start + (JSONBlockMasks.width - lineFeeds.leadingZeroBitCount)
            anchorColumn = 1
        }
        var index = 0
        while index < bytes.count, stage != .done {
            if stage == .inElement, !element.isAfterBackslash, index + JSONBlockMasks.width <= bytes.count {
                // Step 1: a block of 64 bytes without a backslash at once; its brackets and
                // commas outside strings one by one, until the element ends.
                let block = JSONBlockMasks(bytes.baseAddress! + index)
                if !block.hasBackslash {
                    let inside = JSONBlockMasks.prefixParity(block.quotes) ^ (element.isInString ? ~0 : 0)
                    var structure = block.structure & ~inside
                    var lineFeeds = block.lineFeeds
                    var endedAt: Int?
                    while structure != 0, endedAt == nil {
                        let bit = structure.trailingZeroBitCount
                        structure &= structure &- 1
                        let below: UInt64 = (1 << UInt64(bit)) &- 1
                        countLines(lineFeeds & below, at: index)
                        lineFeeds &= ~below
                        element.set(isInString: false)
                        switch element.consume(bytes[index + bit]) {
                        case nil: break
                        case .beforeComma:
                            awaitElement(after: offset + index + bit, column: column(at: index + bit))
                            // The next element starts at the next byte that is not white space,
                            // whose structure the block already holds; past the block, or at a
                            // `]`, the bytes are looked at one by one.
                            var next = bit + 1
                            while next < JSONBlockMasks.width, bytes[index + next].isJSONWhitespace { next += 1 }
                            if next == JSONBlockMasks.width || bytes[index + next] == UInt8(ascii: "]") {
                                endedAt = index + bit
                            } else {
                                onRecord(elementStart)
                                element = JSONElementStructure()
                                stage = .inElement
                            }
                        case .beforeArrayEnd, .afterStrayBracket:
                            stage = .done
                            endedAt = index + bit
                        }
                    }
                    if let endedAt {
                        index = endedAt + 1
                        continue
                    }
                    countLines(lineFeeds, at: index)
                    element.set(isInString: inside >> 63 == 1)
                    index += JSONBlockMasks.width
                    continue
                }
            }
            if stage == .inElement {
                index = element.nextByteThatCounts(in: bytes, from: index)
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            switch stage {
            case .beforeDocument where !byte.isJSONWhitespace:
                // The document's first byte: an array, or a single record.
                guard byte == UInt8(ascii: "[") else {
                    stage = .done
                    onRecord(RecordStart(offset: offset + index, line: position.line, column: column(at: index)))
                    break
                }
                awaitElement(after: offset + index, column: column(at: index))
            case .awaitingElement where !byte.isJSONWhitespace:
                // A `]` here closes an empty array (or follows a trailing comma, where the
                // reader stops): no element.
                guard byte != UInt8(ascii: "]") else {
                    stage = .done
                    break
                }
                onRecord(elementStart)
                element = JSONElementStructure()
                stage = .inElement
                fallthrough  // the element's first byte may already end it (`[,`)
            case .inElement:
                switch element.consume(byte) {
                case nil: break
                case .beforeComma: awaitElement(after: offset + index, column: column(at: index))
                case .beforeArrayEnd, .afterStrayBracket: stage = .done
                }
            default:
                break
            }
            if byte == JSONLinesStructure.lineFeed {
                position.line += 1
                anchor = index + 1
                anchorColumn = 1
            }
            index += 1
        }
        position.column = column(at: max(anchor, index))
    }

    /// Notes that an element may start after the `[` or `,` at `offset`, in `column`.
    private mutating func awaitElement(after offset: Int, column: Int) {
        stage = .awaitingElement
        // Past the `[` or `,`: one column on, on the same line.
        elementStart = RecordStart(offset: offset + 1, line: position.line, column: column + 1)
    }
}

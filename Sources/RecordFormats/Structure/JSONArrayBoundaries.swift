/// Record starts in a JSON file: each element of a top-level array, at its first byte, whose
/// ends ``JSONElementStructure`` finds as it does for the reader. Any other document is one
/// record, starting at its first byte.
///
/// Inside an element, 64 bytes at a time ``JSONBlockMasks`` finds the brackets and commas
/// outside strings; only the brackets, and the commas outside the element's own brackets, are
/// looked at one by one. Columns are counted sixteen bytes at a time, and only up to where a
/// record start needs one.
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
    /// The position of the next byte to scan.
    private var position = TextPosition.start

    /// Scans from the start of the file.
    init() {}

    /// Scans from `start`, an element's first byte (or white space before it, after the `[`
    /// or `,`).
    init(resumingAt start: RecordStart) {
        stage = .awaitingElement
        position = TextPosition(line: start.line, column: start.column)
    }

    func speculating(at offset: Int) -> Self {
        Self(resumingAt: RecordStart(offset: offset, line: 1, column: 1))
    }

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        stage == .awaitingElement ? position.line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        self = speculative
        position.line += line - 1
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into batch: inout RecordStartBatch) {
        // The column is known at `anchor` and counted on from there when a start needs it.
        var anchor = 0
        var anchorColumn = position.column
        func column(at index: Int) -> Int {
            anchorColumn += ByteScan.characterCount(in: bytes, from: anchor, to: index)
            anchor = index
            return anchorColumn
        }
        func start(at index: Int) -> RecordStart {
            RecordStart(offset: offset + index, line: position.line, column: column(at: index))
        }
        // Takes the line feeds of `lineFeeds` (bits of the block at `blockStart`) into the position.
        func countLines(_ lineFeeds: UInt64, inBlockAt blockStart: Int) {
            guard lineFeeds != 0 else { return }
            position.line += lineFeeds.nonzeroBitCount
            anchor = blockStart + (JSONBlockMasks.width - lineFeeds.leadingZeroBitCount)
            anchorColumn = 1
        }
        var index = 0
        while index < bytes.count, stage != .done {
            if stage == .inElement, !element.isAfterBackslash, index + JSONBlockMasks.width <= bytes.count {
                // Step 1: a block of 64 bytes without a backslash at once.
                let block = JSONBlockMasks(bytes.baseAddress! + index)
                if !block.hasBackslash {
                    let inside = JSONBlockMasks.prefixParity(block.quotes) ^ (element.isInString ? ~0 : 0)
                    let brackets = block.brackets & ~inside
                    // Found once the block reaches the array's level, where commas end elements.
                    var commas: UInt64?
                    var lineFeeds = block.lineFeeds
                    // The bits not looked at yet, and where the byte-by-byte scan takes over.
                    var unseen = ~UInt64(0)
                    var endedAt: Int?
                    while endedAt == nil {
                        // Commas inside the element's brackets cannot end it.
                        var candidates = brackets & unseen
                        if element.isAtTopLevel {
                            let found = commas ?? JSONBlockMasks.commas(in: bytes.baseAddress! + index) & ~inside
                            commas = found
                            candidates |= found & unseen
                        }
                        guard candidates != 0 else { break }
                        let bit = candidates.trailingZeroBitCount
                        unseen = ~UInt64(0) << UInt64(bit + 1)
                        switch element.consumeOutsideStrings(bytes[index + bit]) {
                        case nil: break
                        case .beforeComma:
                            stage = .awaitingElement
                            // The next element starts at the next byte that is not white space;
                            // in the block, at a byte other than `]`, it is taken up at once.
                            var next = bit + 1
                            while next < JSONBlockMasks.width, bytes[index + next].isJSONWhitespace { next += 1 }
                            guard next < JSONBlockMasks.width, bytes[index + next] != UInt8(ascii: "]") else {
                                endedAt = index + bit
                                break
                            }
                            let before = Self.bits(below: next)
                            countLines(lineFeeds & before, inBlockAt: index)
                            lineFeeds &= ~before
                            batch.add(start(at: index + next))
                            element = JSONElementStructure()
                            stage = .inElement
                            unseen = ~before
                        case .beforeArrayEnd, .afterStrayBracket:
                            stage = .done
                            endedAt = index + bit
                        }
                    }
                    if let endedAt {
                        countLines(lineFeeds & Self.bits(below: endedAt - index), inBlockAt: index)
                        index = endedAt + 1
                        continue
                    }
                    countLines(lineFeeds, inBlockAt: index)
                    element.set(isInString: inside >> 63 == 1)
                    index += JSONBlockMasks.width
                    continue
                }
            }
            // Step 2: otherwise a byte at a time, skipping what cannot change an element's structure.
            if stage == .inElement {
                index = element.nextByteThatCounts(in: bytes, from: index)
                guard index < bytes.count else { break }
            }
            let byte = bytes[index]
            switch stage {
            case .beforeDocument where !byte.isJSONWhitespace:
                // The document's first byte: an array, or a single record.
                if byte != UInt8(ascii: "[") { batch.add(start(at: index)) }
                stage = byte == UInt8(ascii: "[") ? .awaitingElement : .done
            case .awaitingElement where !byte.isJSONWhitespace:
                // A `]` here closes an empty array (or follows a trailing comma, where the
                // reader stops): no element.
                guard byte != UInt8(ascii: "]") else {
                    stage = .done
                    break
                }
                batch.add(start(at: index))
                element = JSONElementStructure()
                stage = .inElement
                fallthrough  // the element's first byte may already end it (`[,`)
            case .inElement:
                switch element.consume(byte) {
                case nil: break
                case .beforeComma: stage = .awaitingElement
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

    /// The bits below bit `count` of a block.
    @inline(__always)
    private static func bits(below count: Int) -> UInt64 {
        (1 << UInt64(count)) &- 1
    }
}

/// Finds where one element of a top-level JSON array ends, byte by byte, without parsing it:
/// the structure the record reader (``JSONDocumentScanner``), the index and the search all
/// follow through a JSON array, so they agree on every element.
///
/// It tracks just enough of JSON to know which commas and brackets are structural: whether it
/// is inside a string, after a backslash, and which brackets are open. The element ends before
/// the first `,` or `]` outside any string and bracket. A closing bracket that does not match
/// the innermost open one ends the element just after itself: the parser then reports it
/// where it stands, instead of the scan running on to the end of the file.
struct JSONElementStructure {
    /// How an element ended.
    enum Ending {
        /// Before a `,`: another element follows.
        case beforeComma
        /// Before the `]` that closes the array.
        case beforeArrayEnd
        /// Just after a closing bracket that matches no open one: the element is malformed.
        case afterStrayBracket
    }

    /// The open brackets, innermost last.
    private var openBrackets = BracketStack()
    private var strings = JSONStringState()
    /// How many bytes of the element ``length(in:)`` has scanned; it resumes there.
    private var scanned = 0

    /// Moves over `byte`, the element's next one.
    /// - Returns: How the element ends at this byte, if it does.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Ending? {
        if strings.consume(byte) { return nil }
        return consumeOutsideStrings(byte)
    }

    /// Moves over `byte`, the element's next one, which is outside any string: a bracket or
    /// a comma that a block's masks found (``JSONBlockMasks``), with no call per byte.
    /// - Returns: How the element ends at this byte, if it does.
    @inline(__always)
    mutating func consumeOutsideStrings(_ byte: UInt8) -> Ending? {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            openBrackets.push(isSquare: byte == UInt8(ascii: "["))
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard let openIsSquare = openBrackets.pop() else {
                // A `]` at the top closes the array; a `}` there is stray and stays in.
                return byte == UInt8(ascii: "]") ? .beforeArrayEnd : .afterStrayBracket
            }
            if openIsSquare != (byte == UInt8(ascii: "]")) { return .afterStrayBracket }
        case UInt8(ascii: ",") where openBrackets.isEmpty:
            return .beforeComma
        default:
            break
        }
        return nil
    }

    /// The index of the first byte at or after `start` that may change the element's structure
    /// or is a line feed: in a string a quote, a backslash or the byte after one; outside
    /// strings a quote, a bracket or a comma. The bytes before it would change nothing.
    @inline(__always)
    func nextByteThatCounts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard !strings.isAfterBackslash else { return start }
        return strings.isInString
            ? ByteScan.firstIndex(of: UInt8(ascii: "\""), UInt8(ascii: "\\"), JSONLinesStructure.lineFeed, in: bytes, from: start)
            : ByteScan.firstJSONStructureIndex(in: bytes, from: start)
    }

    /// Whether the last byte left the text inside a string.
    var isInString: Bool { strings.isInString }

    /// Whether the scan stands outside all of the element's brackets, where a comma ends it.
    var isAtTopLevel: Bool { openBrackets.isEmpty }

    /// Whether the last byte was a backslash in a string.
    var isAfterBackslash: Bool { strings.isAfterBackslash }

    /// Sets whether the text stands inside a string, found for many bytes at once (bytes that
    /// hold no bracket or comma outside strings, and no backslash).
    mutating func set(isInString: Bool) { strings.set(isInString: isInString) }

    /// Scans on through `bytes`, which begin with the element.
    /// - Returns: The element's length once its end is in `bytes`; `nil` to be called again
    ///   with the same bytes and more after them.
    mutating func length(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        while scanned < bytes.count {
            let ending = consume(bytes[scanned])
            scanned += 1
            switch ending {
            case nil: continue
            case .beforeComma, .beforeArrayEnd: return scanned - 1
            case .afterStrayBracket: return scanned
            }
        }
        return nil
    }
}

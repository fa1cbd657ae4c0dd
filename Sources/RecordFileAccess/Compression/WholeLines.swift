/// Where the last whole line ends in bytes that come a piece at a time: past it is an
/// unfinished line, at most `limit` bytes long (a longer one counts as whole). For CSV, a line
/// break inside double quotes (a quoted field's) ends no line.
struct LineEnds {
    /// The most of an unfinished line left past ``wholeEnd``.
    let limit: Int
    /// Whether line breaks inside double quotes are part of a field.
    let followsQuotes: Bool
    /// The bytes seen so far.
    private(set) var count = 0
    /// The end of the last whole line among them.
    private(set) var wholeEnd = 0
    /// Whether the bytes seen end inside quotes.
    private var isInsideQuotes = false

    init(limit: Int, followsQuotes: Bool = false) {
        self.limit = limit
        self.followsQuotes = followsQuotes
    }

    /// Takes in the next `bytes`.
    mutating func add(_ bytes: some BidirectionalCollection<UInt8>) {
        if followsQuotes {
            var offset = count
            for byte in bytes {
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    isInsideQuotes.toggle()
                } else if byte == 0x0A, !isInsideQuotes {
                    wholeEnd = offset
                }
            }
        } else if let last = bytes.lastIndex(of: 0x0A) {
            wholeEnd = count + bytes.distance(from: bytes.startIndex, to: last) + 1
        }
        count += bytes.count
        if count - wholeEnd > limit { wholeEnd = count }
    }

    /// The input has ended: all of it counts as whole.
    mutating func end() {
        wholeEnd = count
    }
}

/// Hands bytes on up to the end of their last whole line (``LineEnds``); what follows it waits
/// for more.
struct WholeLines {
    private var ends: LineEnds
    private var heldBack: [UInt8] = []

    init(limit: Int, followsQuotes: Bool = false) {
        ends = LineEnds(limit: limit, followsQuotes: followsQuotes)
    }

    /// `bytes` after what was held back, up to the end of the last whole line.
    mutating func add(_ bytes: some BidirectionalCollection<UInt8>) -> ArraySlice<UInt8> {
        let handedOn = ends.wholeEnd
        heldBack.append(contentsOf: bytes)
        ends.add(bytes)
        let whole = heldBack[..<(ends.wholeEnd - handedOn)]
        heldBack = Array(heldBack[whole.endIndex...])
        return whole
    }

    /// What is held back, at the end of the input; nothing is held back afterwards.
    mutating func rest() -> [UInt8] {
        ends.end()
        defer { heldBack = [] }
        return heldBack
    }
}

/// Hands bytes on up to their last line break; what follows it (an unfinished line) waits for
/// more, unless it grows past a limit. For CSV, a line break inside double quotes (a quoted
/// field's) ends no line.
struct WholeLines {
    /// The most of an unfinished line held back.
    let limit: Int
    /// Whether line breaks inside double quotes are part of a field.
    let followsQuotes: Bool
    private var heldBack: [UInt8] = []
    /// Whether the held-back bytes end inside quotes.
    private var isInsideQuotes = false

    init(limit: Int, followsQuotes: Bool = false) {
        self.limit = limit
        self.followsQuotes = followsQuotes
    }

    /// `bytes` after what was held back, up to the last line break that ends a line (all of it
    /// past the limit).
    mutating func add(_ bytes: some Sequence<UInt8>) -> ArraySlice<UInt8> {
        let scanFrom = heldBack.count
        heldBack.append(contentsOf: bytes)
        var end = 0
        if followsQuotes {
            // What was held back holds no line's end: only the new bytes are looked at.
            for index in scanFrom..<heldBack.count {
                if heldBack[index] == UInt8(ascii: "\"") {
                    isInsideQuotes.toggle()
                } else if heldBack[index] == 0x0A, !isInsideQuotes {
                    end = index + 1
                }
            }
        } else {
            end = heldBack.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        }
        if end == 0, heldBack.count > limit { end = heldBack.count }
        let whole = heldBack[..<end]
        heldBack = Array(heldBack[end...])
        return whole
    }

    /// What is held back, at the end of the input; nothing is held back afterwards.
    mutating func rest() -> [UInt8] {
        defer { heldBack = [] }
        return heldBack
    }
}

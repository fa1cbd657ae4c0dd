/// Hands bytes on up to their last line break; what follows it (an unfinished line) waits for
/// more, unless it grows past a limit.
struct WholeLines {
    /// The most of an unfinished line held back.
    let limit: Int
    private var heldBack: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// `bytes` after what was held back, up to the last line break (all of it past the limit).
    mutating func add(_ bytes: some Sequence<UInt8>) -> ArraySlice<UInt8> {
        heldBack.append(contentsOf: bytes)
        let end = heldBack.lastIndex(of: 0x0A).map { $0 + 1 } ?? (heldBack.count > limit ? heldBack.count : 0)
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

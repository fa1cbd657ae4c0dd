/// The open brackets of a JSON text, innermost last, as bits: one per level (set for `[`, clear
/// for `{`) in a word for the first 64 levels, an array only for deeper ones. Pushing and
/// popping a level then costs no allocation.
struct BracketStack: Equatable {
    private(set) var depth = 0
    private var levels: UInt64 = 0
    private var deeper: [Bool] = []

    var isEmpty: Bool { depth == 0 }

    /// Opens a level: `[` when `isSquare`, else `{`.
    @inline(__always)
    mutating func push(isSquare: Bool) {
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            levels = isSquare ? levels | bit : levels & ~bit
        } else {
            pushDeeper(isSquare: isSquare)
        }
        depth += 1
    }

    /// Opens a level past the first 64: rare, and kept out of the callers' loops.
    @inline(never)
    private mutating func pushDeeper(isSquare: Bool) {
        deeper.append(isSquare)
    }

    /// Closes a level past the first 64; whether it was a `[`.
    @inline(never)
    private mutating func popDeeper() -> Bool {
        deeper.removeLast()
    }

    /// Closes the innermost level; whether it was a `[`; `nil` when none is open.
    @inline(__always)
    mutating func pop() -> Bool? {
        guard depth > 0 else { return nil }
        depth -= 1
        return depth < 64 ? levels >> UInt64(depth) & 1 == 1 : popDeeper()
    }
}

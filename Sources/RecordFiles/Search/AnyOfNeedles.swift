/// Finds the first of a few needles (an alternation's branches' texts, `ERROR|FATAL`), each with
/// a ``NeedleFinder`` of its own: each needle's next match is kept, so the bytes are searched
/// once for each needle however many matches of the others come first, not again at every one.
struct AnyOfNeedles: CandidateFinder {
    private let finders: [NeedleFinder]
    /// Each needle's first match from ``searchedFrom`` on in the bytes searched last (`nil`:
    /// none up to their end).
    private var next: [Int?]
    /// Where each needle was last searched from; `Int.max` when not in these bytes.
    private var searchedFrom: [Int]
    /// The address of the bytes searched last, and their end: the matches kept are theirs.
    private var address = 0
    private var end = 0

    /// Finds any of `finders`' needles (at least one; one is found faster by its own finder).
    init(_ finders: [NeedleFinder]) {
        self.finders = finders
        next = Array(repeating: nil, count: finders.count)
        searchedFrom = Array(repeating: .max, count: finders.count)
    }

    /// The longest needle's length.
    var length: Int { finders.map(\.length).max() ?? 1 }

    mutating func firstMatch(in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        if Int(bitPattern: bytes) != address || end != self.end {
            (address, self.end) = (Int(bitPattern: bytes), end)
            searchedFrom = Array(repeating: .max, count: finders.count)
        }
        var first: Int?
        for needle in finders.indices {
            // A match kept is the first from `start` on when it was searched for from no later,
            // and is not before `start`; no match kept, none is.
            if searchedFrom[needle] > start || next[needle].map({ $0 < start }) == true {
                next[needle] = finders[needle].firstMatch(in: bytes, from: start, to: end)
                searchedFrom[needle] = start
            }
            if let found = next[needle], found < first ?? .max { first = found }
        }
        return first
    }
}

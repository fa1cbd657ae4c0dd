/// Which lines start a record in one stride of a file's records (the ``RecordIndex/stride``
/// records from one kept start to the next), where records start only at lines' starts but
/// not every line starts one: a text log's continuation lines, JSON Lines' blank lines. A
/// search numbers a match there by counting the line breaks before it, as where every line is
/// a record, instead of telling each line apart again.
enum StrideLineMap: Equatable, Sendable {
    /// The stride's records start on its first lines, one per line; any lines after them
    /// belong to its last record.
    case firstLines
    /// A bit per line from the stride's first, the first line's in the first word's lowest
    /// bit: set where a record starts. Lines past the words belong to its last record.
    case heads(ArraySlice<UInt64>)

    /// The records of the stride that start on its lines up to and including line `line`,
    /// counted from its first (0).
    func recordsStarting(throughLine line: Int, stride: Int) -> Int {
        switch self {
        case .firstLines:
            return min(line + 1, stride)
        case .heads(let words):
            let whole = min(line / 64, words.count)
            var count = 0
            for word in words.prefix(whole) { count += word.nonzeroBitCount }
            if whole < words.count {
                let bits = line % 64 + 1
                count += (words[words.startIndex + whole] & (bits == 64 ? .max : (1 << UInt64(bits)) - 1)).nonzeroBitCount
            }
            return count
        }
    }
}

/// The ``StrideLineMap``s of consecutive strides from `firstSlot` on, kept in two flat arrays:
/// a word per stride, and the bits of those whose records do not start on their first lines.
/// A stride whose map is not known (indexing began inside it, or its records span more than
/// ``maximumLines`` lines) has none: its matches are numbered by the boundary scanner.
struct StrideLineMaps: Equatable, Sendable {
    /// The most lines a stride's map covers: 16 words of bits, 2 bytes a record at most.
    static let maximumLines = 16 * 64

    /// The stride of ``entries``' first.
    private(set) var firstSlot: Int
    /// For each stride: 0 when its map is not known, 1 for ``StrideLineMap/firstLines``, else
    /// where its bits start in ``words`` (plus one), shifted past a byte that holds their count.
    private var entries: [UInt64] = []
    private var words: [UInt64] = []

    /// No maps yet; the first to come is stride `firstSlot`'s.
    init(firstSlot: Int = 0) {
        self.firstSlot = firstSlot
    }

    /// The strides up to which maps are known or known to be missing.
    var endSlot: Int { firstSlot + entries.count }

    /// The bytes the maps take.
    var memoryFootprint: Int {
        (entries.capacity + words.capacity) * MemoryLayout<UInt64>.stride
    }

    /// The map of stride `slot`, when it is known.
    func map(forSlot slot: Int) -> StrideLineMap? {
        let index = slot - firstSlot
        guard index >= 0, index < entries.count else { return nil }
        let entry = entries[index]
        switch entry {
        case 0: return nil
        case 1: return .firstLines
        default:
            let start = Int(entry >> 8) - 1, count = Int(entry & 0xFF)
            return .heads(words[start..<(start + count)])
        }
    }

    /// Adds stride `slot`'s map (`nil` when not known), `slot` at or past ``endSlot``: the
    /// strides between have none.
    mutating func append(_ map: StrideLineMap?, forSlot slot: Int) {
        switch map {
        case nil: append(entry: 0, forSlot: slot)
        case .firstLines: append(entry: 1, forSlot: slot)
        case .heads(let bits): appendHeads(bits, forSlot: slot)
        }
    }

    /// Adds stride `slot`'s heads, the bits of its lines (at most ``maximumLines``).
    mutating func appendHeads(_ bits: some Collection<UInt64>, forSlot slot: Int) {
        append(entry: UInt64(words.count + 1) << 8 | UInt64(bits.count), forSlot: slot)
        words.append(contentsOf: bits)
    }

    /// Adds `other`'s maps, which start at or past ``endSlot``.
    mutating func append(contentsOf other: StrideLineMaps) {
        for slot in other.firstSlot..<other.endSlot {
            append(other.map(forSlot: slot), forSlot: slot)
        }
    }

    /// A copy of the maps of strides `slots`, as far as they are here.
    func copy(of slots: Range<Int>) -> StrideLineMaps {
        var copy = StrideLineMaps(firstSlot: max(slots.lowerBound, firstSlot))
        for slot in copy.firstSlot..<max(copy.firstSlot, min(slots.upperBound, endSlot)) {
            copy.append(map(forSlot: slot), forSlot: slot)
        }
        return copy
    }

    /// Forgets the maps, keeping the memory; the next to come is stride `slot`'s.
    mutating func removeAll(nextSlot slot: Int) {
        entries.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        firstSlot = slot
    }

    // MARK: Saving

    /// The maps as words, for saving: the first stride's slot, the counts of strides and of
    /// words of bits, a word per stride, then the bits.
    var savedWords: [UInt64] {
        [UInt64(firstSlot), UInt64(entries.count), UInt64(words.count)] + entries + words
    }

    /// The maps saved as ``savedWords``, or `nil` when the words do not make maps whole.
    init?(savedWords: [UInt64]) {
        guard savedWords.count >= 3, savedWords[0] <= UInt64(Int32.max), savedWords[1] <= UInt64(Int32.max),
              savedWords[2] <= UInt64(Int32.max), savedWords.count == 3 + Int(savedWords[1]) + Int(savedWords[2])
        else { return nil }
        let entryCount = Int(savedWords[1])
        firstSlot = Int(savedWords[0])
        entries = Array(savedWords[3..<(3 + entryCount)])
        words = Array(savedWords[(3 + entryCount)...])
        for entry in entries where entry > 1 {
            let start = Int(entry >> 8) - 1, count = Int(entry & 0xFF)
            guard count >= 1, count <= Self.maximumLines / 64, start + count <= words.count else { return nil }
        }
    }

    private mutating func append(entry: UInt64, forSlot slot: Int) {
        if entries.isEmpty, slot > firstSlot { firstSlot = slot }
        guard slot >= endSlot else { return }
        entries.append(contentsOf: repeatElement(0, count: slot - endSlot))
        entries.append(entry)
    }
}

/// Which lines start a record in one stride of a file's records (the ``RecordIndex/stride``
/// records from one kept start to the next), where records start only at lines' starts but
/// not every line starts one: a text log's continuation lines, JSON Lines' blank lines, a CSV
/// row of several lines. A search numbers a match there by counting the line ends before it,
/// as where every line is a record, instead of telling each line apart again; where the
/// stride's records are long, by where they start, and goes on after a match at the next one.
enum StrideLineMap: Equatable, Sendable {
    /// The stride's records start on its first lines, one per line; any lines after them
    /// belong to its last record.
    case firstLines
    /// A bit per line from the stride's first, the first line's in the first word's lowest
    /// bit: set where a record starts. Lines past the words belong to its last record.
    case heads(ArraySlice<UInt64>)
    /// The stride's records span more lines than a map of bits covers (an installer's stanzas,
    /// long traces): its first `firstLines` records start on its first lines, one per line,
    /// and the others at `distances` bytes from its first record's start, two to a word, the
    /// first in the lower half (a last half unused is all ones).
    case distantStarts(firstLines: Int, distances: ArraySlice<UInt64>)

    /// The records of the stride that start on its lines up to and including line `line`,
    /// counted from its first (0); for ``distantStarts(firstLines:distances:)``, a line before
    /// its first distant start's.
    func recordsStarting(throughLine line: Int, stride: Int) -> Int {
        switch self {
        case .firstLines:
            return min(line + 1, stride)
        case .distantStarts(let firstLines, _):
            return min(line + 1, firstLines)
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

    /// For ``distantStarts(firstLines:distances:)``, of a byte `distance` bytes from the
    /// stride's first record's start, at or after the first distant start: the records of the
    /// stride that start at or before it, and the distance of the next one's start (`nil` when
    /// the byte is in the stride's last record). `nil` for any other map, or a byte before.
    func distantRecord(at distance: Int) -> (records: Int, nextStart: Int?)? {
        guard case .distantStarts(let firstLines, let words) = self, let first = words.first,
              distance >= Int(first & 0xFFFF_FFFF) else { return nil }
        func start(_ index: Int) -> Int {
            Int(truncatingIfNeeded: (words[words.startIndex + index / 2] >> UInt64(32 * (index % 2))) & 0xFFFF_FFFF)
        }
        // The first start past the byte; an unused half is past every byte.
        var low = 1, high = 2 * words.count
        while low < high {
            let middle = (low + high) / 2
            if start(middle) <= distance { low = middle + 1 } else { high = middle }
        }
        let next = low < 2 * words.count && start(low) != Int(UInt32.max) ? start(low) : nil
        return (firstLines + low, next)
    }

    /// The ``distantStarts(firstLines:distances:)`` of a stride whose first `firstLines`
    /// records start on its first lines and whose others start `distances` bytes from its first
    /// record's start, in order; `nil` when they do not fit a map (a stride of 4 GB or more).
    static func distantStarts(firstLines: Int, packing distances: some BidirectionalCollection<Int>) -> StrideLineMap? {
        guard let last = distances.last, last < Int(UInt32.max), distances.count <= 2 * (StrideLineMaps.maximumWords - 1)
        else { return nil }
        var words = [UInt64](repeating: .max, count: (distances.count + 1) / 2)
        for (index, distance) in distances.enumerated() {
            let shift = UInt64(32 * (index % 2))
            words[index / 2] = words[index / 2] & ~(0xFFFF_FFFF << shift) | UInt64(distance) << shift
        }
        return .distantStarts(firstLines: firstLines, distances: words[...])
    }
}

/// The ``StrideLineMap``s of consecutive strides from `firstSlot` on, kept in two flat arrays:
/// a word per stride, and the bits (or distances) of those whose records do not start on their
/// first lines. A stride whose map is not known (indexing began inside it, or it spans 4 GB)
/// has none: its matches are numbered by the boundary scanner.
struct StrideLineMaps: Equatable, Sendable {
    /// The most lines a stride's map of bits covers: 16 words of bits, 2 bytes a record at
    /// most. A stride of more lines (a record of 16 lines or more on average) is mapped by
    /// where its records start, 4 bytes a record.
    static let maximumLines = 16 * 64
    /// The most words a stride's map takes: its first lines' count and the distances of a
    /// stride's records but its first.
    static let maximumWords = max(maximumLines / 64, 1 + RecordIndex.stride / 2)
    /// Marks an entry's count of words as distances' (``StrideLineMap/distantStarts(firstLines:distances:)``).
    private static let distancesMark: UInt64 = 0x80

    /// The stride of ``entries``' first.
    private(set) var firstSlot: Int
    /// For each stride: 0 when its map is not known, 1 for ``StrideLineMap/firstLines``, else
    /// where its words start in ``words`` (plus one), shifted past a byte that holds their
    /// count, marked with ``distancesMark`` for distances (the first of which is the count of
    /// first lines).
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
            let start = Int(entry >> 8) - 1, count = Int(entry & 0x7F)
            guard entry & Self.distancesMark != 0 else { return .heads(words[start..<(start + count)]) }
            return .distantStarts(firstLines: Int(words[start]), distances: words[(start + 1)..<(start + count)])
        }
    }

    /// Adds stride `slot`'s map (`nil` when not known), `slot` at or past ``endSlot``: the
    /// strides between have none.
    mutating func append(_ map: StrideLineMap?, forSlot slot: Int) {
        switch map {
        case nil: append(entry: 0, forSlot: slot)
        case .firstLines: append(entry: 1, forSlot: slot)
        case .heads(let bits): appendHeads(bits, forSlot: slot)
        case .distantStarts(let firstLines, let distances):
            append(entry: UInt64(words.count + 1) << 8 | Self.distancesMark | UInt64(distances.count + 1), forSlot: slot)
            words.append(UInt64(firstLines))
            words.append(contentsOf: distances)
        }
    }

    /// Adds stride `slot`'s heads, the bits of its lines (at most ``maximumLines``).
    mutating func appendHeads(_ bits: some Collection<UInt64>, forSlot slot: Int) {
        append(entry: UInt64(words.count + 1) << 8 | UInt64(bits.count), forSlot: slot)
        words.append(contentsOf: bits)
    }

    /// Adds `other`'s maps, which start at or past ``endSlot``.
    mutating func append(contentsOf other: StrideLineMaps) {
        // As ``append(_:forSlot:)`` would add each map, with no map made: the entries of
        // strides here already are passed over, and an entry of words points past the words
        // here.
        guard !other.entries.isEmpty else { return }
        if entries.isEmpty, other.firstSlot > firstSlot { firstSlot = other.firstSlot }
        let passedOver = max(0, endSlot - other.firstSlot)
        if passedOver < other.entries.count {
            entries.append(contentsOf: repeatElement(0, count: max(0, other.firstSlot - endSlot)))
            let wordsMoved = UInt64(words.count) << 8
            entries.append(contentsOf: other.entries[passedOver...].lazy.map { $0 > 1 ? $0 + wordsMoved : $0 })
        }
        words.append(contentsOf: other.words)
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
            let start = Int(entry >> 8) - 1, count = Int(entry & 0x7F), isDistances = entry & Self.distancesMark != 0
            guard count >= (isDistances ? 2 : 1), count <= (isDistances ? Self.maximumWords : Self.maximumLines / 64),
                  start + count <= words.count
            else { return nil }
            // A stride's first record is on its first line.
            if isDistances, !(1..<UInt64(RecordIndex.stride)).contains(words[start]) { return nil }
        }
    }

    private mutating func append(entry: UInt64, forSlot slot: Int) {
        if entries.isEmpty, slot > firstSlot { firstSlot = slot }
        guard slot >= endSlot else { return }
        entries.append(contentsOf: repeatElement(0, count: slot - endSlot))
        entries.append(entry)
    }
}

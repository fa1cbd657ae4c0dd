/// Tells a text log's head lines (``TextEntries/isHead(_:)``) at memory speed in a log whose
/// lines start with time stamps: the shapes of the last sixteen heads whose stamps were read are
/// kept (``HeadShape``), and a line of one of those shapes starts with a stamp as surely. The
/// reader takes the same steps on the same bytes, so the answer is the one reading the stamp
/// again would give; any other line is read, and its shape is kept when it is a head.
///
/// Sendable as a value: copies share their shapes only until one of them learns another.
package struct HeadTemplate: @unchecked Sendable {
    /// The shapes kept: a log whose stamps change width (a time written `9:5:3`, a fraction of
    /// one to three digits) or that mixes two layouts goes back and forth between a few. They
    /// stay where they are, and the one the last head had is read where it lies.
    private var kept = KeptShapes()
    /// The shape the last head had, tried first on every line: `kept`'s `recency[0]`th, none
    /// before the first head.
    private var current: UnsafePointer<HeadShape>?
    /// The slots of `kept`, the one last used first: a line not of the current shape is
    /// tried on the others in that order, and the one used longest ago makes way for a new
    /// shape. Only these indices move, within one word.
    private var recency = SlotRecency()

    /// A template that has seen no head yet.
    package init() {}

    /// Whether a line after the first entry's start starts an entry, as the rule's
    /// ``TextEntries/isHead(_:)`` says, from its first bytes. `readable` bytes from the head's
    /// start may be read (64 or more: the head's are loaded in place, and the bytes after it
    /// only ever make a line differ from the shape).
    @inline(__always)
    package mutating func isHead(_ head: UnsafeBufferPointer<UInt8>, by entries: TextEntries, readable: Int = 0) -> Bool {
        guard let first = head.first, !first.isLineSpace else { return false }
        guard entries.headsStartWithTime else { return entries.headLabel.map(head.starts(with:)) ?? true }
        // The usual line, which has the last head's shape, is told here; any other apart.
        if readable >= 64, let current, let start = head.baseAddress,
           current.pointee.matches(Bytes64(loadingFrom: start), count: head.count,
                                   pairAt: { UnsafeRawPointer(start + $0).loadUnaligned(as: UInt16.self) }) { return true }
        return startsWithStamp(head, readable: readable)
    }

    /// Whether `head`, which the last head's shape was not tried on or did not match in place,
    /// starts with a time stamp: it has a kept shape once padded with zeros past its end, as
    /// shapes are learnt, or its stamp is read (and its shape kept).
    @inline(never)
    private mutating func startsWithStamp(_ head: UnsafeBufferPointer<UInt8>, readable: Int) -> Bool {
        let count = head.count
        let padded = if readable >= 64, let start = head.baseAddress {
            Bytes64(loadingFrom: start, zeroingFrom: count)
        } else {
            Bytes64(padding: head)
        }
        for rank in 0..<recency.count
        where kept.shapes[recency[rank]].matches(padded, count: count, pairAt: padded.pair(at:)) {
            use(rank)
            return true
        }
        var footprint = ReadFootprint()
        guard let start = LineHead.stampStart(in: head, footprint: &footprint) else { return false }
        let shape = HeadShape(learning: padded, count: count, footprint: footprint, stamp: start.stamp)
        // A template copied with its scanner shares its shapes until one of them learns one.
        if !isKnownUniquelyReferenced(&kept) { kept = kept.copy() }
        if kept.count < SlotRecency.capacity {
            kept.append(shape)
            recency.append(kept.count - 1)
        } else {
            kept.shapes[recency[recency.count - 1]] = shape
        }
        use(recency.count - 1)
        return true
    }

    /// Makes the shape `rank`th in `recency` the current one.
    private mutating func use(_ rank: Int) {
        recency.moveToFront(rank)
        current = UnsafePointer(kept.shapes + recency[0])
    }
}

/// Up to ``SlotRecency/capacity`` shapes in memory of their own, which a template's check
/// reads in place and a copied template shares until it changes them.
private final class KeptShapes: @unchecked Sendable {
    let shapes = UnsafeMutablePointer<HeadShape>.allocate(capacity: SlotRecency.capacity)
    private(set) var count = 0

    /// Adds `shape` in the next slot.
    func append(_ shape: HeadShape) {
        (shapes + count).initialize(to: shape)
        count += 1
    }

    /// The same shapes, in memory of their own.
    func copy() -> KeptShapes {
        let copy = KeptShapes()
        copy.shapes.initialize(from: shapes, count: count)
        copy.count = count
        return copy
    }

    deinit {
        shapes.deinitialize(count: count)
        shapes.deallocate()
    }
}

/// Up to sixteen slot numbers in an order, four bits each in one word: moving one to the
/// front shifts the ones before it up by four bits, without touching memory.
private struct SlotRecency {
    /// The most slots: HealthApp's `yyyyMMdd-H:m:s:SSS` alone takes fifteen widths.
    static let capacity = 16

    private var packed: UInt64 = 0
    private(set) var count = 0

    /// The slot `rank`th in the order.
    subscript(rank: Int) -> Int {
        Int(truncatingIfNeeded: packed >> (4 * rank) & 0xF)
    }

    /// Adds `slot` last.
    mutating func append(_ slot: Int) {
        packed |= UInt64(slot) << (4 * count)
        count += 1
    }

    /// Moves the slot `rank`th in the order to the front.
    mutating func moveToFront(_ rank: Int) {
        // The slots before it, and it with them (all of them for the sixteenth: the shift
        // past 64 bits gives 0).
        let before: UInt64 = 1 << (4 * rank) &- 1, through: UInt64 = 1 << (4 * (rank + 1)) &- 1
        packed = packed & ~through | (packed & before) << 4 | UInt64(self[rank])
    }
}

/// Tells a text log's head lines (``TextEntries/isHead(_:)``) at memory speed in a log whose
/// lines start with time stamps: the shapes of the last few heads whose stamps were read are
/// kept (``HeadShape``), and a line of one of those shapes starts with a stamp as surely. The
/// reader takes the same steps on the same bytes, so the answer is the one reading the stamp
/// again would give; any other line is read, and its shape is kept when it is a head.
package struct HeadTemplate {
    /// The shape the last head had.
    private var current = HeadShape()
    /// The shapes of heads before it, the latest first: a log whose stamps change width (a
    /// time written `9:5:3`, a fraction of one to three digits) or that mixes two layouts goes
    /// back and forth between a few.
    private var earlier: [HeadShape] = []
    /// The most shapes kept besides the current one.
    private static let earlierLimit = 3

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
        if readable >= 64, let start = head.baseAddress,
           current.matches(Bytes64(loadingFrom: start), count: head.count,
                           pairAt: { UnsafeRawPointer(start + $0).loadUnaligned(as: UInt16.self) }) { return true }
        return startsWithStamp(head)
    }

    /// Whether `head`, which the last head's shape was not tried on or did not match in place,
    /// starts with a time stamp: it has a kept shape once padded with zeros past its end, as
    /// shapes are learnt, or its stamp is read (and its shape kept).
    @inline(never)
    private mutating func startsWithStamp(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        let padded = Bytes64(padding: head), count = head.count
        if current.matches(padded, count: count, pairAt: padded.pair(at:)) { return true }
        if let index = earlier.firstIndex(where: { $0.matches(padded, count: count, pairAt: padded.pair(at:)) }) {
            keep(earlier.remove(at: index))
            return true
        }
        var footprint = ReadFootprint()
        guard let start = LineHead.stampStart(in: head, footprint: &footprint) else { return false }
        keep(HeadShape(learning: padded, count: count, footprint: footprint, stamp: start.stamp))
        return true
    }

    /// Makes `shape` the current one, the current one the latest of the earlier ones.
    private mutating func keep(_ shape: HeadShape) {
        if current.isLearnt {
            earlier.insert(current, at: 0)
            if earlier.count > Self.earlierLimit { earlier.removeLast() }
        }
        current = shape
    }
}

import RecordFormats

/// Record starts appended a batch at a time, as a speculative scan keeps every one, in memory its
/// owner frees (``deallocate()``): an append is a copy and a count, without the checks an
/// array's append makes (is it shared, is it being accessed). The memory doubles when full and
/// is kept when the store is emptied.
///
/// A start is kept in twelve bytes, not a ``RecordStart``'s 24: its offset from the chunk's
/// first byte, and its line and column as the speculative scan counts them (from the chunk's
/// first line feed), all below 2³² in a chunk of less than 4 GB. On a log of short lines the
/// scan keeps a start for every 70 bytes or so: kept whole, they came to a third of the bytes
/// scanned, written to memory (and its pages faulted in, on a chunk's first scan).
struct RecordStartStore {
    private var base: UnsafeMutablePointer<PackedRecordStart>
    private var capacity: Int
    private(set) var count = 0
    /// The offset the kept starts' offsets are counted from.
    private var origin = 0

    /// A store with room for `capacity` starts before it grows.
    init(capacity: Int = 1_024) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// The starts appended, in order; valid until the next change.
    var starts: PackedRecordStarts { PackedRecordStarts(base: base, count: count, origin: origin) }

    /// Appends `starts`, each at or after the origin and less than 4 GB past it, on a line and
    /// a column below 2³².
    @inline(__always)
    mutating func append(contentsOf starts: UnsafeBufferPointer<RecordStart>) {
        while count + starts.count > capacity { grow() }
        var slot = base + count
        for start in starts {
            slot.initialize(to: PackedRecordStart(start, from: origin))
            slot += 1
        }
        count += starts.count
    }

    /// Forgets the starts, keeping the memory; the next ones are counted from `origin`.
    mutating func removeAll(countingFrom origin: Int) {
        count = 0
        self.origin = origin
    }

    /// Frees the memory; the store is not used after.
    func deallocate() {
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<PackedRecordStart>.allocate(capacity: capacity * 2)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// A ``RecordStart`` kept in a ``RecordStartStore``: its offset from the store's origin, its
/// line and its column.
struct PackedRecordStart {
    let offset: UInt32
    let line: UInt32
    let column: UInt32

    @inline(__always)
    init(_ start: RecordStart, from origin: Int) {
        offset = UInt32(truncatingIfNeeded: start.offset &- origin)
        line = UInt32(truncatingIfNeeded: start.line)
        column = UInt32(truncatingIfNeeded: start.column)
    }
}

/// The starts a ``RecordStartStore`` keeps, read back as ``RecordStart``s.
struct PackedRecordStarts: RandomAccessCollection {
    private let base: UnsafePointer<PackedRecordStart>
    let count: Int
    private let origin: Int

    fileprivate init(base: UnsafePointer<PackedRecordStart>, count: Int, origin: Int) {
        self.base = base
        self.count = count
        self.origin = origin
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> RecordStart {
        assert(indices.contains(position), "a kept start out of range")
        let packed = base[position]
        return RecordStart(offset: origin &+ Int(packed.offset), line: Int(packed.line), column: Int(packed.column))
    }
}

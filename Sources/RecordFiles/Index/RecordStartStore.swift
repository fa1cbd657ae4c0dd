import RecordFormats

/// Record starts appended a batch at a time, as a speculative scan keeps every one, in memory its
/// owner frees (``deallocate()``): an append is a copy and a count, without the checks an
/// array's append makes (is it shared, is it being accessed). The memory doubles when full and
/// is kept when the store is emptied.
struct RecordStartStore {
    private var base: UnsafeMutablePointer<RecordStart>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 1_024) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// The starts appended, in order; valid until the next change.
    var starts: UnsafeBufferPointer<RecordStart> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(contentsOf starts: UnsafeBufferPointer<RecordStart>) {
        guard let first = starts.baseAddress else { return }
        while count + starts.count > capacity { grow() }
        (base + count).update(from: first, count: starts.count)
        count += starts.count
    }

    /// Forgets the starts, keeping the memory.
    mutating func removeAll() {
        count = 0
    }

    /// Frees the memory; the store is not used after.
    func deallocate() {
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<RecordStart>.allocate(capacity: capacity * 2)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

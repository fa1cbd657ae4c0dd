import RecordFormats

/// The records a scan finds, counted over the whole file, with the start of every `stride`-th
/// one kept: those whose number, counted from 0, is a multiple of `stride` (the index's
/// checkpoints).
struct StridedStarts {
    let stride: Int
    /// The records counted so far, those before the scan included.
    private(set) var count: Int
    /// The starts kept, in file order.
    private(set) var kept: [RecordStart] = []
    /// How many records come before the next one due: counted down, so that a record costs
    /// no division.
    private var untilDue: Int

    /// Counts on from `count` records already counted.
    init(stride: Int, count: Int) {
        self.stride = stride
        self.count = count
        untilDue = (stride - count % stride) % stride
    }

    /// Counts the records starting at `starts`, in file order, keeping the starts due.
    @inline(__always)
    mutating func take(_ starts: UnsafeBufferPointer<RecordStart>) {
        take(every: starts) { $0 }
    }

    /// Counts the records `all` holds, in file order, each made what it is with `adjust`;
    /// only the starts due are adjusted and kept.
    mutating func take(every all: UnsafeBufferPointer<RecordStart>, adjusting adjust: (RecordStart) -> RecordStart) {
        for index in Swift.stride(from: untilDue, to: all.count, by: stride) { kept.append(adjust(all[index])) }
        count += all.count
        untilDue = (stride - count % stride) % stride
    }

    /// Forgets the starts kept, counting on.
    mutating func removeKept() {
        kept.removeAll(keepingCapacity: true)
    }
}

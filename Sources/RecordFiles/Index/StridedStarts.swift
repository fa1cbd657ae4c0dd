import RecordFormats

/// The records a scan finds, counted over the whole file, with the start of every `stride`-th
/// one kept: those whose number, counted from 0, is a multiple of `stride` (the index's
/// checkpoints). Where records start at lines' starts, it also maps which lines of each stride
/// start one (``StrideLineMaps``).
struct StridedStarts {
    let stride: Int
    /// The records counted so far, those before the scan included.
    private(set) var count: Int
    /// The starts kept, in file order.
    private(set) var kept: [RecordStart] = []
    /// Works out the strides' line maps, when asked to.
    private var lineMapper: StrideLineMapper?
    /// Whether it maps the strides' lines.
    var mapsLines: Bool { lineMapper != nil }
    /// How many records come before the next one due: counted down, so that a record costs
    /// no division.
    private var untilDue: Int

    /// Counts on from `count` records already counted, mapping the strides' lines when
    /// `mapsLines` (those whose records all start lines, when records `mayStartInLines`).
    init(stride: Int, count: Int, mapsLines: Bool = false, mayStartInLines: Bool = false) {
        self.stride = stride
        self.count = count
        untilDue = (stride - count % stride) % stride
        lineMapper = mapsLines ? StrideLineMapper(stride: stride, count: count, mayStartInLines: mayStartInLines) : nil
    }

    /// The line maps of the strides finished since the kept starts were last removed: up to
    /// the one the last kept start begins (its own is finished once the next is kept).
    var lineMaps: StrideLineMaps? { lineMapper?.finished }

    /// Counts the records starting at `starts`, in file order, keeping the starts due.
    @inline(__always)
    mutating func take(_ starts: UnsafeBufferPointer<RecordStart>) {
        take(every: starts) { $0 }
    }

    /// Counts the records `all` holds, in file order, each made what it is with `adjust`;
    /// only the starts due are adjusted and kept. `lineHeads` has the lines they start on,
    /// from its line `line` (as `all` counts them) on, when the scan kept them.
    mutating func take<Starts: RandomAccessCollection<RecordStart>>(every all: Starts, lineHeads: (heads: LineHeads, line: Int)? = nil,
                                                                    adjusting adjust: (RecordStart) -> RecordStart)
    where Starts.Index == Int {
        if lineMapper != nil, let first = all.first {
            lineMapper?.take(all, first: count, shift: adjust(first).line - first.line, lineHeads: lineHeads)
        }
        for index in Swift.stride(from: untilDue, to: all.count, by: stride) { kept.append(adjust(all[index])) }
        count += all.count
        untilDue = (stride - count % stride) % stride
    }

    /// Forgets the starts kept and the maps finished, counting on.
    mutating func removeKept() {
        kept.removeAll(keepingCapacity: true)
        lineMapper?.removeFinished()
    }
}

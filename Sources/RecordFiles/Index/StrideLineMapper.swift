import RecordFormats

/// Works out each stride's ``StrideLineMap`` from its records' starts as a scan finds them, in
/// file order, a batch at a time: a stride whose records so far start on consecutive lines
/// costs a comparison per batch, and only one with lines between its records a bit and a
/// distance per record, or a few words copied where the scan kept its lines' bits
/// (``LineHeads``).
struct StrideLineMapper {
    let stride: Int
    /// The maps of the strides finished since they were last taken.
    private(set) var finished: StrideLineMaps
    /// The stride being mapped, its first record's line and start; `nil` when the scan began
    /// inside it (its map is not known).
    private var current: (slot: Int, firstLine: Int, firstOffset: Int)?
    /// While the current stride's records so far start on its first lines: how many there are.
    private var consecutive = 0
    /// Once they do not: a bit per line, set where a record starts, in the first `headWords`
    /// of `heads` (which keeps room for a map's most, zeros past them).
    private var heads = [UInt64](repeating: 0, count: StrideLineMaps.maximumLines / 64)
    private var headWords = 0
    /// And the distances from the first record's start of the starts of the records after
    /// those on the first lines, the first `distanceCount`, for a stride that turns out to span
    /// more lines than bits cover.
    private var distances: [Int]
    private var distanceCount = 0
    /// Whether the current stride spans more lines than a map of bits covers.
    private var isTooLong = false
    /// Whether a record may start inside a line (a JSON array's): a stride with one that does
    /// is not mapped.
    private let mayStartInLines: Bool
    /// Whether a record of the current stride starts inside a line.
    private var startsInLine = false

    /// Maps the strides of `stride` records from record `count` (counted from 0) on; the one it
    /// falls inside, if any, is not mapped.
    init(stride: Int, count: Int, mayStartInLines: Bool = false) {
        self.stride = stride
        self.mayStartInLines = mayStartInLines
        finished = StrideLineMaps(firstSlot: count / stride)
        distances = [Int](repeating: 0, count: stride)
    }

    /// Takes the starts of the records `first`, `first + 1`, … (counted from 0 over the file),
    /// `starts` in file order, their lines `shift` less than the file's. With `lineHeads`,
    /// the lines they start on from `line` (as `starts` count them) on, a whole stride's map is
    /// cut out of those, not worked out a record at a time.
    @inline(__always)
    mutating func take<Starts: RandomAccessCollection<RecordStart>>(_ starts: Starts, first: Int, shift: Int,
                                                                    lineHeads: (heads: LineHeads, line: Int)? = nil)
    where Starts.Index == Int {
        var index = 0
        var inStride = first % stride
        while index < starts.count {
            if inStride == 0 { begin(slot: (first + index) / stride, first: starts[index], shift: shift) }
            let end = min(starts.count, index + stride - inStride)
            if current != nil {
                if mayStartInLines, !startsInLine { startsInLine = starts[index..<end].contains { $0.column != 1 } }
                if let lineHeads, inStride == 0, end - index == stride {
                    takeStride(starts[index..<end], shift: shift, from: lineHeads.heads, at: starts[index].line - lineHeads.line)
                } else {
                    take(starts[index..<end], shift: shift)
                }
            }
            inStride = (inStride + end - index) % stride
            index = end
        }
    }

    /// Takes a whole stride whose records start at `starts` (their lines `shift` less than the
    /// file's), the lines of which `lineHeads` has from its line `line` on. One that spans
    /// more lines than bits cover is taken a record at a time, for where its records start.
    private mutating func takeStride(_ starts: some RandomAccessCollection<RecordStart>, shift: Int, from lineHeads: LineHeads,
                                     at line: Int) {
        guard let first = starts.first, let last = starts.last else { return }
        let lastLine = last.line - first.line
        guard lastLine != stride - 1 else {
            consecutive = stride
            return
        }
        guard lastLine < StrideLineMaps.maximumLines else {
            take(starts, shift: shift)
            return
        }
        headWords = lastLine / 64 + 1
        heads.withUnsafeMutableBufferPointer { lineHeads.copy(from: line, count: lastLine + 1, into: $0) }
    }

    /// Forgets the finished maps, keeping the memory.
    mutating func removeFinished() {
        finished.removeAll(nextSlot: finished.endSlot)
    }

    /// Finishes the current stride's map, and starts stride `slot`'s, whose first record
    /// starts at `first` (its line `shift` less than the file's).
    private mutating func begin(slot: Int, first: RecordStart, shift: Int) {
        if let current {
            let map: StrideLineMap? = if startsInLine {
                nil
            } else if !isTooLong {
                headWords == 0 ? .firstLines : .heads(heads[..<headWords])
            } else if consecutive + distanceCount == stride {
                .distantStarts(firstLines: consecutive, packing: distances[..<distanceCount])
            } else {
                nil
            }
            finished.append(map, forSlot: current.slot)
        }
        current = (slot, first.line + shift, first.offset)
        consecutive = 0
        for word in 0..<headWords { heads[word] = 0 }
        headWords = 0
        distanceCount = 0
        isTooLong = false
        startsInLine = false
    }

    /// Takes some of the current stride's starts, those after the ones taken.
    @inline(__always)
    private mutating func take(_ starts: some RandomAccessCollection<RecordStart>, shift: Int) {
        guard let (_, firstLine, firstOffset) = current, let last = starts.last else { return }
        // Lines only grow: the last start on the line as many after the first as records are
        // means every one is on the line after the one before.
        if headWords == 0, last.line + shift - firstLine == consecutive + starts.count - 1 {
            consecutive += starts.count
            return
        }
        let maximumLines = StrideLineMaps.maximumLines
        var rest = starts[...]
        // Leaving the first lines: those of the records on them so far (the first always is).
        let firstLinesToSet: Int
        if headWords == 0 {
            while let start = rest.first, start.line + shift - firstLine == consecutive {
                consecutive += 1
                rest = rest.dropFirst()
            }
            firstLinesToSet = min(consecutive, maximumLines)
        } else {
            firstLinesToSet = 0
        }
        let lastLine = last.line + shift - firstLine
        isTooLong = lastLine >= maximumLines
        headWords = min(lastLine >> 6, heads.count - 1) + 1
        var distanceCount = distanceCount
        heads.withUnsafeMutableBufferPointer { heads in
            distances.withUnsafeMutableBufferPointer { distances in
                for line in 0..<firstLinesToSet { heads[line >> 6] |= 1 << UInt64(line & 63) }
                for start in rest {
                    let line = start.line + shift - firstLine
                    if line < maximumLines { heads[line >> 6] |= 1 << UInt64(line & 63) }
                    distances[distanceCount] = start.offset - firstOffset
                    distanceCount += 1
                }
            }
        }
        self.distanceCount = distanceCount
    }
}

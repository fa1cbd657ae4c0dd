/// Some of a ``RecordIndex``'s kept starts, consecutive from slot `firstSlot` on (the start of
/// record `firstSlot × stride + 1`), looked up by byte offset, with the line maps of their
/// strides where known.
struct KeptStarts {
    let firstSlot: Int
    let starts: ArraySlice<RecordStart>
    /// Whether no start is kept after these (yet).
    let endsTheIndex: Bool
    var lineMaps = StrideLineMaps()

    /// The last kept start at or before byte `offset`, with its record number (`nil` when the
    /// first record starts after it), the next kept start (`nil` when none is known yet), and
    /// which lines start records from the one to the other, when known; `nil` when these
    /// starts cannot tell: the offset lies before the first of them but for the index's first,
    /// or after their last but for its last.
    func checkpoint(andNextAfterOffset offset: Int) -> (checkpoint: (number: Int, start: RecordStart)?, next: RecordStart?, lines: StrideLineMap?)? {
        let slot = slot(after: offset)
        guard slot > starts.startIndex || firstSlot == 0, slot < starts.endIndex || endsTheIndex else { return nil }
        let before = slot > starts.startIndex ? starts[slot - 1] : nil
        let strideSlot = firstSlot + slot - 1 - starts.startIndex
        return (before.map { (strideSlot * RecordIndex.stride + 1, $0) },
                slot < starts.endIndex ? starts[slot] : nil,
                before == nil ? nil : lineMaps.map(forSlot: strideSlot))
    }

    /// The index in ``starts`` of the first start after byte `offset` (``starts``' end when
    /// none is).
    func slot(after offset: Int) -> Int {
        var low = starts.startIndex, high = starts.endIndex
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

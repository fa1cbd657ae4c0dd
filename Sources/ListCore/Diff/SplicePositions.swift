/// Where the rows stand after a run of splices, answered by a binary search when the splices
/// come in ascending order without overlapping (a diff's, a coalesced group's parts), else by
/// walking them (``Swift/Sequence/position(after:)``).
///
/// GTK asks where each row it holds went for every `items-changed`; walking a thousand splices
/// for each of them (expanding every node of a big outline) cost more than the signal itself.
public struct SplicePositions: Sendable {
    private let splices: [ListSplice]
    /// Each splice's first row in the coordinates before all of them, ascending; empty when the
    /// splices are not in ascending order.
    private let startsBefore: [Int]
    /// How many rows the splices up to and including each one added, less those they removed.
    private let shifts: [Int]

    /// The positions after `splices`, applied in order.
    public init(_ splices: [ListSplice]) {
        self.splices = splices
        var startsBefore: [Int] = []
        var shifts: [Int] = []
        startsBefore.reserveCapacity(splices.count)
        shifts.reserveCapacity(splices.count)
        var shift = 0
        for splice in splices {
            let start = splice.position - shift
            if let last = startsBefore.last, start < last + splices[startsBefore.count - 1].removed {
                startsBefore = []
                shifts = []
                break
            }
            startsBefore.append(start)
            shift += splice.added - splice.removed
            shifts.append(shift)
        }
        self.startsBefore = startsBefore
        self.shifts = shifts
    }

    /// Where the row at `row` before the splices stands after them; `nil` if they removed it.
    public func position(after row: Int) -> Int? {
        guard !startsBefore.isEmpty || splices.isEmpty else { return splices.position(after: row) }
        // The last splice that starts at or before the row.
        var low = 0, high = startsBefore.count
        while low < high {
            let middle = (low + high) / 2
            if startsBefore[middle] <= row { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return row }
        let last = low - 1
        if row < startsBefore[last] + splices[last].removed { return nil }
        return row + shifts[last]
    }
}

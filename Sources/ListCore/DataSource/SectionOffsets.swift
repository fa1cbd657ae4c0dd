/// Where each section starts in the flat row space, for O(log sections) look-ups.
struct SectionOffsets {
    /// `starts[s]` is the flat index of section `s`'s first row.
    private(set) var starts: [Int] = []
    /// The number of flat rows in all sections.
    private(set) var rowCount = 0

    init<Item>(sections: [ListSection<Item>]) {
        recompute(from: 0, sections: sections)
    }

    /// Recomputes the starts of section `first` and every section after it.
    ///
    /// A change to one section's size shifts only the sections after it; appending to the last
    /// section recomputes one entry.
    mutating func recompute<Item>(from first: Int, sections: [ListSection<Item>]) {
        starts.removeSubrange(min(first, starts.count)...)
        var start = first == 0 ? 0 : starts[first - 1] + sections[first - 1].rowCount
        for section in sections[first...] {
            starts.append(start)
            start += section.rowCount
        }
        rowCount = start
    }

    /// The section that holds flat row `row`, or `nil` if `row` is out of range.
    func section(containing row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        // Binary search for the last start <= row. Empty sections share a start with the next
        // one; taking the last such start skips them.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

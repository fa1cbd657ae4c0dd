/// How a grid lays a data source's flat rows out in lines: a section's header and its footer
/// each fill a line of their own, across the full width, and its items fill lines of
/// ``columns`` cells, the section's last line perhaps fewer. Look-ups cost O(log sections), so a
/// million items cost nothing until shown.
public struct GridLines: Equatable, Sendable {
    /// What one line shows.
    public enum Line: Equatable, Sendable {
        /// A section's header or footer, at this flat row.
        case supplementary(row: Int)
        /// Items at these flat rows, one cell each, from the first column on.
        case items(rows: Range<Int>)
    }

    /// The rows of one section, as the lines need them.
    public struct SectionShape: Equatable, Sendable {
        /// Whether the section has a header row.
        public var hasHeader: Bool
        /// How many item rows the section has.
        public var itemCount: Int
        /// Whether the section has a footer row.
        public var hasFooter: Bool

        /// The shape of a section with these rows.
        public init(hasHeader: Bool, itemCount: Int, hasFooter: Bool) {
            self.hasHeader = hasHeader
            self.itemCount = itemCount
            self.hasFooter = hasFooter
        }

        /// The shape of `section`.
        public init<Item>(_ section: ListSection<Item>) {
            self.init(hasHeader: section.header != nil, itemCount: section.items.count, hasFooter: section.footer != nil)
        }

        /// How many flat rows the section has.
        public var rowCount: Int { (hasHeader ? 1 : 0) + itemCount + (hasFooter ? 1 : 0) }

        /// How many lines the section fills, `columns` items to a line.
        public func lineCount(columns: Int) -> Int {
            (hasHeader ? 1 : 0) + (itemCount + columns - 1) / columns + (hasFooter ? 1 : 0)
        }
    }

    /// How many cells a line of items has.
    public let columns: Int
    /// How many lines there are.
    public let count: Int
    /// How many flat rows the lines show.
    public let rowCount: Int
    private let shapes: [SectionShape]
    /// The flat row and the line each section starts at.
    private let firstRows: [Int]
    private let firstLines: [Int]

    /// The lines of sections shaped `sections`, `columns` cells wide (at least one).
    public init(sections: [SectionShape], columns: Int) {
        self.columns = max(1, columns)
        shapes = sections
        var firstRows: [Int] = [], firstLines: [Int] = []
        firstRows.reserveCapacity(sections.count)
        firstLines.reserveCapacity(sections.count)
        var row = 0, line = 0
        for shape in sections {
            firstRows.append(row)
            firstLines.append(line)
            row += shape.rowCount
            line += shape.lineCount(columns: self.columns)
        }
        self.firstRows = firstRows
        self.firstLines = firstLines
        rowCount = row
        count = line
    }

    /// The lines of `sections`' rows, `columns` cells wide.
    public init<Item>(sections: [ListSection<Item>], columns: Int) {
        var shapes: [SectionShape] = []
        shapes.reserveCapacity(sections.count)
        for section in sections { shapes.append(SectionShape(section)) }
        self.init(sections: shapes, columns: columns)
    }

    /// What line `index` shows; `nil` out of range.
    public func line(at index: Int) -> Line? {
        guard index >= 0, index < count, let section = Self.last(in: firstLines, atMost: index) else { return nil }
        let shape = shapes[section]
        var offset = index - firstLines[section]
        var row = firstRows[section]
        if shape.hasHeader {
            if offset == 0 { return .supplementary(row: row) }
            offset -= 1
            row += 1
        }
        let itemLines = (shape.itemCount + columns - 1) / columns
        guard offset < itemLines else { return .supplementary(row: row + shape.itemCount) }
        let first = row + offset * columns
        return .items(rows: first..<min(first + columns, row + shape.itemCount))
    }

    /// The line flat row `row` shows in and its column there (0 for headers and footers);
    /// `nil` out of range.
    public func place(ofRow row: Int) -> (line: Int, column: Int)? {
        guard row >= 0, row < rowCount, let section = Self.last(in: firstRows, atMost: row) else { return nil }
        let shape = shapes[section]
        var offset = row - firstRows[section]
        var line = firstLines[section]
        if shape.hasHeader {
            if offset == 0 { return (line, 0) }
            offset -= 1
            line += 1
        }
        guard offset < shape.itemCount else { return (line + (shape.itemCount + columns - 1) / columns, 0) }
        return (line + offset / columns, offset % columns)
    }

    /// The lines GTK must hear about when the rows change from those of `old` to those of `new`,
    /// the first `leadingRows` and the last `trailingRows` rows unchanged: the lines before the
    /// first changed row, and the lines after the last one that still line up alike (those of
    /// later sections, and those of the changed section when the change shifts them by whole
    /// lines), are left out. `nil`
    /// when no line changes. Telling fewer lines keeps GTK's scroll position and focus; the
    /// caller binds the lines on screen again, which shows a line whose section changed around
    /// unchanged rows.
    public static func changedLines(from old: GridLines, to new: GridLines,
                                    unchangedLeadingRows leadingRows: Int, trailingRows: Int) -> ListSplice? {
        guard old.columns == new.columns else {
            return old.count + new.count == 0 ? nil : ListSplice(position: 0, removed: old.count, added: new.count)
        }
        let leading = min(old.linesBefore(row: leadingRows), new.linesBefore(row: leadingRows))
        var trailing = min(old.linesFrom(row: old.rowCount - trailingRows), new.linesFrom(row: new.rowCount - trailingRows))
        trailing = min(trailing, old.count - leading, new.count - leading)
        // The trailing lines that line up alike, counted from the end: all of them up to the
        // section that changed, whose lines after the change are shifted alike.
        let matches = { (fromEnd: Int) in
            old.line(at: old.count - fromEnd)?.fromEnd(of: old.rowCount) == new.line(at: new.count - fromEnd)?.fromEnd(of: new.rowCount)
        }
        var aligned = 0
        while aligned < trailing {
            let middle = (aligned + trailing + 1) / 2
            if matches(middle) { aligned = middle } else { trailing = middle - 1 }
        }
        trailing = aligned
        let removed = old.count - leading - trailing, added = new.count - leading - trailing
        return removed == 0 && added == 0 ? nil : ListSplice(position: leading, removed: removed, added: added)
    }

    /// How many lines end before flat row `row`.
    private func linesBefore(row: Int) -> Int {
        guard row > 0 else { return 0 }
        guard row < rowCount, let place = place(ofRow: row) else { return count }
        // The line of `row` does not end before it, whether `row` starts it or not.
        return place.line
    }

    /// How many lines start at or after flat row `row`.
    private func linesFrom(row: Int) -> Int {
        guard row < rowCount else { return 0 }
        guard row > 0, let place = place(ofRow: row) else { return count }
        return place.column == 0 ? count - place.line : count - place.line - 1
    }

    /// The index of the last value in the ascending `values` that is at most `value`.
    private static func last(in values: [Int], atMost value: Int) -> Int? {
        guard let first = values.first, first <= value else { return nil }
        var low = 0, high = values.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if values[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

extension GridLines.Line {
    /// The first flat row the line shows.
    public var firstRow: Int {
        switch self {
        case .supplementary(let row): row
        case .items(let rows): rows.lowerBound
        }
    }

    /// The flat rows the line shows.
    public var rows: Range<Int> {
        switch self {
        case .supplementary(let row): row..<(row + 1)
        case .items(let rows): rows
        }
    }

    /// The line with its rows counted back from the end of `rowCount` rows.
    fileprivate func fromEnd(of rowCount: Int) -> GridLines.Line {
        switch self {
        case .supplementary(let row): .supplementary(row: row - rowCount)
        case .items(let rows): .items(rows: (rows.lowerBound - rowCount)..<(rows.upperBound - rowCount))
        }
    }
}

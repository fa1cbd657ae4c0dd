/// One replacement in a flat list: at `position`, remove `removed` rows, then insert `added`.
///
/// Splices apply in order, each in the coordinates left by the ones before it — exactly what
/// GListModel's `items-changed` signal carries. Its description is GTK's test notation: `"2-2+3"`
/// means "at 2, remove 2, add 3".
public struct ListSplice: Hashable, Sendable, CustomStringConvertible {
    /// The first flat row the splice touches.
    public var position: Int
    /// How many rows are removed at `position`.
    public var removed: Int
    /// How many rows are inserted at `position` after the removal.
    public var added: Int

    /// Creates a splice.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    public var description: String { "\(position)-\(removed)+\(added)" }
}

extension Array where Element == ListSplice {
    /// Applies the splices to `old`, taking inserted rows from `new` at the same positions, then
    /// takes the rows at `updatesInPlace` from `new` too: the result is `new`.
    public func applied<Row>(to old: [Row], insertingFrom new: [Row], updatingInPlace updatesInPlace: [Int]) -> [Row] {
        var rows = applied(to: old, insertingFrom: new)
        for index in updatesInPlace { rows[index] = new[index] }
        return rows
    }

    /// Applies the splices to `old`, taking inserted rows from `new` at the same positions.
    ///
    /// Because each splice's inserted rows end up exactly where they sit in the final list, the
    /// rows to insert can be read from the new list directly. Tests use this to check that a diff
    /// turns the old list into the new one.
    public func applied<Row>(to old: [Row], insertingFrom new: [Row]) -> [Row] {
        var rows = old
        for splice in self {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: new[splice.position..<(splice.position + splice.added)]
            )
        }
        return rows
    }
}

extension Array where Element == ListSplice {
    /// The same change in fewer splices: splices with at most `maximumGap` unchanged rows
    /// between them become one, those rows replaced by themselves.
    ///
    /// A view pays for each `items-changed` on its own (GTK 4.8 re-lays its rows for every one),
    /// so a run of small splices close together is cheaper as one; far-apart splices stay apart,
    /// so unchanged rows between them keep their row widgets.
    public func coalesced(maximumGap: Int) -> [ListSplice] {
        grouped(maximumGap: maximumGap).map(\.splice)
    }

    /// The splices in runs with at most `maximumGap` unchanged rows between neighbours, each run
    /// with the one splice that does what its splices do (see ``coalesced(maximumGap:)``).
    ///
    /// A run that removes (or replaces by itself) one of `limitedRows`, positions before the whole
    /// change, or joins splices across one, adds at most `maximumAdded` rows and removes at most
    /// `maximumRemoved`; other runs grow as far as the gaps allow.
    public func grouped(maximumGap: Int, maximumAdded: Int = .max, maximumRemoved: Int = .max,
                        limitedRows: [Int] = []) -> [SpliceGroup] {
        var groups: [SpliceGroup] = []
        groups.reserveCapacity(count)
        func holdsLimitedRow(_ rows: Range<Int>) -> Bool { limitedRows.contains(where: rows.contains) }
        // How many rows the splices so far added in all, less those they removed; and whether
        // the last run removes a limited row.
        var shift = 0
        var isRunLimited = false
        for splice in self {
            defer { shift += splice.added - splice.removed }
            let oldPosition = splice.position - shift
            let removesLimited = holdsLimitedRow(oldPosition..<oldPosition + splice.removed)
            guard var last = groups.last else {
                groups.append(SpliceGroup(splice))
                isRunLimited = removesLimited
                continue
            }
            // `splice` is in the coordinates left by `last`: the rows between them are unchanged.
            let gap = splice.position - (last.splice.position + last.splice.added)
            let joinsLimited = isRunLimited || removesLimited || holdsLimitedRow(oldPosition - Swift.max(0, gap)..<oldPosition)
            guard gap >= 0, gap <= maximumGap,
                  !joinsLimited || (last.splice.added + gap + splice.added <= maximumAdded
                                    && last.splice.removed + gap + splice.removed <= maximumRemoved) else {
                groups.append(SpliceGroup(splice))
                isRunLimited = removesLimited
                continue
            }
            isRunLimited = joinsLimited
            last.splice.removed += gap + splice.removed
            last.splice.added += gap + splice.added
            last.parts.append(splice)
            groups[groups.count - 1] = last
        }
        return groups
    }
}

extension Sequence where Element == ListSplice {
    /// All the splices told as one, in whatever order they come (a change rebased over another
    /// may go back before its last splice): from the first row any of them touches to the last,
    /// the rows between removed and added again. `nil` for no splices.
    public func spanned() -> SpliceGroup? {
        var parts: [ListSplice] = []
        // The rows touched so far, from `low` up to `high` (exclusive), in the current
        // coordinates, and how many rows the splices added in all.
        var low = Int.max, high = Int.min, growth = 0
        for splice in self {
            let start = splice.position, removedEnd = splice.position + splice.removed
            let delta = splice.added - splice.removed
            if !parts.isEmpty {
                low = low < start ? low : low >= removedEnd ? low + delta : start
                high = high <= start ? high : high <= removedEnd ? start + splice.added : high + delta
            }
            low = Swift.min(low, start)
            high = Swift.max(high, start + splice.added)
            growth += delta
            parts.append(splice)
        }
        guard !parts.isEmpty else { return nil }
        var group = SpliceGroup(ListSplice(position: low, removed: high - low - growth, added: high - low))
        group.parts = parts
        return group
    }
}

/// Splices told as one: the one splice that does what its parts do, in order.
public struct SpliceGroup: Hashable, Sendable {
    /// From the first row the parts touch to the last; the unchanged rows between them are
    /// removed and added again.
    public var splice: ListSplice
    /// The splices it stands for, in order.
    public var parts: [ListSplice]

    /// A group of one splice.
    public init(_ splice: ListSplice) {
        self.splice = splice
        parts = [splice]
    }
}

extension Sequence where Element == ListSplice {
    /// Where the row at `position` stands after the splices, or `nil` if they removed it.
    public func position(after position: Int) -> Int? {
        var position = position
        for splice in self {
            if position < splice.position { continue }
            if position < splice.position + splice.removed { return nil }
            position += splice.added - splice.removed
        }
        return position
    }
}

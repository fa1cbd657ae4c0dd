/// One row moved from one flat row to another, the rows between shifting by one to make room.
///
/// A view announces a move as one replacement of the rows it spans (``span``): GListModel has no
/// "moved" signal, and GTK 4.8 keeps the widgets of the rows one `items-changed` removes and adds
/// again as the same objects, whereas a removal and a later insertion would destroy the moved
/// row's widget, its focus and its selection.
public struct ListMove: Hashable, Sendable, CustomStringConvertible {
    /// The flat row the moved row stood at before the move.
    public var from: Int
    /// The flat row it stands at after the move.
    public var to: Int

    /// Creates a move of the row at `from` to `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// The flat rows whose row changed: from the lower of the two positions to the higher.
    public var rows: ClosedRange<Int> { min(from, to)...max(from, to) }

    /// The move as one splice: every row of ``rows`` removed and added again in its new order.
    public var span: ListSplice {
        ListSplice(position: rows.lowerBound, removed: rows.count, added: rows.count)
    }

    /// Where the row that stood at `row` before the move stands after it.
    public func position(after row: Int) -> Int {
        if row == from { return to }
        guard rows.contains(row) else { return row }
        return from < to ? row - 1 : row + 1
    }

    /// `"2>5"`: the row at 2 went to 5.
    public var description: String { "\(from)>\(to)" }
}

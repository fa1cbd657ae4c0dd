import ListCore

/// What the list shows on screen now, for an app that draws beside it (a scroll bar over a whole
/// file, a "jump to top" button over the rows) and for its tests.
extension ListView {
    /// The row widget (made by its adapter) showing the item at `path`, while the row is on
    /// screen (in part or whole); `nil` when it is scrolled out of the visible part (GTK keeps
    /// rows bound there, drawing nothing) or `path` is out of range. Tests click it:
    /// `try TestInput.click(XCTUnwrap(list.rowWidget(at: path)))`.
    public func rowWidget(at path: ListIndexPath) -> Widget? {
        guard let row = dataSource.flatIndex(of: path), binding.visibleRows?.contains(row) == true else { return nil }
        return binding.shownRows.first { $0.position == row }?.row.widget
    }
}

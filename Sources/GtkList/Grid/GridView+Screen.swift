import ListCore

/// What the grid shows on screen now, for an app that draws beside it and for its tests.
extension GridView {
    /// The cell's widget (made by its adapter) showing the item at `path`, while its line is on
    /// screen (in part or whole); `nil` when it is scrolled out of the visible part or `path` is
    /// out of range. Tests click it: `try TestInput.click(XCTUnwrap(grid.cellWidget(at: path)))`.
    public func cellWidget(at path: ListIndexPath) -> Widget? {
        dataSource.flatIndex(of: path).flatMap(binding.shownRowWidget(atRow:))
    }
}

import ListCore

/// What the package's tests read of a table's state.
extension TableView {
    /// The GtkColumnView itself: its header titles and column count.
    package var columnView: ColumnViewWidget { binding.columnView }

    /// Calls `handler` with every items-changed the GtkColumnView receives, written as GTK's own
    /// tests write it: "position-removed+added". For tests of the binding.
    package func onPresentedRowsChange(_ handler: @escaping @MainActor (String) -> Void) {
        binding.selection.onItemsChanged { position, removed, added in handler("\(position)-\(removed)+\(added)") }
    }

    /// The cells bound now, with the row GTK shows each at (sorted order). For tests.
    package func shownCells(of column: TableColumn<Item>) -> [(position: Int, widget: Widget)] {
        column.shownCells.sorted { $0.position < $1.position }
    }
}

import ListCore

/// What the package's tests read of a table's state.
extension TableView {
    /// The GtkColumnView itself: its header titles and column count.
    package var columnView: ColumnViewWidget { table.panes.columnView }

    /// The cells bound now, with the row GTK shows each at (sorted order). For tests.
    package func shownCells(of column: TableColumn<Item>) -> [(position: Int, widget: Widget)] {
        column.shownCells.sorted { $0.position < $1.position }
    }
}

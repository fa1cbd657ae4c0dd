import ListCore

/// What the package's feed, tests and benchmarks read of a list's state.
extension ListView {
    /// Activates flat row `row` as Enter or a click would, through the list's own action.
    package func activateRow(_ row: Int) { binding.activateRow(row) }

    /// The height of the header and footer rows on screen, in pixels.
    package var supplementaryRowsHeight: Int { binding.supplementaryRowsHeight }

    /// Calls `handler` with every items-changed the GtkListView receives, written as GTK's own
    /// tests write it: "position-removed+added". For tests of the binding.
    package func onPresentedRowsChange(_ handler: @escaping @MainActor (String) -> Void) {
        binding.selection.onItemsChanged { position, removed, added in handler("\(position)-\(removed)+\(added)") }
    }

    /// Counts of rows made, bound and unbound so far.
    package var recyclingStatistics: RecyclingStatistics { binding.recycler.statistics }

    /// The rows currently bound, by kind. For tests.
    package var boundItems: [(kind: RowKind, row: RowView)] { binding.boundRowViews }

    /// The rows bound now, with the flat row GTK shows each at and the item it shows. For tests.
    package var boundRows: [(position: Int, item: Item, row: RowView)] {
        binding.shownRows.map { ($0.position, $0.listRow.item, $0.row) }.sorted { $0.position < $1.position }
    }

    /// Whether a row's context menu is open, for tests.
    package var isContextMenuShown: Bool { shownContextMenu != nil }
}

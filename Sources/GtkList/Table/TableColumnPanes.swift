import ListCore

/// Where a table's columns show: GtkColumnView in its scrolled window, and before it the pane
/// that keeps one column in place while the table scrolls sideways — a column view of its own
/// over the same rows and selection, scrolling vertically with the table, hidden while no
/// column is frozen. Each column view makes its columns' cells itself.
@MainActor
final class TableColumnPanes<Item: ListItem> {
    let columnView: ColumnViewWidget
    let scrolledWindow = ScrolledWindow()
    let frozenView: ColumnViewWidget
    let frozenScrolledWindow = ScrolledWindow(verticalPolicy: .external)
    /// The frozen pane, then the table.
    let widget: Box
    /// The column kept in place, first of ``columns``, if any.
    private(set) var frozenColumn: TableColumn<Item>?
    /// The columns, in the order shown (a drag of a header moves one), the frozen one first.
    private(set) var columns: [TableColumn<Item>] = []
    /// Called when the user moved, resized, hid or showed a column.
    var onColumnLayoutChange: () -> Void = {}

    /// The columns of the scrolling part, in order.
    private var scrollingColumns: [TableColumn<Item>] { columns.filter { $0 !== frozenColumn } }

    /// Both views show the rows of `selection`.
    init(selection: RowSelectionModel) {
        columnView = ColumnViewWidget(selection: selection)
        frozenView = ColumnViewWidget(selection: selection)
        widget = Box(.horizontal, children: [frozenScrolledWindow, scrolledWindow])
        columnView.onColumnsChange { [weak self] in self?.followColumnOrder() }
        // Each view directly in its scrolled window, so that rows recycle.
        scrolledWindow.setChild(columnView)
        frozenScrolledWindow.setChild(frozenView)
        frozenScrolledWindow.isVisible = false
        // Each pane follows the other's vertical position once GTK has laid it out. Not as it
        // moves, nor by one shared adjustment: each list view moves its position while it lays
        // out, and the other, laid out already in that frame, would be drawn unallocated.
        scrolledWindow.onScrollSettled { [weak self] in self?.followVerticalOffset(of: self?.scrolledWindow, in: self?.frozenScrolledWindow) }
        frozenScrolledWindow.onScrollSettled { [weak self] in self?.followVerticalOffset(of: self?.frozenScrolledWindow, in: self?.scrolledWindow) }
    }

    /// The view that shows `column`'s cells and header.
    func view(showing column: TableColumn<Item>) -> ColumnViewWidget {
        column === frozenColumn ? frozenView : columnView
    }

    // MARK: Columns

    /// Adds `column` after the others.
    func append(_ column: TableColumn<Item>) {
        columns.append(column)
        column.onTooltipChange = { [weak self, weak column] in column.map { self?.applyHeaderTooltip(of: $0) } }
        columnView.appendColumn(column.viewColumn)
        column.viewColumn.connectNotify("fixed-width") { [weak self] in self?.onColumnLayoutChange() }
        column.viewColumn.connectNotify("visible") { [weak self] in self?.onColumnLayoutChange() }
        if column.headerTooltip != nil { applyHeaderTooltip(of: column) }
    }

    /// Takes `column` out of the table; `freeze` thaws it first when it is frozen.
    func remove(_ column: TableColumn<Item>) {
        columns.removeAll { $0 === column }
        column.onTooltipChange = {}
        columnView.removeColumn(column.viewColumn)
    }

    /// Puts `column` at `position` among the columns.
    func move(_ column: TableColumn<Item>, to position: Int) {
        guard column !== frozenColumn, columns.contains(where: { $0 === column }) else { return }
        let offset = frozenColumn == nil ? 0 : 1
        columnView.moveColumn(column.viewColumn, to: min(max(0, position - offset), scrollingColumns.count - 1))
    }

    /// Takes GTK's order of the columns after a change (a drag of a header, a move).
    private func followColumnOrder() {
        let scrolling = scrollingColumns
        let inOrder = columnView.columnPointers.compactMap { pointer in scrolling.first { $0.viewColumn.wraps(pointer) } }
        guard inOrder.count == scrolling.count, !zip(inOrder, scrolling).allSatisfy({ $0 === $1 }) else { return }
        columns = (frozenColumn.map { [$0] } ?? []) + inOrder
        onColumnLayoutChange()
    }

    /// Keeps `column` (one of ``columns``, or `nil` for none) in place at the start; a column
    /// frozen before goes back first among the others.
    func freeze(_ column: TableColumn<Item>?) {
        if let thawed = frozenColumn {
            frozenView.removeColumn(thawed.viewColumn)
            frozenColumn = nil
            columnView.moveColumn(thawed.viewColumn, to: 0)  // inserts it: it is not there
            // Its header is a new one.
            if thawed.headerTooltip != nil { applyHeaderTooltip(of: thawed) }
        }
        frozenScrolledWindow.isVisible = column != nil
        if let column, let index = columns.firstIndex(where: { $0 === column }) {
            columns.remove(at: index)
            columns.insert(column, at: 0)
            frozenColumn = column
            columnView.removeColumn(column.viewColumn)
            frozenView.appendColumn(column.viewColumn)
            if column.headerTooltip != nil { applyHeaderTooltip(of: column) }
        }
        onColumnLayoutChange()
    }

    /// Scrolls `follower` to `leader`'s vertical position while a column is frozen.
    private func followVerticalOffset(of leader: ScrolledWindow?, in follower: ScrolledWindow?) {
        guard frozenColumn != nil, let leader, let follower, abs(leader.verticalOffset - follower.verticalOffset) >= 0.5 else { return }
        follower.verticalOffset = leader.verticalOffset
    }

    // MARK: Headers and rows on screen

    /// The title GTK shows in the header row for `column`, in the frozen pane or the table.
    func headerWidget(of column: TableColumn<Item>) -> Widget? {
        if column === frozenColumn { return frozenView.headerTitle(at: 0) }
        guard let index = scrollingColumns.firstIndex(where: { $0 === column }) else { return nil }
        return columnView.headerTitle(at: index)
    }

    /// Puts `column`'s ``TableColumn/headerTooltip`` on its header.
    private func applyHeaderTooltip(of column: TableColumn<Item>) {
        headerWidget(of: column)?.tooltip = column.headerTooltip
    }

    /// The widgets GTK shows each row on screen in, by its position: in the table, then in the
    /// frozen pane.
    var shownRowWidgets: [(position: Int, widget: Widget)] {
        [scrollingColumns.first, frozenColumn].compactMap { $0 }.flatMap { column in
            column.shownCells.compactMap { cell in cell.widget.parent?.parent.map { (cell.position, $0) } }
        }
    }
}

import ListCore

/// The path from a data source to a table's rows: the same ``PresentedRows`` a list stands on
/// (GListModel, items-changed discipline, change policy), GTK's sorted model over it following
/// the headers, the selection model, and the GtkColumnView whose columns make their own cells.
///
/// GTK counts the table's rows in sorted order; ``presentedRow(at:)`` turns one into the data
/// source's row it shows.
@MainActor
final class TableBinding<Item: ListItem> {
    let dataSource: ListDataSource<Item>
    let rows: PresentedRows<Item>
    let selection: RowSelectionModel
    let columnView: ColumnViewWidget
    let scrolledWindow = ScrolledWindow()
    /// The pane before the table that keeps one column in place while the table scrolls
    /// sideways: a column view of its own over the same rows and selection, scrolling
    /// vertically with the table. Hidden while no column is frozen.
    let frozenView: ColumnViewWidget
    let frozenScrolledWindow = ScrolledWindow(verticalPolicy: .external)
    /// The frozen pane, then the table.
    let panes: Box
    /// The column kept in place, first of ``columns``, if any.
    private(set) var frozenColumn: TableColumn<Item>?
    /// The view whose headers' sorter orders the rows: the one whose header was clicked last.
    private var sortingView: ColumnViewWidget
    /// The columns, in the order shown (a drag of a header moves one), the frozen one first.
    private(set) var columns: [TableColumn<Item>] = []
    /// The columns of the scrolling part, in order.
    private var scrollingColumns: [TableColumn<Item>] { columns.filter { $0 !== frozenColumn } }
    /// Called when the user moved, resized, hid or showed a column.
    var onColumnLayoutChange: () -> Void = {}
    /// Whether clicks on headers sort the rows; when not, the rows keep the data source's order.
    var allowsSorting = true {
        didSet {
            guard allowsSorting != oldValue else { return }
            columns.forEach(applySorting(of:))
            if !allowsSorting { sortingView.sort(by: nil) }
        }
    }
    /// Whether the sorted model orders the rows by the headers; when not, a click on a header
    /// only marks it (and tells ``onSortChange``), and the rows keep the data source's order.
    var sortsRows = true {
        didSet { sortedRows.sorter = sortsRows ? sortingView.sorter : nil }
    }
    /// Whether GTK's rows are in the headers' order rather than the data source's.
    var rowsAreSorted: Bool { sortsRows && sortingView.sorter.sortsRows }
    /// The column whose header sorts now, if any, as learnt at the last change.
    private(set) var sortColumn: TableColumn<Item>?
    /// Called when a click on a header (or ``ColumnViewWidget/sort(by:ascending:)``) changed the
    /// sort, once ``sortColumn`` and ``sortsDescending`` are learnt.
    var onSortChange: () -> Void = {}
    private let sortedRows: SortListModel
    /// Whether the headers' sort is descending now (a second click on a header): GTK then
    /// reverses the column's whole order, which must not move rows out of their sections.
    private(set) var sortsDescending = false
    /// The column whose ordering answered the last probe of the sorter.
    private var probedColumn: TableColumn<Item>?
    /// Whether a column is changing pane: the sorts that come and go meanwhile are not told.
    private var isMovingColumns = false

    init(dataSource: ListDataSource<Item>) {
        self.dataSource = dataSource
        rows = PresentedRows(dataSource: dataSource, payload: { _ in TableRowPayload<Item>() })
        sortedRows = SortListModel(model: rows.model)
        selection = RowSelectionModel(rows: sortedRows)
        columnView = ColumnViewWidget(selection: selection)
        frozenView = ColumnViewWidget(selection: selection)
        sortingView = columnView
        panes = Box(.horizontal, children: [frozenScrolledWindow, scrolledWindow])
        // Heard before the sorted model re-sorts, as connected before it.
        for view in [columnView, frozenView] {
            view.sorter.onChange { [weak self, weak view] in view.map { self?.headerSorted(in: $0) } }
        }
        sortedRows.sorter = columnView.sorter
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

    // MARK: Changes

    /// Tells GTK `change`, which the data source has just made; rows changed in place come
    /// again as new rows, so that the sorted model places them by their new values. Then
    /// `finish` runs.
    func present(_ change: ListChange, then finish: @escaping () -> Void) {
        rows.policy = rowsAreSorted ? SpanningChangePolicy() : CoalescingChangePolicy()
        rows.tell(change) { [weak self] in
            guard let self else { return }
            for row in change.updatesInPlace { self.rows.model.itemsChanged(position: row, removed: 1, added: 1) }
            finish()
        }
    }

    /// Binds every cell on screen to its row again.
    func rebindShownRows() {
        columns.forEach { $0.rebindShownCells() }
    }

    // MARK: Rows

    /// The data source's row that GTK's row object carrying `payload` stands for now.
    func row(of payload: TableRowPayload<Item>) -> ListRow<Item>? {
        payload.rowPosition.flatMap(rows.row(at:))
    }

    /// The data source's row shown at GTK's row `position` (sorted order), if any.
    func presentedRow(at position: Int) -> ListRow<Item>? {
        (selection.payload(atRow: position) as? TableRowPayload<Item>).flatMap(row(of:))
    }

    /// The number of rows GTK shows.
    var presentedRowCount: Int { selection.rowCount }

    /// Tells GTK to ask again about the selection of every row: sorted, the rows of a change
    /// may be anywhere.
    func askAgainAboutShownSelection() {
        selection.selectionChanged(rows: 0..<presentedRowCount)
    }

    /// GTK's row (sorted order) showing the data source's flat row `dataRow`, if any; a pass
    /// over the rows while they are sorted.
    func presentedPosition(ofDataRow dataRow: Int) -> Int? {
        guard rowsAreSorted else { return dataRow < presentedRowCount ? dataRow : nil }
        return (0..<presentedRowCount).first { position in
            (selection.payload(atRow: position) as? TableRowPayload<Item>)?.rowPosition == dataRow
        }
    }

    /// The widgets GTK shows each row on screen in, by its position: in the table, then in the
    /// frozen pane.
    private var shownRowWidgets: [(position: Int, widget: Widget)] {
        [scrollingColumns.first, frozenColumn].compactMap { $0 }.flatMap { column in
            column.shownCells.compactMap { cell in cell.widget.parent?.parent.map { (cell.position, $0) } }
        }
    }

    /// The title GTK shows in the header row for `column`, in the frozen pane or the table.
    func headerWidget(of column: TableColumn<Item>) -> Widget? {
        if column === frozenColumn { return frozenView.headerTitle(at: 0) }
        guard let index = scrollingColumns.firstIndex(where: { $0 === column }) else { return nil }
        return columnView.headerTitle(at: index)
    }

    /// Scrolls so that GTK's row `row` is visible. Out-of-range rows are ignored.
    func scrollToRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        scrolledWindow.stopKineticMotion()
        frozenScrolledWindow.stopKineticMotion()
        columnView.activateRowsAction("list.scroll-to-item", row: row)
    }

    /// Activates GTK's row `row` as Enter or a double click would.
    func activateRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        columnView.activateRowsAction("list.activate-item", row: row)
    }

    // MARK: Columns

    /// Adds `column` after the others.
    func append(_ column: TableColumn<Item>) {
        guard !columns.contains(where: { $0 === column }) else { return }
        columns.append(column)
        column.currentRow = { [weak self] payload in self?.row(of: payload) }
        column.onSortingChange = { [weak self, weak column] in column.map { self?.applySorting(of: $0) } }
        column.onTooltipChange = { [weak self, weak column] in column.map { self?.applyHeaderTooltip(of: $0) } }
        columnView.appendColumn(column.viewColumn)
        column.viewColumn.connectNotify("fixed-width") { [weak self] in self?.onColumnLayoutChange() }
        column.viewColumn.connectNotify("visible") { [weak self] in self?.onColumnLayoutChange() }
        applySorting(of: column)
        if column.headerTooltip != nil { applyHeaderTooltip(of: column) }
    }

    /// Takes `column` out of the table.
    func remove(_ column: TableColumn<Item>) {
        guard columns.contains(where: { $0 === column }) else { return }
        if column === frozenColumn { freeze(nil) }
        columns.removeAll { $0 === column }
        column.onSortingChange = {}
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

    // MARK: The frozen column

    /// Keeps `column` in place at the start while the table scrolls sideways (`nil`: none);
    /// a column frozen before goes back first among the others.
    func freeze(_ column: TableColumn<Item>?) {
        guard column !== frozenColumn, column.map({ column in columns.contains { $0 === column } }) ?? true else { return }
        // A sort by a column that changes pane goes with it, told at the end if it changed.
        let sorted = sortColumn.map { (column: $0, ascending: !sortsDescending) }
        isMovingColumns = true
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
        if let sorted { sort(by: sorted.column, ascending: sorted.ascending) }
        isMovingColumns = false
        learnSortDirection()
        if sortColumn !== sorted?.column || sortsDescending != (sorted.map { !$0.ascending } ?? false) { onSortChange() }
        onColumnLayoutChange()
    }

    /// Sorts by `column` as a click on its header does (`nil`: the data source's order).
    func sort(by column: TableColumn<Item>?, ascending: Bool) {
        guard let column else { return sortingView.sort(by: nil) }
        view(showing: column).sort(by: column.viewColumn, ascending: ascending)
    }

    /// Scrolls `follower` to `leader`'s vertical position while a column is frozen.
    private func followVerticalOffset(of leader: ScrolledWindow?, in follower: ScrolledWindow?) {
        guard frozenColumn != nil, let leader, let follower, abs(leader.verticalOffset - follower.verticalOffset) >= 0.5 else { return }
        follower.verticalOffset = leader.verticalOffset
    }

    /// The view that shows `column`'s cells and header.
    func view(showing column: TableColumn<Item>) -> ColumnViewWidget {
        column === frozenColumn ? frozenView : columnView
    }

    /// Gives `column`'s header its sorter when it has one and sorting is allowed, none otherwise.
    private func applySorting(of column: TableColumn<Item>) {
        column.viewColumn.sorter = allowsSorting ? column.ordering.map { sorter(for: column, ordering: $0) } : nil
    }

    /// A header of `view` was clicked (or its sort set): that view's sorter orders the rows
    /// from now on, and the other view's header no longer sorts.
    private func headerSorted(in view: ColumnViewWidget) {
        if view.sorter.sortsRows, view !== sortingView {
            let other = sortingView
            sortingView = view
            if sortsRows { sortedRows.sorter = view.sorter }
            other.sort(by: nil)
        }
        guard !isMovingColumns else { return }
        learnSortDirection()
        onSortChange()
    }

    /// Learns which column sorts and which way: GTK 4.8 has no API to ask, so two probes go
    /// through the sorter, whose primary column's ordering answers them (and says which it is).
    private func learnSortDirection() {
        sortsDescending = false  // so that the probe below sees GTK's own turn alone
        sortColumn = nil
        guard sortingView.sorter.sortsRows else { return }
        probedColumn = nil
        sortsDescending = sortingView.sorter.orders(SortProbe(rank: 0), after: SortProbe(rank: 1))
        sortColumn = probedColumn
    }

    /// Sorts rows within their sections, the header first and the footer last, by `ordering`.
    private func sorter(for column: TableColumn<Item>, ordering: TableRowOrdering<Item>) -> CustomSorter {
        let columnID = ObjectIdentifier(column)
        return CustomSorter { [weak self, weak column] first, second in
            if let first = first as? SortProbe, let second = second as? SortProbe {
                if self?.probedColumn == nil { self?.probedColumn = column }
                return first.rank < second.rank
            }
            guard let self else { return false }
            let firstPayload = first as? TableRowPayload<Item>, secondPayload = second as? TableRowPayload<Item>
            guard let firstPayload, let secondPayload, let firstRow = self.row(of: firstPayload), let secondRow = self.row(of: secondPayload) else {
                // A row a later signal of the change removes stands for no row: such rows go
                // after all others. Answering "neither first" for them broke the one order GTK
                // sorts by, and it left real rows out of order (the model-contract fuzz found it).
                let firstGoes = firstPayload.flatMap(self.row(of:)) == nil, secondGoes = secondPayload.flatMap(self.row(of:)) == nil
                guard firstGoes != secondGoes else { return false }
                // GTK reverses what a descending sort answers: answer it reversed beforehand.
                return self.sortsDescending ? firstGoes : secondGoes
            }
            let firstPlace = (firstRow.section, Self.rank(of: firstRow.role))
            let secondPlace = (secondRow.section, Self.rank(of: secondRow.role))
            guard firstPlace == secondPlace, firstPlace.1 == 1 else {
                // GTK reverses what a descending sort answers: answer it reversed beforehand.
                return self.sortsDescending ? secondPlace < firstPlace : firstPlace < secondPlace
            }
            return ordering.orders((firstPayload, firstRow.item), before: (secondPayload, secondRow.item), column: columnID)
        }
    }

    private static func rank(of role: ListRow<Item>.Role) -> Int {
        switch role {
        case .header: 0
        case .item: 1
        case .footer: 2
        }
    }

    /// Puts `column`'s ``TableColumn/headerTooltip`` on its header.
    private func applyHeaderTooltip(of column: TableColumn<Item>) {
        let view = view(showing: column)
        let shown = view === frozenView ? [column] : scrollingColumns
        guard let index = shown.firstIndex(where: { $0 === column }) else { return }
        view.headerTitle(at: index)?.tooltip = column.headerTooltip
    }
}

extension TableBinding: ListBaseCore {
    /// Both panes: a row of either is the table's row.
    var rowsWidget: Widget { panes }
    var viewWidget: Widget { columnView }
    /// The headers may sort the rows.
    var rowsFollowDataOrder: Bool { false }

    func row(atX x: Double, y: Double) -> Int? {
        let rowWidgets = shownRowWidgets
        var widget = panes.pick(x: x, y: y)
        while let current = widget, !current.isSameWidget(as: panes) {
            if let shown = rowWidgets.first(where: { $0.widget.isSameWidget(as: current) }) { return shown.position }
            widget = current.parent
        }
        return nil
    }

    var focusedRow: Int? { shownRowWidgets.first { $0.widget.isFocus }?.position }

    func rowWidget(atRow row: Int) -> Widget? {
        shownRowWidgets.first { $0.position == row }?.widget
    }

    func indexedItem(atRow row: Int) -> IndexedItem<Item>? {
        guard let listRow = presentedRow(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }
}

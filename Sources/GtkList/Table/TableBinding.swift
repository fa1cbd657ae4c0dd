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
    /// The columns, in the order shown.
    private(set) var columns: [TableColumn<Item>] = []
    /// Whether clicks on headers sort the rows; when not, the rows keep the data source's order.
    var allowsSorting = true {
        didSet {
            guard allowsSorting != oldValue else { return }
            columns.forEach(applySorting(of:))
            if !allowsSorting { columnView.sort(by: nil) }
        }
    }
    /// Whether the sorted model orders the rows by the headers; when not, a click on a header
    /// only marks it (and tells ``onSortChange``), and the rows keep the data source's order.
    var sortsRows = true {
        didSet { sortedRows.sorter = sortsRows ? columnView.sorter : nil }
    }
    /// Whether GTK's rows are in the headers' order rather than the data source's.
    var rowsAreSorted: Bool { sortsRows && columnView.sorter.sortsRows }
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

    init(dataSource: ListDataSource<Item>) {
        self.dataSource = dataSource
        rows = PresentedRows(dataSource: dataSource, payload: { _ in TableRowPayload<Item>() })
        sortedRows = SortListModel(model: rows.model)
        selection = RowSelectionModel(rows: sortedRows)
        columnView = ColumnViewWidget(selection: selection)
        // Heard before the sorted model re-sorts, as connected before it.
        columnView.sorter.onChange { [weak self] in
            self?.learnSortDirection()
            self?.onSortChange()
        }
        sortedRows.sorter = columnView.sorter
        // The view directly in its scrolled window, so that rows recycle.
        scrolledWindow.setChild(columnView)
    }

    // MARK: Changes

    /// Tells GTK `change`, which the data source has just made; rows changed in place come
    /// again as new rows, so that the sorted model places them by their new values. Then
    /// `finish` runs.
    func present(_ change: ListChange, then finish: @escaping () -> Void) {
        rows.tell(change) { [weak self] in
            guard let self else { return }
            for row in change.updatesInPlace { self.rows.model.itemsChanged(position: row, removed: 1, added: 1) }
            finish()
        }
    }

    /// Binds every cell on screen to its row again.
    func rebindShownCells() {
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

    /// GTK's row (sorted order) showing the data source's flat row `dataRow`, if any; a pass
    /// over the rows while they are sorted.
    func presentedPosition(ofDataRow dataRow: Int) -> Int? {
        guard rowsAreSorted else { return dataRow < presentedRowCount ? dataRow : nil }
        return (0..<presentedRowCount).first { position in
            (selection.payload(atRow: position) as? TableRowPayload<Item>)?.rowPosition == dataRow
        }
    }

    /// The widget GTK shows each row on screen in, by its position.
    private var shownRowWidgets: [(position: Int, widget: Widget)] {
        columns.first?.shownCells.compactMap { cell in cell.widget.parent?.parent.map { (cell.position, $0) } } ?? []
    }

    /// Scrolls so that GTK's row `row` is visible. Out-of-range rows are ignored.
    func scrollToRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
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
        applySorting(of: column)
        if column.headerTooltip != nil { applyHeaderTooltip(of: column) }
    }

    /// Takes `column` out of the table.
    func remove(_ column: TableColumn<Item>) {
        guard let index = columns.firstIndex(where: { $0 === column }) else { return }
        columns.remove(at: index)
        column.onSortingChange = {}
        column.onTooltipChange = {}
        columnView.removeColumn(column.viewColumn)
    }

    /// Gives `column`'s header its sorter when it has one and sorting is allowed, none otherwise.
    private func applySorting(of column: TableColumn<Item>) {
        column.viewColumn.sorter = allowsSorting ? column.ordering.map { sorter(for: column, ordering: $0) } : nil
    }

    /// Learns which column sorts and which way: GTK 4.8 has no API to ask, so two probes go
    /// through the sorter, whose primary column's ordering answers them (and says which it is).
    private func learnSortDirection() {
        sortsDescending = false  // so that the probe below sees GTK's own turn alone
        sortColumn = nil
        guard columnView.sorter.sortsRows else { return }
        probedColumn = nil
        sortsDescending = columnView.sorter.orders(SortProbe(rank: 0), after: SortProbe(rank: 1))
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
            guard let self, let firstPayload = first as? TableRowPayload<Item>, let secondPayload = second as? TableRowPayload<Item>,
                  let firstRow = self.row(of: firstPayload), let secondRow = self.row(of: secondPayload) else { return false }
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
        guard let index = columns.firstIndex(where: { $0 === column }) else { return }
        columnView.headerTitle(at: index)?.tooltip = column.headerTooltip
    }
}

extension TableBinding: RowLocating {
    var rowsWidget: Widget { columnView }

    func row(atX x: Double, y: Double) -> Int? {
        let rowWidgets = shownRowWidgets
        var widget = columnView.pick(x: x, y: y)
        while let current = widget, !current.isSameWidget(as: columnView) {
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

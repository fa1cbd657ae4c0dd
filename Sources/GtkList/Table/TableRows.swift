import ListCore

/// What a table stands on, as a list stands on ``RowBinding``: the same ``PresentedRows`` (its
/// GListModel, items-changed discipline and change policy), GTK's sorted model over them
/// following the headers (``TableSorting``), the selection model, and the column views that
/// make their columns' cells (``TableColumnPanes``).
///
/// GTK counts the table's rows in sorted order; ``presentedRow(at:)`` turns one into the data
/// source's row it shows.
@MainActor
final class TableRows<Item: ListItem> {
    let dataSource: ListDataSource<Item>
    let rows: PresentedRows<Item>
    let sorting: TableSorting<Item>
    let selection: RowSelectionModel
    let panes: TableColumnPanes<Item>
    /// Where each section starts among the rows GTK was last told of.
    private var sectionStarts: [Int]

    init(dataSource: ListDataSource<Item>) {
        self.dataSource = dataSource
        sectionStarts = Self.sectionStarts(of: dataSource)
        let rows = PresentedRows(dataSource: dataSource, payload: { _ in TableRowPayload<Item>() })
        self.rows = rows
        let rowOfPayload = { [weak rows] (payload: TableRowPayload<Item>) in payload.rowPosition.flatMap { rows?.row(at: $0) } }
        // The sorted model is made before the views, which show its rows; the views' sorters
        // are given to it once the views are made.
        let sortedRows = SortListModel(model: rows.model)
        selection = RowSelectionModel(rows: sortedRows)
        panes = TableColumnPanes(selection: selection)
        sorting = TableSorting(sortedRows: sortedRows, views: [panes.columnView, panes.frozenView], row: rowOfPayload)
        sorting.columns = { [weak panes] in panes?.columns ?? [] }
    }

    // MARK: Changes

    /// Tells GTK `change`, which the data source has just made; rows changed in place come
    /// again as new rows, so that the sorted model places them by their new values. Then
    /// `finish` runs.
    ///
    /// Sorted, GTK places only the rows a change touches: when the change also moves a section's
    /// edge past rows it leaves alone (a row whose neighbour went to another section), those rows
    /// are in another section now, and every row is placed again.
    func present(_ change: ListChange, then finish: @escaping () -> Void) {
        rows.policy = sorting.rowsAreSorted ? SpanningChangePolicy() : CoalescingChangePolicy()
        let startsBefore = sectionStarts
        sectionStarts = Self.sectionStarts(of: dataSource)
        let regroups = sorting.rowsAreSorted && (change.move?.span ?? change.splices.spanned()?.splice).map {
            Self.edgesMovePastUntouchedRows(before: startsBefore, after: sectionStarts, span: $0)
        } == true
        rows.tell(change) { [weak self] in
            guard let self else { return }
            for row in change.updatesInPlace { self.rows.model.itemsChanged(position: row, removed: 1, added: 1) }
            if regroups {
                let count = self.rows.dataRowCount
                self.rows.model.itemsChanged(position: 0, removed: count, added: count, keeping: { $0 })
            }
            self.panes.columns.forEach { $0.refillCellsWhosePlaceMoved() }
            finish()
        }
    }

    /// Where each section of `dataSource` starts among its flat rows.
    private static func sectionStarts(of dataSource: ListDataSource<Item>) -> [Int] {
        var start = 0
        return dataSource.sections.map { section in
            defer { start += section.rowCount }
            return start
        }
    }

    /// Whether a change that touched the rows of `span` (the rest moved along) took a section's
    /// edge past rows it left alone: the edges before and after the span must be the same, and
    /// the rows before it and those after it in one section before if and only if after.
    static func edgesMovePastUntouchedRows(before: [Int], after: [Int], span: ListSplice) -> Bool {
        func outside(_ starts: [Int], spanEnd: Int, shift: Int) -> (edges: [Int], inside: Bool) {
            let edges = starts.filter { $0 > 0 }
            let inside = edges.contains { $0 >= span.position && $0 <= spanEnd }
            return (edges.filter { $0 < span.position || $0 > spanEnd }.map { $0 > spanEnd ? $0 + shift : $0 }, inside)
        }
        let old = outside(before, spanEnd: span.position + span.removed, shift: span.added - span.removed)
        let new = outside(after, spanEnd: span.position + span.added, shift: 0)
        return old.edges != new.edges || old.inside != new.inside
    }

    /// Binds every cell on screen to its row again.
    func rebindShownRows() {
        panes.columns.forEach { $0.rebindShownCells() }
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
        guard sorting.rowsAreSorted else { return dataRow < presentedRowCount ? dataRow : nil }
        return (0..<presentedRowCount).first { position in
            (selection.payload(atRow: position) as? TableRowPayload<Item>)?.rowPosition == dataRow
        }
    }

    /// Scrolls so that GTK's row `row` is visible. Out-of-range rows are ignored.
    func scrollToRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        panes.scrolledWindow.stopKineticMotion()
        panes.frozenScrolledWindow.stopKineticMotion()
        panes.columnView.activateRowsAction("list.scroll-to-item", row: row)
    }

    /// Activates GTK's row `row` as Enter or a double click would.
    func activateRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        panes.columnView.activateRowsAction("list.activate-item", row: row)
    }

    // MARK: Columns

    /// Adds `column` after the others; a column belongs to one table.
    func append(_ column: TableColumn<Item>) {
        guard !panes.columns.contains(where: { $0 === column }) else { return }
        column.currentRow = { [weak self] payload in self?.row(of: payload) }
        column.onSortingChange = { [weak sorting, weak column] in column.map { sorting?.applySorting(of: $0) } }
        panes.append(column)
        sorting.applySorting(of: column)
    }

    /// Takes `column` out of the table.
    func remove(_ column: TableColumn<Item>) {
        guard panes.columns.contains(where: { $0 === column }) else { return }
        if column === panes.frozenColumn { freeze(nil) }
        column.onSortingChange = {}
        panes.remove(column)
    }

    /// Keeps `column` in place at the start while the table scrolls sideways (`nil`: none); a
    /// sort by a column that changes pane goes with it.
    func freeze(_ column: TableColumn<Item>?) {
        guard column !== panes.frozenColumn, column.map({ column in panes.columns.contains { $0 === column } }) ?? true else { return }
        sorting.keepingSort(whileMoving: { panes.freeze(column) }, view: panes.view(showing:))
    }

    /// Sorts by `column` as a click on its header does (`nil`: the data source's order).
    func sort(by column: TableColumn<Item>?, ascending: Bool) {
        sorting.sort(by: column, in: column.map(panes.view(showing:)) ?? panes.columnView, ascending: ascending)
    }
}

extension TableRows: ListBaseCore {
    var scrolledWindow: ScrolledWindow { panes.scrolledWindow }
    /// Both panes: a row of either is the table's row.
    var rowsWidget: Widget { panes.widget }
    var viewWidget: Widget { panes.columnView }
    /// The headers may sort the rows.
    var rowsFollowDataOrder: Bool { false }

    func row(atX x: Double, y: Double) -> Int? {
        let rowWidgets = panes.shownRowWidgets
        var widget = panes.widget.pick(x: x, y: y)
        while let current = widget, !current.isSameWidget(as: panes.widget) {
            if let shown = rowWidgets.first(where: { $0.widget.isSameWidget(as: current) }) { return shown.position }
            widget = current.parent
        }
        return nil
    }

    var focusedRow: Int? { panes.shownRowWidgets.first { $0.widget.isFocus }?.position }

    func rowWidget(atRow row: Int) -> Widget? {
        panes.shownRowWidgets.first { $0.position == row }?.widget
    }

    func indexedItem(atRow row: Int) -> IndexedItem<Item>? {
        guard let listRow = presentedRow(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }
}

import ListCore

/// What ``ListBase`` (the part every view shares) asks of the binding beneath a view: the data
/// source's path to GTK, its rows as GTK counts them, and GTK's selection model over them. A
/// list's ``RowBinding``, a table's ``TableRows`` and a grid's ``GridBinding`` answer it.
@MainActor
protocol ListBaseCore<Item>: RowLocating {
    var dataSource: ListDataSource<Item> { get }
    var scrolledWindow: ScrolledWindow { get }
    /// GTK's selection model over the rows it shows.
    var selection: RowSelectionModel { get }
    /// The GTK view that takes the keyboard focus and carries the view's name for screen readers.
    var viewWidget: Widget { get }
    /// The number of rows GTK shows.
    var presentedRowCount: Int { get }
    /// Whether GTK's rows always stand in the data source's order (a view that never sorts them).
    var rowsFollowDataOrder: Bool { get }
    /// The data source's row that GTK's row `position` stands for now, if any.
    func presentedRow(at position: Int) -> ListRow<Item>?
    /// GTK's row showing the data source's flat row `dataRow`, if any.
    func presentedPosition(ofDataRow dataRow: Int) -> Int?
    /// Tells GTK that the selection of the rows it shows may have changed.
    func askAgainAboutShownSelection()
    /// Scrolls so that GTK's row `row` is visible; out-of-range rows are ignored.
    func scrollToRow(_ row: Int)
    /// Activates GTK's row `row` as Enter or a double click would.
    func activateRow(_ row: Int)
    /// Binds every row on screen to its item again.
    func rebindShownRows()
    /// Tells GTK `change`, which the data source has just made, then runs `finish`.
    func present(_ change: ListChange, then finish: @escaping () -> Void)
    /// Shows `selection` and passes GTK's selection requests on to it.
    func connect(_ selection: ListSelection<Item>)
}

extension ListBaseCore {
    /// GTK's selection model asks `selection` about each row and hands it clicks, Ctrl+A and the
    /// rubber band.
    func connect(_ selection: ListSelection<Item>) {
        self.selection.isSelected = { [weak selection] row in selection?.isRowSelected(row) ?? false }
        self.selection.onSelectionRequest = { [weak selection] select, unselect in
            selection?.handleSelectionRequest(select: select, unselect: unselect)
        }
    }
}

extension ListSelection {
    /// The selection of the view over `core`.
    convenience init(core: some ListBaseCore<Item>) {
        self.init(dataSource: core.dataSource, presentedRow: { [weak core] in core?.presentedRow(at: $0) },
                  rowsFollowDataOrder: core.rowsFollowDataOrder) { [weak core] in core?.askAgainAboutShownSelection() }
    }
}

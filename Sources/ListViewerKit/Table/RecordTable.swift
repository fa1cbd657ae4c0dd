import GtkList
import ListCore
import RecordFiles

/// The records read so far as a table: one resizable column per field of the first records,
/// one row per record. A click on a header asks for the whole file in that column's order
/// (``onSortChange``): the table leaves its rows in the data source's order, which a
/// ``FileSorter`` makes.
///
/// It shows the same ``ListDataSource`` as the list and follows its changes. GTK 4.8's
/// GtkColumnView makes a cell per column for each of the ~200 rows it keeps, and a 20-column
/// table took 426 ms to its first frame: columns join a few per frame instead (the first
/// frame holds only the first few), so the window answers at once and fills in over the next
/// frames.
@MainActor
final class RecordTable {
    /// How many columns join the table in a frame. Each costs a cell per realized row, about
    /// 20 ms a column here (debug build, Xvfb): with two, the first frame after the toggle of
    /// a 20-field file took 60–130 ms where all 21 columns at once took 480–510 ms.
    static var columnsPerFrame = 2

    /// What screen readers call the table.
    let accessibleName: String
    /// The table of the records.
    let view: TableView<RecordItem>
    /// The widget to show: the table in its scrolled window.
    var widget: Widget { view.widget }
    private let dataSource: ListDataSource<RecordItem>
    /// The columns of the fields, in order (the last ones may still be joining the view).
    private(set) var shownColumns: [RecordColumn] = []
    /// The last column, naming the fields left out, when there are any.
    private var leftOutColumn: TableColumn<RecordItem>?
    private(set) var leftOutFieldCount = 0
    private var dataSourceObservation: ObservationToken?

    /// Called with the field whose header was clicked and which way it sorts, or `nil` when no
    /// header sorts any more.
    var onSortChange: (FileSorter.Order?) -> Void = { _ in }
    /// Called with the record of a row activated by Enter or a double click.
    var onActivate: (RecordItem) -> Void = { _ in }
    /// Called when the table is scrolled near its last row, to read more of the file.
    var onNearEnd: () -> Void = {}

    /// Creates the table of `dataSource`'s records; `name` (the file's) names it for screen
    /// readers.
    init(dataSource: ListDataSource<RecordItem>, name: String) {
        self.dataSource = dataSource
        view = TableView(dataSource: dataSource)
        view.columnsPerFrame = Self.columnsPerFrame
        // Shift and Ctrl with a click or the arrows select several rows, to copy them at once.
        view.selectionMode = .multiple
        view.sortsRows = false
        // TRANSLATORS: the accessible name of the table view of a file; %s is the file name
        accessibleName = appTexts.translate("Table of “%s”").filling(name)
        view.accessibleLabel = accessibleName
        view.onActivate { [weak self] activated in self?.onActivate(activated.item) }
        view.widget.addFocusShortcut("<Control>c") { [weak self] in self?.copySelectedRecords() }
        view.scrolledWindow.onScrollSettled { [weak self] in self?.reportNearEnd() }
        view.onSortChange { [weak self] order in self?.reportSortChange(order) }
        // The columns follow the first records; the table itself follows every change.
        dataSourceObservation = dataSource.observe { [weak self] change in self?.updateColumnsIfSampled(change) }
        updateColumns()
    }

    // MARK: Rows

    /// The record shown at `row`, counting rows as the table shows them (sorted or not).
    func record(atRow row: Int) -> RecordItem? {
        view.item(atRow: row)?.item
    }

    /// The selected record, or `nil`.
    var selectedRecord: RecordItem? { view.selectedItem?.item }

    private func copySelectedRecords() {
        guard let text = view.selectedItems.map(\.item).clipboardText else { return }
        Clipboard.setText(text, from: view.widget)
    }

    private func updateColumnsIfSampled(_ change: ListChange) {
        let touchesSample = change.splices.contains { $0.position < TableColumns.sampledRecordCount }
            || change.updatesInPlace.contains { $0 < TableColumns.sampledRecordCount }
        if touchesSample { updateColumns() }
    }

    private func reportNearEnd() {
        let scrolled = view.scrolledWindow
        let visibleEnd = scrolled.verticalOffset + scrolled.visibleHeight
        guard scrolled.contentHeight > 0, visibleEnd >= scrolled.contentHeight - 2 * scrolled.visibleHeight else { return }
        onNearEnd()
    }

    // MARK: Columns

    /// Appends a column for every field of the first records that has none yet, and the last
    /// column, naming the fields left out, after them.
    private func updateColumns() {
        let layout = TableColumns(records: dataSource.sections.lazy.flatMap(\.items))
        let known = Set(shownColumns.map(\.field))
        let added = layout.columns.filter { !known.contains($0.field) }.map(RecordColumn.init)
        guard !added.isEmpty || layout.leftOutFieldCount != leftOutFieldCount else { return }
        leftOutColumn.map(view.removeColumn)
        leftOutColumn = nil
        leftOutFieldCount = layout.leftOutFieldCount
        for column in added {
            shownColumns.append(column)
            view.appendColumn(column.tableColumn)
        }
        if leftOutFieldCount > 0 { addLeftOutColumn() }
        updateHeaderTooltips()
    }

    private func addLeftOutColumn() {
        // TRANSLATORS: the header of the table's last column when a record has too many fields
        let column = TableColumn<RecordItem>(appTexts.translate("%d more field", "%d more fields", count: leftOutFieldCount)
                                                .filling(UserLocale.formatted(leftOutFieldCount)),
                                             text: { _ in "" })
        leftOutColumn = column
        view.appendColumn(column)
    }

    // MARK: Sorting

    /// Each header's tooltip: its full title (a long one is cut in the header).
    private func updateHeaderTooltips() {
        for shown in shownColumns { shown.tableColumn.headerTooltip = TableColumns.title(of: shown.field) }
        leftOutColumn?.headerTooltip = appTexts.translate("%d more field is not shown as a column. Enter shows the whole record.",
                                                          "%d more fields are not shown as columns. Enter shows the whole record.",
                                                          count: leftOutFieldCount).filling(UserLocale.formatted(leftOutFieldCount))
    }

    /// The order the headers show: the field of the sorting column, and which way.
    var order: FileSorter.Order? { Self.order(view.sortOrder, of: shownColumns) }

    private func reportSortChange(_ order: TableSortOrder<RecordItem>?) {
        onSortChange(Self.order(order, of: shownColumns))
    }

    private static func order(_ order: TableSortOrder<RecordItem>?, of columns: [RecordColumn]) -> FileSorter.Order? {
        guard let order, let column = columns.first(where: { $0.tableColumn === order.column }) else { return nil }
        return FileSorter.Order(field: column.field, ascending: order.ascending)
    }

    /// Shows how far the sort by `field` has got in its header (`nil`: its title alone).
    func showSortProgress(_ progress: SortProgress?, of field: TableField) {
        guard let column = shownColumns.first(where: { $0.field == field })?.tableColumn else { return }
        let title = TableColumns.title(of: field)
        guard let progress, !progress.hasEnded else { return column.title = title }
        // TRANSLATORS: a table header while the whole file is sorted by it: its title, then a percentage
        column.title = appTexts.translate("%1$s (sorting, %2$s%%)").filling(title, UserLocale.formatted(Int(progress.fraction * 100)))
    }

    /// Sorts by the column of `field` as a click on its header would (`nil`: the file's order).
    func sort(by field: TableField?, ascending: Bool = true) {
        view.sort(by: field.flatMap { field in shownColumns.first { $0.field == field }?.tableColumn }, ascending: ascending)
    }
}

import GtkList
import ListCore
import RecordFiles

/// The records read so far as a table: one resizable column per field of the first records,
/// one row per record, sortable by a header when the whole file is read.
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
    /// The scrolled window holding the table.
    let widget = ScrolledWindow()
    let columnView: ColumnViewWidget
    let selection: SingleSelection
    private let dataSource: ListDataSource<RecordItem>
    private let rows: PresentedRows<RecordItem>
    private let sortedModel: SortListModel
    /// The columns in the view, in order.
    private(set) var shownColumns: [TableColumn] = []
    /// Columns that join the view in the next frames.
    private var waitingColumns: [TableColumns.Column] = []
    /// The last column, naming the fields left out, when there are any.
    private var leftOutColumn: ColumnViewColumn?
    private(set) var leftOutFieldCount = 0
    private var addsColumnsEachFrame = false
    private var dataSourceObservation: ObservationToken?

    /// Why headers do not sort now (such as "the whole file is not read yet"), or `nil` when
    /// a click on a header sorts by its column.
    var sortingRefusal: String? = appTexts.translate("Sorting needs the whole file.") {
        didSet { updateSorting() }
    }
    /// Called with the record of a row activated by Enter or a double click.
    var onActivate: (RecordItem) -> Void = { _ in }
    /// Called when the table is scrolled near its last row, to read more of the file.
    var onNearEnd: () -> Void = {}

    /// Creates the table of `dataSource`'s records; `name` (the file's) names it for screen
    /// readers.
    init(dataSource: ListDataSource<RecordItem>, name: String) {
        self.dataSource = dataSource
        // Step 1: the records, sorted by the headers' sorter once it sorts, and a selection.
        rows = PresentedRows(dataSource: dataSource, payload: { TableRecord($0.item) })
        sortedModel = SortListModel(model: rows.model)
        selection = SingleSelection(model: sortedModel)
        // Step 2: the view, directly in its scrolled window (as for a list, rows recycle).
        columnView = ColumnViewWidget(selection: selection)
        columnView.showsRowSeparators = true
        columnView.showsColumnSeparators = true
        columnView.addCSSClass("data-table")  // Adwaita's compact rows for tables
        sortedModel.sorter = columnView.sorter
        widget.scrollsHorizontally = true
        widget.expandsHorizontally = true
        widget.expandsVertically = true
        widget.setChild(columnView)
        // TRANSLATORS: the accessible name of the table view of a file; %s is the file name
        accessibleName = appTexts.translate("Table of “%s”").filling(name)
        columnView.setAccessibleLabel(accessibleName)
        widget.nameScrollbars(vertical: appTexts.translate("Vertical scroll position"),
                              horizontal: appTexts.translate("Horizontal scroll position"))
        // Step 3: input, and the data source's changes.
        columnView.onActivate { [weak self] row in self?.record(atRow: row).map { self?.onActivate($0) } }
        columnView.addFocusShortcut("<Control>c") { [weak self] in self?.copySelectedRecord() }
        widget.onScrollChange { [weak self] in self?.reportNearEnd() }
        dataSourceObservation = dataSource.observe { [weak self] change in self?.present(change) }
        updateColumns()
        widget.keepAlive(whileReferencedByGtk: self)
    }

    // MARK: Rows

    /// The record shown at `row`, counting rows as the table shows them (sorted or not).
    func record(atRow row: Int) -> RecordItem? {
        (selection.payload(atRow: row) as? TableRecord)?.item
    }

    /// The selected record, or `nil`.
    var selectedRecord: RecordItem? { selection.selectedRow.flatMap(record(atRow:)) }

    private func copySelectedRecord() {
        guard let selected = selectedRecord else { return }
        Clipboard.setText(selected.value.json, from: columnView)
    }

    /// Tells GTK about a change of the data source. Rows changed in place are replaced once the
    /// change is told, so the sorted model places them anew.
    private func present(_ change: ListChange) {
        rows.tell(change) { [weak self] in self?.finishPresenting(change) }
    }

    private func finishPresenting(_ change: ListChange) {
        for row in change.updatesInPlace { rows.model.itemsChanged(position: row, removed: 1, added: 1) }
        let touchesSample = change.splices.contains { $0.position < TableColumns.sampledRecordCount }
            || change.updatesInPlace.contains { $0 < TableColumns.sampledRecordCount }
        if touchesSample { updateColumns() }
    }

    private func reportNearEnd() {
        let visibleEnd = widget.verticalOffset + widget.visibleHeight
        guard widget.contentHeight > 0, visibleEnd >= widget.contentHeight - 2 * widget.visibleHeight else { return }
        onNearEnd()
    }

    // MARK: Columns

    /// Queues a column for every field of the first records that has none yet.
    private func updateColumns() {
        let layout = TableColumns(records: dataSource.sections.lazy.flatMap(\.items))
        let known = Set(shownColumns.map(\.field) + waitingColumns.map(\.field))
        waitingColumns += layout.columns.filter { !known.contains($0.field) }
        if layout.leftOutFieldCount != leftOutFieldCount {
            leftOutFieldCount = layout.leftOutFieldCount
            leftOutColumn.map(columnView.removeColumn)
            leftOutColumn = nil
        }
        addWaitingColumns()
    }

    /// Adds the waiting columns, ``columnsPerFrame`` at the start of each frame: the frame
    /// that first shows the table holds only the first few.
    private func addWaitingColumns() {
        guard hasColumnsToAdd, !addsColumnsEachFrame else { return }
        addsColumnsEachFrame = true
        columnView.addTickCallback { [weak self] in
            guard let self else { return false }
            self.addColumnsOfThisFrame()
            self.addsColumnsEachFrame = self.hasColumnsToAdd
            return self.addsColumnsEachFrame
        }
    }

    /// Whether columns wait to join the table.
    private var hasColumnsToAdd: Bool { !waitingColumns.isEmpty || (leftOutFieldCount > 0 && leftOutColumn == nil) }

    private func addColumnsOfThisFrame() {
        let batch = waitingColumns.prefix(Self.columnsPerFrame)
        waitingColumns.removeFirst(batch.count)
        for column in batch {
            let shown = TableColumn(column)
            shownColumns.append(shown)
            columnView.appendColumn(shown.viewColumn)
        }
        // After the last field, the column that names the fields left out.
        if waitingColumns.isEmpty, leftOutFieldCount > 0, leftOutColumn == nil { addLeftOutColumn() }
        if !batch.isEmpty { updateSorting() }
    }

    private func addLeftOutColumn() {
        // TRANSLATORS: the header of the table's last column when a record has too many fields
        let column = ColumnViewColumn(title: appTexts.translate("%d more field", "%d more fields", count: leftOutFieldCount)
                                        .filling(UserLocale.formatted(leftOutFieldCount)),
                                      factory: makeListItemFactory { _, _ in })
        leftOutColumn = column
        columnView.appendColumn(column)
        updateHeaderTooltips()
    }

    // MARK: Sorting

    /// Gives each header a sorter when sorting is allowed, none otherwise, and says why in
    /// the headers' tooltips.
    private func updateSorting() {
        for shown in shownColumns {
            let field = shown.field
            shown.viewColumn.sorter = sortingRefusal != nil ? nil : CustomSorter { first, second in
                guard let first = first as? TableRecord, let second = second as? TableRecord else { return false }
                return first.sortKey(for: field) < second.sortKey(for: field)
            }
        }
        if sortingRefusal != nil { columnView.sort(by: nil) }
        updateHeaderTooltips()
    }

    /// Each header's tooltip: its full title, and why it does not sort when it does not.
    private func updateHeaderTooltips() {
        let titles = columnView.headerTitles
        for (shown, title) in zip(shownColumns, titles) {
            let name = TableColumns.title(of: shown.field)
            title.tooltip = sortingRefusal.map { "\(name)\n\($0)" } ?? name
        }
        if leftOutColumn != nil, let last = titles.last, titles.count == shownColumns.count + 1 {
            last.tooltip = appTexts.translate("%d more field is not shown as a column. Enter shows the whole record.",
                                              "%d more fields are not shown as columns. Enter shows the whole record.",
                                              count: leftOutFieldCount).filling(UserLocale.formatted(leftOutFieldCount))
        }
    }

    /// Sorts by the column of `field` as a click on its header would; for tests and pictures.
    func sort(by field: TableField, ascending: Bool = true) {
        columnView.sort(by: shownColumns.first { $0.field == field }?.viewColumn, ascending: ascending)
    }
}

extension RecordTable: ReportsPendingWork {
    var pendingWork: String? { hasColumnsToAdd ? "\(waitingColumns.count) columns of the table" : nil }
}

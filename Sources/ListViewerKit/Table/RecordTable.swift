import GtkList
import ListCore
import RecordFiles

/// The records read so far as a table: one resizable column per field of the first records,
/// one row per record. A click on a header asks for the whole file in that column's order
/// (``onSortChange``): the table leaves its rows in the data source's order, which the
/// file's ``SortState`` makes.
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
    var onSortChange: (SortState.Order?) -> Void = { _ in }
    /// Called with the record of a row activated by Enter or a double click.
    var onActivate: (RecordItem) -> Void = { _ in }
    /// Called when the table is scrolled near its last row, to read more of the file.
    var onNearEnd: () -> Void = {}

    /// The path whose table layout is kept (the columns' order, which are hidden, their
    /// widths), or `nil` to keep none.
    private let layoutPath: String?
    /// The layout as the file's table was left, applied to each column as it is made.
    private let savedLayout: TableLayout
    /// Called when the columns changed: made, moved, hidden, shown or pinned.
    var onColumnsChange: () -> Void = {}
    /// The columns' order, hidden and pinned ones, as last told.
    private var lastArrangement: TableLayout?
    /// A resize's layout, saved once the drag rests.
    private var pendingSave: Task<Void, Never>?

    /// Creates the table of `dataSource`'s records; `name` (the file's) names it for screen
    /// readers, and the layout of `layoutPath`'s table comes back and is kept.
    init(dataSource: ListDataSource<RecordItem>, name: String, layoutPath: String? = nil) {
        self.dataSource = dataSource
        self.layoutPath = layoutPath
        savedLayout = layoutPath.flatMap(TableLayoutStore.shared.layout(forFile:)) ?? TableLayout()
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
        view.onColumnLayoutChange { [weak self] in self?.keepLayout() }
        // The columns follow the first records; the table itself follows every change.
        dataSourceObservation = dataSource.observe { [weak self] change in self?.updateColumnsIfSampled(change) }
        updateColumns()
    }

    isolated deinit {
        // A resize that had not rested yet.
        if pendingSave != nil { saveLayout() }
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
        // In the order the file's table was left, fields it did not know after them.
        let added = layout.columns.filter { !known.contains($0.field) }.enumerated()
            .sorted { (savedLayout.place(of: $0.element.field.layoutName), $0.offset) < (savedLayout.place(of: $1.element.field.layoutName), $1.offset) }
            .map { RecordColumn($0.element) }
        for column in added {
            let name = column.field.layoutName
            column.tableColumn.isVisible = !savedLayout.hidden.contains(name)
            if let width = savedLayout.widths[name] { column.tableColumn.fixedWidth = width }
        }
        let frozen = added.first { $0.field.layoutName == savedLayout.frozen }
        guard !added.isEmpty || layout.leftOutFieldCount != leftOutFieldCount else { return }
        leftOutColumn.map(view.removeColumn)
        leftOutColumn = nil
        leftOutFieldCount = layout.leftOutFieldCount
        for column in added {
            shownColumns.append(column)
            view.appendColumn(column.tableColumn)
        }
        if let frozen { view.frozenColumn = frozen.tableColumn }
        if leftOutFieldCount > 0 { addLeftOutColumn() }
        updateHeaderTooltips()
        onColumnsChange()
    }

    /// The columns of the fields in the order shown (a drag of a header moves one).
    var columnsInOrder: [RecordColumn] {
        view.columns.compactMap { shown in shownColumns.first { $0.tableColumn === shown } }
    }

    /// Puts `column` at `place` among the columns of fields.
    func move(_ column: RecordColumn, to place: Int) {
        view.moveColumn(column.tableColumn, to: place)
    }

    /// The column kept in place while the table scrolls sideways, if any.
    var frozenColumn: RecordColumn? {
        view.frozenColumn.flatMap { frozen in shownColumns.first { $0.tableColumn === frozen } }
    }

    /// Keeps `column` in place while the table scrolls sideways (`nil`: none).
    func freeze(_ column: RecordColumn?) {
        view.frozenColumn = column?.tableColumn
    }

    /// Shows or hides `column`.
    func setVisible(_ column: RecordColumn, _ isVisible: Bool) {
        column.tableColumn.isVisible = isVisible
    }

    /// Keeps the layout the user gave the columns for the next time the file's table shows:
    /// at once after a move, a hide or a pin; half a second after the last step of a resize,
    /// whose drag changes the width many times a second.
    private func keepLayout() {
        let layout = currentLayout
        var widthsAside = layout
        widthsAside.widths = [:]
        if widthsAside != lastArrangement {
            lastArrangement = widthsAside
            onColumnsChange()
            saveLayout()
        } else {
            pendingSave?.cancel()
            pendingSave = Task { [weak self] in
                try? await Task.sleep(for: .milliseconds(500))
                guard !Task.isCancelled else { return }
                self?.saveLayout()
            }
        }
    }

    /// Saves the layout when it differs from the one kept (or, for a file without one, from
    /// the file's own).
    private func saveLayout() {
        pendingSave?.cancel()
        pendingSave = nil
        guard let layoutPath else { return }
        let layout = currentLayout
        let kept = TableLayoutStore.shared.layout(forFile: layoutPath) ?? TableLayout(order: shownColumns.map(\.field.layoutName))
        guard layout != kept else { return }
        TableLayoutStore.shared.save(layout, forFile: layoutPath)
    }

    /// The layout of the columns as they are.
    private var currentLayout: TableLayout {
        let columns = columnsInOrder
        var layout = TableLayout(order: columns.map(\.field.layoutName))
        layout.hidden = Set(columns.filter { !$0.tableColumn.isVisible }.map(\.field.layoutName))
        layout.frozen = frozenColumn?.field.layoutName
        for column in columns {
            if let width = column.tableColumn.fixedWidth { layout.widths[column.field.layoutName] = width }
        }
        return layout
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
    var order: SortState.Order? { Self.order(view.sortOrder, of: shownColumns) }

    private func reportSortChange(_ order: TableSortOrder<RecordItem>?) {
        onSortChange(Self.order(order, of: shownColumns))
    }

    private static func order(_ order: TableSortOrder<RecordItem>?, of columns: [RecordColumn]) -> SortState.Order? {
        guard let order, let column = columns.first(where: { $0.tableColumn === order.column }) else { return nil }
        return SortState.Order(field: column.field, ascending: order.ascending)
    }

    /// Shows how far the sort by `field` has got in its header (`nil`: its title alone).
    func showSortProgress(_ progress: SortProgress?, of field: TableField) {
        guard let column = shownColumns.first(where: { $0.field == field })?.tableColumn else { return }
        let title = TableColumns.title(of: field)
        guard let progress, !progress.hasEnded else { return column.title = title }
        // TRANSLATORS: a table header while the whole file is sorted by it: its title, then a percentage
        column.title = appTexts.translate("%1$s (sorting, %2$s%%)").filling(title, UserLocale.formatted(Int(progress.fraction * 100)))
    }

    /// Sorts by the column of `field` as a click on its header would (`nil`: the file's order);
    /// a field without a column leaves the headers as they are.
    func sort(by field: TableField?, ascending: Bool = true) {
        guard let field else { return view.sort(by: nil) }
        guard let column = shownColumns.first(where: { $0.field == field }) else { return }
        view.sort(by: column.tableColumn, ascending: ascending)
    }
}

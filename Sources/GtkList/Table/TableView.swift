import ListCore

/// A table (GTK's GtkColumnView) of a `ListDataSource`'s items: one row per item, one cell per
/// ``TableColumn``, sorted by a click on a header, with the list's selection, context menu and
/// empty page.
///
/// ```swift
/// let table = TableView(dataSource: books, columns: [
///     TableColumn("Title", text: \.title).sortsBy(\.title),
///     TableColumn("Year", text: { String($0.year) }, alignment: .trailing).sortsBy(\.year),
/// ])
/// window.setChild(table.widget)
/// ```
///
/// The table shows the same data source a ``ListView`` may show at the same time, and follows
/// its changes as a list does. A section's header and footer are rows of the table too; sorting
/// keeps rows within their sections. The keyboard is GTK's own (arrows, Page Up and Down, Home,
/// End, Enter), with Shift+F10 and the Menu key for the context menu. What every view shares —
/// selection, activation, the context menu, the empty page, scrolling to an item — comes from
/// ``ListBase``.
@MainActor
public final class TableView<Item: ListItem>: ListBase<Item> {
    /// Names the table, and the pane of its frozen column after it, for screen readers.
    override func nameForScreenReaders() {
        super.nameForScreenReaders()
        // TRANSLATORS: what screen readers call the pane that keeps a table's column in place; %s is the table's name
        table.panes.frozenView.setAccessibleLabel(packageTexts.translate("Pinned column of %s").filling(accessibleLabel))
    }

    /// The columns in the table, in the order shown (a drag of a header moves one, as
    /// ``moveColumn(_:to:)`` does); columns still waiting to join (``columnsPerFrame``) come
    /// after them.
    public var columns: [TableColumn<Item>] { table.panes.columns + columnQueue.waiting }

    /// How many appended columns join the table in one frame, or `nil` (the default) for all at
    /// once. GTK 4.8 makes a cell per column for each of the ~200 rows it keeps, so a table of
    /// many columns answers sooner when they join a few per frame; `waitForScreen` waits for them.
    public var columnsPerFrame: Int?

    /// How many appended columns are still waiting to join the table (``columnsPerFrame``).
    public var waitingColumnCount: Int { columnQueue.waiting.count }

    /// Whether clicks on headers sort the rows (by the columns that have a sort). When off,
    /// the rows go back to the data source's order. On by default.
    public var allowsSorting: Bool {
        get { table.sorting.allowsSorting }
        set { table.sorting.allowsSorting = newValue }
    }

    /// Whether thin lines separate the rows. On by default.
    public var showsRowSeparators: Bool {
        get { table.panes.columnView.showsRowSeparators }
        set { table.panes.columnView.showsRowSeparators = newValue }
    }

    /// Whether thin lines separate the columns. On by default.
    public var showsColumnSeparators: Bool {
        get { table.panes.columnView.showsColumnSeparators }
        set { table.panes.columnView.showsColumnSeparators = newValue }
    }

    let table: TableRows<Item>
    private let columnQueue = ColumnQueue<Item>()
    private let sortChanges = ObserverList<TableSortOrder<Item>?>()
    private let layoutChanges = ObserverList<Void>()
    /// The sort asked for by a column still waiting to join.
    private var pendingSort: TableSortOrder<Item>?
    /// The column to freeze once it joins.
    private var pendingFrozenColumn: TableColumn<Item>?

    /// Holds ``trailingWidget``.
    private let footer = Box(.vertical)

    /// A widget shown under the rows, across the table, such as a "loading more" footer;
    /// `nil` for none. GTK's column view has no row across its columns, so it stands below the
    /// scrolled rows, as a row after the last one would: while they are scrolled to their end
    /// (or all fit), hidden while the user is further up.
    public var trailingWidget: Widget? {
        didSet {
            guard trailingWidget !== oldValue else { return }
            oldValue.map(footer.remove)
            trailingWidget.map(footer.append)
            showFooterAtRowsEnd()
        }
    }

    override var trailingRow: Widget? {
        get { trailingWidget }
        set { trailingWidget = newValue }
    }

    /// Shows the footer while the rows are scrolled to their end or fit. Shown, it takes its
    /// height from the rows' view, which then ends that much before the rows do: within that
    /// much of their end it stays, so that showing it does not hide it again.
    private func showFooterAtRowsEnd() {
        let scrolledWindow = table.panes.scrolledWindow
        let leftToScroll = scrolledWindow.maximumVerticalOffset - scrolledWindow.verticalOffset
        let reach = footer.isVisible ? Double(footer.allocatedHeight) + 1 : 1
        footer.isVisible = trailingWidget != nil && leftToScroll <= reach
    }

    /// Creates a table showing `dataSource` with `columns`.
    public init(dataSource: ListDataSource<Item>, columns: [TableColumn<Item>] = []) {
        ListStyle.install()
        // Step 1: the core, and the features over it.
        let table = TableRows(dataSource: dataSource)
        self.table = table
        let panes = table.panes

        // Step 2: the widgets around the table.
        let columnView = panes.columnView
        // The table, and the pane of its frozen column, alike.
        for view in [columnView, panes.frozenView] {
            view.showsRowSeparators = true
            view.showsColumnSeparators = true
            view.addCSSClass("data-table")  // Adwaita's compact rows for tables
            view.addCSSClass("gtklistkit-table")
        }
        let scrolledWindow = panes.scrolledWindow
        scrolledWindow.expandsVertically = true
        scrolledWindow.expandsHorizontally = true
        scrolledWindow.scrollsHorizontally = true
        scrolledWindow.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                      horizontal: packageTexts.translate("Horizontal scroll position"))
        // The frozen pane, when a column is frozen, then the table; a line between them.
        let frozenScrolledWindow = panes.frozenScrolledWindow
        frozenScrolledWindow.expandsVertically = true
        frozenScrolledWindow.addCSSClass("gtklistkit-frozen-pane")
        // Under the panes, across them, the widget a feed's footer is.
        let overlay = Overlay(child: Box(.vertical, children: [panes.widget, footer]))
        overlay.addCSSClass("gtklistkit-list-area")
        super.init(core: table, selection: ListSelection(core: table), menu: ContextMenuController(rows: table),
                   overlay: overlay, accessibleLabel: packageTexts.translate("Table"))

        // Step 3: wire GTK's callbacks to this object without GTK keeping it alive.
        columns.forEach(appendColumn)
        for view in [columnView, panes.frozenView] {
            view.onActivate { [weak self] row in self?.activate(row: row) }
            for trigger in ["<Shift>F10", "Menu"] {
                view.addFocusShortcut(trigger) { [weak menu = self.menu] in _ = menu?.showMenuOfFocusedRow() }
            }
        }
        panes.onColumnLayoutChange = { [weak self] in self?.layoutChanges.notify(()) }
        footer.isVisible = false
        scrolledWindow.onScrollSettled { [weak self] in self?.showFooterAtRowsEnd() }
        table.sorting.onSortChange = { [weak self] in
            guard let self else { return }
            self.sortChanges.notify(self.sortOrder)
        }
    }

    // MARK: Columns

    /// Adds `column` after the others, at once or, with ``columnsPerFrame``, in one of the next
    /// frames. A column belongs to one table.
    public func appendColumn(_ column: TableColumn<Item>) {
        guard let perFrame = columnsPerFrame else { return table.append(column) }
        columnQueue.enqueue(column, perFrame: perFrame, clock: overlay) { [weak self] joining in
            guard let self else { return }
            self.table.append(joining)
            if self.pendingFrozenColumn === joining { self.frozenColumn = joining }
            if let pending = self.pendingSort, pending.column === joining { self.sort(by: joining, ascending: pending.ascending) }
        }
    }

    /// Puts `column` at `position` among the columns shown (0 first), as a drag of its header
    /// does; a column not in the table (or still waiting to join) stays where it is.
    public func moveColumn(_ column: TableColumn<Item>, to position: Int) {
        table.panes.move(column, to: position)
    }

    /// The column kept in place at the start while the table scrolls sideways, or `nil` (the
    /// default) for none: it shows in a pane of its own before the others, scrolling up and
    /// down with them, as a spreadsheet's frozen column does. Freezing another column puts the
    /// last one back first among the others; a column still waiting to join freezes when it
    /// joins.
    public var frozenColumn: TableColumn<Item>? {
        get { pendingFrozenColumn ?? table.panes.frozenColumn }
        set {
            pendingFrozenColumn = nil
            if let newValue, columnQueue.waiting.contains(where: { $0 === newValue }) {
                pendingFrozenColumn = newValue
                return
            }
            table.freeze(newValue)
        }
    }

    /// Calls `handler` when a column was moved (a drag of its header, ``moveColumn(_:to:)``),
    /// resized, hidden or shown, as for an app that keeps the table's layout. Several handlers
    /// may listen; each stays as long as the table, unless disconnected.
    @discardableResult
    public func onColumnLayoutChange(_ handler: @escaping () -> Void) -> HandlerConnection {
        layoutChanges.connect { handler() }
    }

    /// Takes `column` out of the table.
    public func removeColumn(_ column: TableColumn<Item>) {
        if !columnQueue.remove(column) { table.remove(column) }
    }

    /// Sorts the rows by `column`, as a click on its header does (a second click sorts
    /// descending); `nil` puts the rows back in the data source's order. A column still waiting
    /// to join (``columnsPerFrame``) sorts once it joins; a column without a sort, one not in
    /// the table, or a table that does not allow sorting leaves the rows as they are.
    public func sort(by column: TableColumn<Item>?, ascending: Bool = true) {
        pendingSort = nil
        guard let column else { return table.sort(by: nil, ascending: ascending) }
        guard allowsSorting, column.isSortable else { return }
        if columnQueue.waiting.contains(where: { $0 === column }) {
            pendingSort = TableSortOrder(column: column, ascending: ascending)
            return
        }
        guard table.panes.columns.contains(where: { $0 === column }) else { return }
        table.sort(by: column, ascending: ascending)
    }

    /// Whether a header's sort orders the rows now (``ListBase/item(atRow:)`` counts rows as sorted).
    public var isSorted: Bool { table.sorting.rowsAreSorted }

    /// Whether the table puts its rows in a header's order itself (the default). Turn it off
    /// when the data source comes sorted from elsewhere, such as a whole file sorted in the
    /// background: a click on a header then marks it and tells ``onSortChange(_:)``, and the
    /// rows keep the data source's order.
    public var sortsRows: Bool {
        get { table.sorting.sortsRows }
        set { table.sorting.sortsRows = newValue }
    }

    /// The column whose header sorts now and which way, or `nil` when no header sorts; a sort
    /// asked of a column still waiting to join counts.
    public var sortOrder: TableSortOrder<Item>? {
        pendingSort ?? table.sorting.sortColumn.map { TableSortOrder(column: $0, ascending: !table.sorting.sortsDescending) }
    }

    /// Calls `handler` with the new ``sortOrder`` when a click on a header (or ``sort(by:ascending:)``)
    /// changes it. Several handlers may listen; each stays as long as the table, unless
    /// disconnected.
    @discardableResult
    public func onSortChange(_ handler: @escaping (TableSortOrder<Item>?) -> Void) -> HandlerConnection {
        sortChanges.connect(handler)
    }



    // MARK: Rows on screen


    /// The cell widget (made by `column`) showing the item at `path`, while it is on screen;
    /// `nil` otherwise. Tests click it: `try TestInput.click(XCTUnwrap(table.cellWidget(at: path, in: title)))`.
    public func cellWidget(at path: ListIndexPath, in column: TableColumn<Item>) -> Widget? {
        row(of: path).flatMap(column.cellWidget(atRow:))
    }

    /// The header of `column` as GTK shows it (its title, which a click sorts by), while the
    /// column is in the table; `nil` otherwise. Tests click it:
    /// `try TestInput.click(XCTUnwrap(table.headerWidget(of: year)))`.
    public func headerWidget(of column: TableColumn<Item>) -> Widget? {
        table.panes.headerWidget(of: column)
    }


    // MARK: Changes

    override var emptyPageHeaderHeight: Int { table.panes.columnView.headerRow?.allocatedHeight ?? 0 }
}

extension TableView: ReportsPendingWork {
    package var pendingWork: String? {
        waitingColumnCount == 0 ? nil : "\(waitingColumnCount) columns waiting to join the table"
    }
}

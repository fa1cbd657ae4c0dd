import ListCore

/// The path from a data source to the rows GTK shows, which every feature of a list stands on:
/// the GListModel GTK reads (``PresentedRows``), the selection model over it, the GtkListView in
/// its scrolled window, and the recycled rows that GTK's list items hold — what GTK's own item
/// manager is to its list, grid and column views.
///
/// Features (selection, keyboard, pinned header, reordering, animation, prefetch, context menu)
/// are controllers that ask the binding about rows and hear from it when rows are bound and
/// changes land.
@MainActor
final class RowBinding<Item: ListItem> {
    let dataSource: ListDataSource<Item>
    /// The rows GTK sees, and how each change reaches it.
    let rows: PresentedRows<Item>
    let selection: RowSelectionModel
    let listWidget: ListViewWidget
    let scrolledWindow: ScrolledWindow
    let recycler = RowRecycler<Item>()
    var trailingSlot: TrailingRowSlot { rows.trailingSlot }

    /// Heard after GTK bound or unbound rows, as it does many at a time.
    let rowsDidChange = ObserverList<Void>()
    /// Heard for a row GTK is about to let go, with its item and widget, while it still shows it.
    let rowWillUnbind = ObserverList<(item: Item, widget: Widget)>()
    /// Heard after a row was filled, with what it shows and the row GTK wraps around it (the
    /// one that takes the focus and that screen readers read), when GTK has made that yet.
    let rowDidBind = ObserverList<(row: ListRow<Item>, itemWidget: Widget?)>()
    /// Heard after the list was asked to scroll a flat row into view, before GTK lays it out.
    let didScrollToRow = ObserverList<Int>()

    /// The row installed as each list item's child, and what it shows while bound. A row stays
    /// installed when its item is unbound, so the next item of the same kind fills it in place:
    /// moving widgets between list items would restyle and re-measure them every time.
    private var installedRows: [ListItemCell: InstalledRow] = [:]
    /// The cell each installed row widget is in, by the widget's GTK pointer: how a widget met
    /// on screen (picked, focused) leads to its row without asking every row.
    private var cellsByRowWidget: [UnsafeMutableRawPointer: ListItemCell] = [:]
    private var kindsWithoutAdapter: Set<RowKind> = []
    private lazy var scrollConfirmation = ScrollConfirmation(scrolledWindow: scrolledWindow)

    private struct InstalledRow {
        let kind: RowKind
        let row: RowView
        /// What the row shows while bound.
        var bound: ListRow<Item>? {
            didSet { if bound == nil { payload = nil } }
        }
        /// The payload of the row object it was bound to, while bound: a row changed in place
        /// comes with a new payload on the same object.
        var payload: AnyObject?
        /// The role the row and GTK's row around it are marked with for the style sheet, once
        /// marked.
        var markedRole: ListRow<Item>.Role??
    }

    init(dataSource: ListDataSource<Item>) {
        self.dataSource = dataSource
        rows = PresentedRows(dataSource: dataSource)
        // GTK fills the widgets of removed rows again for the rows a change adds (see
        // RowListModel): a list's rows are filled by their payload, whatever object carries it.
        rows.model.recyclesRemovedObjects = true
        // A selection model that selects nothing by itself; the view directly inside its
        // scrolled window, so that recycling works.
        selection = RowSelectionModel(rows: rows.model)
        var recycleHandler: (@MainActor (ListItemEvent, ListItemCell) -> Void)?
        let factory = makeListItemFactory { event, cell in recycleHandler?(event, cell) }
        listWidget = ListViewWidget(selection: selection, factory: factory)
        scrolledWindow = ScrolledWindow()
        scrolledWindow.setChild(listWidget)
        recycleHandler = { [weak self] event, cell in self?.handle(event, of: cell) }
        // GTK 4.8 scrolls by a row at an edge of the view, or the one just past it.
        rows.rowsGtkTracks = { [weak self] in
            guard let self else { return [] }
            let edges = visibleRows.map { [$0.lowerBound - 1, $0.lowerBound, $0.upperBound, $0.upperBound + 1] } ?? []
            return edges + [focusedRow].compactMap { $0 }
        }
    }

    /// Adds (or replaces) the adapter for `adapter.kind`.
    func register(_ adapter: RowAdapter<Item>) {
        recycler.register(adapter)
        kindsWithoutAdapter.remove(adapter.kind)
    }

    /// Shows `widget` as one extra row after the last row, or none for `nil`.
    func setTrailingWidget(_ widget: Widget?) {
        rows.setTrailingWidget(widget)
    }

    // MARK: Changes

    /// Tells GTK `change`, which the data source has just made; rows changed in place, or passed
    /// by a moved row, show their new values where they are, so GTK keeps their widgets,
    /// selection and focus. Then `finish` runs.
    func present(_ change: ListChange, then finish: @escaping () -> Void) {
        rows.tell(change) { [weak self] in
            self?.refill(change)
            finish()
        }
    }

    private func refill(_ change: ListChange) {
        let moved = change.move?.rows
        guard !change.updatesInPlace.isEmpty || moved != nil else { return }
        rows.model.refreshRows(change.updatesInPlace)
        let updated = Set(change.updatesInPlace)
        rebindShownRows { updated.contains($0) || moved?.contains($0) == true }
    }

    /// Binds every row on screen to its item again.
    func rebindShownRows() {
        rebindShownRows { _ in true }
    }

    /// Binds the rows on screen at the flat rows `isIncluded` accepts to their items again.
    func rebindShownRows(where isIncluded: (Int) -> Bool) {
        for (cell, installed) in installedRows where installed.bound != nil {
            guard let position = cell.position, isIncluded(position) else { continue }
            bind(cell)
        }
    }

    // MARK: The rows on screen

    /// The number of rows GTK sees in its model, the trailing row included.
    var presentedRowCount: Int { selection.rowCount }

    /// The data source's row that GTK's row `position` stands for now (which differs from the
    /// data source's own while GTK hears a change).
    func presentedRow(at position: Int) -> ListRow<Item>? { rows.row(at: position) }

    /// GTK's row showing the data source's flat row `dataRow`: the same, in a list.
    func presentedPosition(ofDataRow dataRow: Int) -> Int? {
        dataRow >= 0 && dataRow < rows.dataRowCount ? dataRow : nil
    }

    /// Tells GTK to ask again about the selection of the rows it shows; the others are asked
    /// when they are bound.
    func askAgainAboutShownSelection() {
        let shown = shownRows.map(\.position)
        if let first = shown.min(), let last = shown.max() { selection.selectionChanged(rows: first..<last + 1) }
    }

    /// The bound rows with the flat row GTK shows each at, in no order.
    var shownRows: [(position: Int, listRow: ListRow<Item>, row: RowView)] {
        installedRows.compactMap { cell, installed in
            guard let position = cell.position, let bound = installed.bound else { return nil }
            return (position, bound, installed.row)
        }
    }

    /// The bound rows with the item each shows, headers and footers included.
    var boundItemWidgets: [(item: Item, widget: Widget)] {
        installedRows.values.compactMap { installed in installed.bound.map { ($0.item, installed.row.widget) } }
    }

    /// The bound rows' widgets by kind, for tests.
    var boundRowViews: [(kind: RowKind, row: RowView)] {
        installedRows.values.filter { $0.bound != nil }.map { ($0.kind, $0.row) }
    }

    /// The height of the header and footer rows on screen, in pixels.
    var supplementaryRowsHeight: Int {
        installedRows.values.filter { $0.bound?.isSupplementary == true }.reduce(0) { total, installed in
            total + (installed.row.widget.parent?.allocatedHeight ?? 0)
        }
    }

    /// The widget GTK wraps around flat row `row`'s own widget, when the row is bound. GTK 4.8
    /// binds rows past both ends of the visible part and leaves their allocation where they last
    /// showed: only ``shownRowWidget(atRow:)``'s bounds are where the row is.
    func rowWidget(atRow row: Int) -> Widget? {
        installedRows.first(where: { $0.key.position == row })?.value.row.widget.parent
    }

    /// The widget GTK wraps around flat row `row`'s own widget, while the row shows in the
    /// list's visible part (in part or whole); `nil` for rows bound off screen.
    func shownRowWidget(atRow row: Int) -> Widget? {
        guard visibleRows?.contains(row) == true else { return nil }
        return rowWidget(atRow: row)
    }

    /// The flat row whose GTK row widget is `widget`, if it shows one.
    func row(ofRowWidget widget: Widget) -> Int? {
        widget.firstChild.flatMap { cellsByRowWidget[$0.rawPointer]?.position }
    }

    /// The row whose widget holds the keyboard focus, if any.
    var focusedRow: Int? { listWidget.focusChild.flatMap(row(ofRowWidget:)) }

    /// The flat row under (`x`, `y`) of the list widget, if a bound row is there.
    func row(atX x: Double, y: Double) -> Int? {
        var widget = listWidget.pick(x: x, y: y)
        while let current = widget, !current.isSameWidget(as: listWidget) {
            // The point may be on the row's own widget or on GTK's row around it (its padding).
            if let cell = cellsByRowWidget[current.rawPointer] { return cell.position }
            let parent = current.parent
            if let parent, parent.isSameWidget(as: listWidget) { return row(ofRowWidget: current) }
            widget = parent
        }
        return nil
    }

    /// The flat rows shown at the top and the bottom of the list's visible part, once laid out.
    var visibleRows: ClosedRange<Int>? {
        let x = Double(listWidget.allocatedWidth) / 2
        guard let top = row(atX: x, y: 1) else { return nil }
        // The lowest row at or above the bottom edge: below the rows may be empty space or a
        // trailing row (a footer), which are no rows of the data source.
        let bottom = LowestRowProbe.lowest(in: scrolledWindow.allocatedHeight, top: top) { self.row(atX: x, y: $0) }
        return top...max(top, bottom)
    }

    /// The item at flat row `row` with its index path; `nil` for headers, footers and rows out
    /// of range.
    func indexedItem(atRow row: Int) -> IndexedItem<Item>? {
        guard let listRow = dataSource.row(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }

    /// Scrolls so that flat row `row` is visible. Out-of-range rows are ignored.
    func scrollToRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        // GTK 4.8 has no gtk_list_view_scroll_to(); its own action scrolls and redraws
        // correctly where setting the adjustment from code left the view blank.
        askToScroll(to: row)
        scrollConfirmation.confirm(in: scrolledWindow, after: listWidget, side: { [weak self] in
            self?.visibleRows.flatMap { ScrollConfirmation.side(of: row, outside: $0) }
        }, ask: { [weak self] in self?.askToScroll(to: row) })
    }

    private func askToScroll(to row: Int) {
        scrolledWindow.stopKineticMotion()
        listWidget.activateAction("list.scroll-to-item", row: row)
        didScrollToRow.notify(row)
    }

    /// Activates flat row `row` as Enter or a click would, through the list's own action.
    func activateRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        listWidget.activateAction("list.activate-item", row: row)
    }

    // MARK: GTK's list items

    private func handle(_ event: ListItemEvent, of cell: ListItemCell) {
        switch event {
        case .setup:
            break  // rows are installed on bind, as the list item's child itself
        case .bind:
            bind(cell)
        case .unbind:
            unbind(cell)
        case .rebind:
            rebind(cell)
        case .teardown:
            unbind(cell)
            uninstallRow(of: cell)
        }
    }

    /// GTK bound the list item again to the row object it shows, at another position or with
    /// another selection: a row that shows that object's payload stays as it is.
    private func rebind(_ cell: ListItemCell) {
        let payload = cell.payload
        let showsPayload = payload === trailingSlot ? trailingSlot.holder == cell : installedRows[cell]?.payload === payload
        guard showsPayload, payload != nil else {
            unbind(cell)
            return bind(cell)
        }
        // Rows added or removed before it may have moved its index path and section: an adapter
        // that shows them fills the row again, one that names the row by them renames it.
        if let installed = installedRows[cell], let bound = installed.bound,
           let adapter = recycler.adapter(for: bound.item.kind), adapter.bindReadsRowPlace || adapter.accessibleLabel != nil,
           case let current = placed(bound, at: cell), current.role != bound.role || current.section != bound.section {
            guard !adapter.bindReadsRowPlace else {
                unbind(cell)
                return bind(cell)
            }
            installedRows[cell]?.bound = current
            nameRow(installed.row.widget, in: installed.row.widget.parent, row: current, adapter: adapter)
        }
        rowsDidChange.notify(())
    }

    /// `row`, the row a payload was made for, where it stands now at `cell`: a row object keeps
    /// its payload while rows added or removed before it move it.
    private func placed(_ row: ListRow<Item>, at cell: ListItemCell) -> ListRow<Item> {
        guard let position = cell.position, let current = rows.row(at: position), current.item.id == row.item.id else { return row }
        return current.map { _ in row.item }
    }

    private func bind(_ cell: ListItemCell) {
        let payload = cell.payload
        if payload === trailingSlot { return bindTrailingRow(cell) }
        guard let made = (payload as? RowPayload<Item>)?.row else { return }
        let row = placed(made, at: cell)
        cell.setInteractive(!row.isSupplementary)
        guard let adapter = recycler.adapter(for: row.item.kind) else {
            reportMissingAdapter(for: row.item.kind)
            uninstallRow(of: cell)
            return
        }
        if let installed = installedRows[cell], installed.kind == row.item.kind {
            // The common case: the item's row is of the same kind; fill it in place.
            recycler.bind(installed.row, to: row, adapter: adapter)
        } else {
            uninstallRow(of: cell)
            let view = recycler.dequeueRow(for: row, adapter: adapter) { made in
                // Roles are fixed once a widget is shown; a kind's rows stay headers or not.
                guard row.role == .header else { return }
                made.widget.setAccessibleRole(.heading)
                made.widget.setAccessibleLevel(2)
            }
            cell.setChild(view.widget)
            installedRows[cell] = InstalledRow(kind: row.item.kind, row: view)
            cellsByRowWidget[view.widget.rawPointer] = cell
        }
        installedRows[cell]?.bound = row
        installedRows[cell]?.payload = payload
        rowsDidChange.notify(())
        guard let widget = installedRows[cell]?.row.widget else { return }
        // The row GTK wraps around ours, looked up once: each lookup makes a wrapper.
        let itemWidget = widget.parent
        if installedRows[cell]?.markedRole != .some(row.role) {
            markRow(widget, in: itemWidget, as: row.role)
            installedRows[cell]?.markedRole = row.role
        }
        // GTK 4.8 refuses the focus to headers and footers, yet tells screen readers they take it.
        itemWidget?.isFocusable = !row.isSupplementary
        nameRow(widget, in: itemWidget, row: row, adapter: adapter)
        widget.setSizeRequest(height: adapter.height(for: row.item).map(Int32.init) ?? -1)
        rowDidBind.notify((row, itemWidget))
    }

    private func bindTrailingRow(_ cell: ListItemCell) {
        uninstallRow(of: cell)
        cell.setInteractive(false)
        trailingSlot.install(in: cell)
        guard let widget = trailingSlot.widget else { return }
        let itemWidget = widget.parent
        markRow(widget, in: itemWidget, as: nil)
        itemWidget?.isFocusable = false  // its button, if any, takes the focus
        widget.firstLabelText.map { itemWidget?.setAccessibleLabel($0) }
    }

    /// Clears the list item's row for its next item; the row stays installed.
    private func unbind(_ cell: ListItemCell) {
        if trailingSlot.holder == cell { trailingSlot.release(from: cell) }
        guard let installed = installedRows[cell], let bound = installed.bound else { return }
        rowWillUnbind.notify((bound.item, installed.row.widget))
        recycler.unbind(installed.row, from: bound)
        installedRows[cell]?.bound = nil
        rowsDidChange.notify(())
    }

    /// Takes the list item's row out of it and back to its kind's pool.
    private func uninstallRow(of cell: ListItemCell) {
        guard let installed = installedRows.removeValue(forKey: cell) else { return }
        cellsByRowWidget[installed.row.widget.rawPointer] = nil
        if let bound = installed.bound { recycler.unbind(installed.row, from: bound) }
        if cell.holds(installed.row.widget) { cell.setChild(nil) }
        recycler.pool(installed.row, kind: installed.kind)
    }

    /// Marks a row widget, and the row GTK wraps around it, as a header, footer or item, for
    /// the style sheet.
    private func markRow(_ widget: Widget, in itemWidget: Widget?, as role: ListRow<Item>.Role?) {
        [widget, itemWidget].compactMap { $0 }.forEach { $0.markSectionRole(role) }
    }

    /// Gives the row, and the row GTK wraps around it, the name screen readers read: the
    /// adapter's, else the row's first words.
    private func nameRow(_ widget: Widget, in itemWidget: Widget?, row: ListRow<Item>, adapter: RowAdapter<Item>) {
        guard let name = adapter.accessibleLabel?(row) ?? widget.firstLabelText else { return }
        itemWidget?.setAccessibleLabel(name)
        if row.role == .header { widget.setAccessibleLabel(name) }
    }

    private func reportMissingAdapter(for kind: RowKind) {
        guard kindsWithoutAdapter.insert(kind).inserted else { return }
        dataSource.warningHandler(.noRowAdapter(kind: kind.name))
    }
}

extension RowBinding: RecycledRowsCore {
    var boundRows: [(position: Int, row: ListRow<Item>, widget: Widget)] {
        shownRows.map { ($0.position, $0.listRow, $0.row.widget) }
    }

    var rowsWidget: Widget { listWidget }
    var viewWidget: Widget { listWidget }
    var rowsFollowDataOrder: Bool { true }
    var lineNavigation: ((_ row: Int, _ direction: Int) -> Int?)? { nil }

    func row(aPageFrom row: Int, direction: Int) -> Int {
        let rowHeight = shownRows.first { $0.position == row }?.row.widget.allocatedHeight ?? 0
        let rowsPerPage = rowHeight > 0 ? max(1, scrolledWindow.allocatedHeight / rowHeight - 1) : 1
        return row + direction * rowsPerPage
    }
}

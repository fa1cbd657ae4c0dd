import ListCore

/// The path from a data source to a grid GTK shows: the data source's rows laid out in lines
/// (``GridLines``: a header or footer a line of its own, items ``columns`` to a line), each line
/// a row of a GtkListView, so that a section's header spans the grid as GTK 4.8's own grid
/// cannot. The lines' GListModel is lazy, one `items-changed` tells GTK each change (the lines
/// before and after it left out), and the cells recycle per kind through the adapters' pools
/// as a list's rows do.
///
/// Rows are the data source's flat rows, as in a list: a cell is found, focused, scrolled to
/// and activated by its item's flat row.
@MainActor
final class GridBinding<Item: ListItem> {
    let dataSource: ListDataSource<Item>
    /// The lines GTK sees, and after them the trailing row, when there is one.
    let model: RowListModel
    /// GTK's selection model over the lines, which selects none: cells show their items'
    /// selection themselves.
    let selection: RowSelectionModel
    let listWidget: ListViewWidget
    let scrolledWindow = ScrolledWindow()
    let recycler = RowRecycler<Item>()
    let trailingSlot = TrailingRowSlot()
    /// Heard after GTK bound or unbound lines.
    let rowsDidChange = ObserverList<Void>()
    /// Heard when the item at a flat row is activated: a double click, Enter or Space.
    let rowActivated = ObserverList<Int>()
    /// Heard for a cell (a header, a footer) about to show another item or none, with its item
    /// and widget, while it still shows it.
    let rowWillUnbind = ObserverList<(item: Item, widget: Widget)>()
    /// Heard after the grid was asked to scroll a flat row into view, before GTK lays it out.
    let didScrollToRow = ObserverList<Int>()
    /// Whether the item at a flat row is selected.
    var isItemSelected: (Int) -> Bool = { _ in false }

    /// The lines as GTK knows them.
    private(set) var lines: GridLines
    private var installedLines: [ListItemCell: GridLineView<Item>] = [:]
    private var kindsWithoutAdapter: Set<RowKind> = []
    /// Whether GTK hears a change now, and the work of changes made meanwhile.
    private var isTelling = false
    private var waiting: [() -> Void] = []
    private var changedWhileTelling = false
    private lazy var scrollConfirmation = ScrollConfirmation(scrolledWindow: scrolledWindow)

    init(dataSource: ListDataSource<Item>) {
        self.dataSource = dataSource
        // No lines until the grid knows its width (``setColumns(_:)``): GTK would lay a million
        // items out in one column first, then hear every line replaced.
        lines = GridLines(sections: [], columns: 1)
        // The model asks this object, which it must not keep alive: the grid owns both.
        let answers = WeakGridAnswers<Item>()
        model = RowListModel(rowCount: { answers.grid?.modelCount ?? 0 },
                             payload: { answers.grid?.payload(at: $0) })
        selection = RowSelectionModel(rows: model)
        var recycleHandler: (@MainActor (ListItemEvent, ListItemCell) -> Void)?
        let factory = makeListItemFactory { event, cell in recycleHandler?(event, cell) }
        listWidget = ListViewWidget(selection: selection, factory: factory)
        scrolledWindow.setChild(listWidget)
        recycleHandler = { [weak self] event, cell in self?.handle(event, of: cell) }
        answers.grid = self
    }

    isolated deinit {
        // The model may outlive the grid (a selection model holds it); GTK hears it empty.
        let shown = modelCount
        if shown > 0 { model.itemsChanged(position: 0, removed: shown, added: 0) }
    }

    /// Adds (or replaces) the adapter for `adapter.kind`.
    func register(_ adapter: RowAdapter<Item>) {
        recycler.register(adapter)
        kindsWithoutAdapter.remove(adapter.kind)
    }

    // MARK: The lines GTK sees

    /// How many items a line holds.
    var columns: Int { lines.columns }

    private var modelCount: Int { lines.count + (trailingSlot.widget == nil ? 0 : 1) }

    private func payload(at position: Int) -> AnyObject? {
        if position < lines.count { return GridLineMarker.shared }
        return position == lines.count && trailingSlot.widget != nil ? trailingSlot : nil
    }

    /// Whether the grid has laid its items out in lines (once it knew its width).
    private(set) var isLaidOut = false

    /// Lays the items out `columns` to a line (at least one); GTK hears every line replaced.
    func setColumns(_ columns: Int) {
        let columns = max(1, columns)
        guard columns != lines.columns || !isLaidOut else { return }
        isLaidOut = true
        tell(GridLines(sections: dataSource.sections, columns: columns), leadingRows: 0, trailingRows: 0) {}
    }

    /// Tells GTK `change`, which the data source has just made: one `items-changed` over the
    /// lines that show other rows now; then every line on screen shows its rows again (rows
    /// changed in place, and lines whose section changed around unchanged rows) and `finish`
    /// runs. A change made while GTK hears another is told after it, as all lines replaced.
    func present(_ change: ListChange, then finish: @escaping () -> Void) {
        if isTelling {
            changedWhileTelling = true
            waiting.append(finish)
            return
        }
        // Before the first layout GTK has no lines to hear about.
        guard isLaidOut else { return finish() }
        let touched = change.move?.span ?? change.splices.spanned()?.splice
        let oldRowCount = lines.rowCount
        let leading = touched?.position ?? oldRowCount
        let trailing = touched.map { oldRowCount - $0.position - $0.removed } ?? oldRowCount
        tell(GridLines(sections: dataSource.sections, columns: columns), leadingRows: leading, trailingRows: trailing, then: finish)
    }

    private func tell(_ newLines: GridLines, leadingRows: Int, trailingRows: Int, then finish: @escaping () -> Void) {
        let old = lines
        lines = newLines
        isTelling = true
        if let splice = GridLines.changedLines(from: old, to: newLines, unchangedLeadingRows: leadingRows, trailingRows: trailingRows) {
            model.itemsChanged(position: splice.position, removed: splice.removed, added: splice.added)
        }
        while changedWhileTelling {
            changedWhileTelling = false
            let told = lines
            lines = GridLines(sections: dataSource.sections, columns: columns)
            if told.count + lines.count > 0 { model.itemsChanged(position: 0, removed: told.count, added: lines.count) }
        }
        isTelling = false
        rebindShownRows()
        finish()
        let finishes = waiting
        waiting = []
        finishes.forEach { $0() }
    }

    /// Shows `widget` as one extra row after the last line, or none for `nil`.
    func setTrailingWidget(_ widget: Widget?) {
        let (removed, added) = trailingSlot.replaceWidget(with: widget)
        guard removed + added > 0 else { return }
        model.itemsChanged(position: lines.count, removed: removed, added: added)
    }

    // MARK: Rows and the cells showing them

    /// The data source's rows, and the trailing row when there is one.
    var presentedRowCount: Int { dataSource.rowCount + (trailingSlot.widget == nil ? 0 : 1) }

    /// Binds every line on screen to its rows again.
    func rebindShownRows() {
        for cell in installedLines.keys where cell.position != nil { bind(cell) }
    }

    /// Shows every bound cell selected or not, as ``isItemSelected`` says.
    func askAgainAboutShownSelection() {
        for (cell, view) in installedLines {
            guard let position = cell.position, case .items(let rows)? = lines.line(at: position) else { continue }
            for (column, row) in rows.enumerated() { view.frame(ofColumn: column)?.setSelectedState(isItemSelected(row)) }
        }
    }

    /// The bound cells (headers and footers included), with the flat row GTK's line and column
    /// place each at now, in no order.
    var boundCells: [(row: Int, item: Item, widget: Widget)] {
        boundRows.map { ($0.position, $0.row.item, $0.widget) }
    }

    /// The bound cells (headers and footers included), with the flat row GTK's line and column
    /// place each at now and the row each shows, in no order.
    var boundRows: [(position: Int, row: ListRow<Item>, widget: Widget)] {
        installedLines.flatMap { cell, view -> [(position: Int, row: ListRow<Item>, widget: Widget)] in
            guard let position = cell.position, let line = lines.line(at: position) else { return [] }
            if let supplementary = view.supplementary, let bound = supplementary.bound {
                return [(line.firstRow, bound, supplementary.row.widget)]
            }
            return view.cells.enumerated().compactMap { column, gridCell in
                guard let content = gridCell.content, let bound = content.bound else { return nil }
                return (line.firstRow + column, bound, content.row.widget)
            }
        }
    }

    /// The height of the header and footer lines bound now, in pixels.
    var supplementaryRowsHeight: Int {
        installedLines.values.filter { $0.supplementary?.bound != nil }.reduce(0) { total, view in
            total + (view.box.parent?.allocatedHeight ?? 0)
        }
    }

    /// The installed line GTK shows at line `index`, if it is bound.
    private func lineView(at index: Int) -> GridLineView<Item>? {
        installedLines.first { $0.key.position == index }?.value
    }

    /// The cell's frame showing flat row `row` (a header's or footer's whole line), while bound.
    func rowWidget(atRow row: Int) -> Widget? {
        guard let place = lines.place(ofRow: row), let view = lineView(at: place.line) else { return nil }
        return view.supplementary == nil ? view.frame(ofColumn: place.column) : view.box.parent
    }

    /// The flat row whose cell holds the keyboard focus, if any.
    var focusedRow: Int? {
        for (cell, view) in installedLines {
            guard let column = view.cells.firstIndex(where: { $0.frame.isFocus }), let position = cell.position,
                  case .items(let rows)? = lines.line(at: position), column < rows.count else { continue }
            return rows.lowerBound + column
        }
        return nil
    }

    /// The flat row shown under (`x`, `y`) of the list widget: a cell's item, or a header or
    /// footer; `nil` over an empty cell or no line.
    func row(atX x: Double, y: Double) -> Int? {
        guard let (line, bounds) = line(atX: x, y: y) else { return nil }
        guard case .items(let rows) = line else { return line.firstRow }
        let column = Int((x - bounds.x) * Double(columns) / bounds.width)
        return column >= 0 && column < rows.count ? rows.lowerBound + column : nil
    }

    /// The line shown under (`x`, `y`) of the list widget, with its bounds there.
    private func line(atX x: Double, y: Double) -> (GridLines.Line, bounds: (x: Double, y: Double, width: Double, height: Double))? {
        var widget = listWidget.pick(x: x, y: y)
        while let current = widget, let parent = current.parent, !current.isSameWidget(as: listWidget) {
            if parent.isSameWidget(as: listWidget) {
                guard let cell = installedLines.first(where: { $0.value.box.parent?.isSameWidget(as: current) == true })?.key,
                      let position = cell.position, let line = lines.line(at: position),
                      let bounds = current.bounds(relativeTo: listWidget), bounds.width > 0 else { return nil }
                return (line, bounds)
            }
            widget = parent
        }
        return nil
    }

    /// The flat rows from the first shown in the top line of the grid's visible part to the last
    /// of its bottom line, once laid out.
    var visibleRows: ClosedRange<Int>? {
        let x = Double(listWidget.allocatedWidth) / 2
        guard let top = line(atX: x, y: 1)?.0 else { return nil }
        let bottom = LowestRowProbe.lowest(in: scrolledWindow.allocatedHeight, top: top) { self.line(atX: x, y: $0)?.0 }
        return top.firstRow...max(top.firstRow, bottom.rows.upperBound - 1)
    }

    /// The row (made by its adapter) showing flat row `row`, while its line is on screen.
    func shownRowWidget(atRow row: Int) -> Widget? {
        guard visibleRows?.contains(row) == true, let place = lines.place(ofRow: row),
              let view = lineView(at: place.line) else { return nil }
        return view.supplementary?.row.widget ?? (place.column < view.cells.count ? view.cells[place.column].content?.row.widget : nil)
    }

    /// The item at flat row `row` with its index path; `nil` for headers, footers and rows out
    /// of range.
    func indexedItem(atRow row: Int) -> IndexedItem<Item>? {
        guard let listRow = dataSource.row(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }

    /// Scrolls so that flat row `row`'s line (or the trailing row, just after the last row) is
    /// visible. Out-of-range rows are ignored.
    func scrollToRow(_ row: Int) {
        let line = lines.place(ofRow: row)?.line ?? (row == dataSource.rowCount && trailingSlot.widget != nil ? lines.count : nil)
        guard let line else { return }
        askToScroll(toLine: line, showing: row)
        guard row < dataSource.rowCount else { return }
        scrollConfirmation.confirm(in: scrolledWindow, after: listWidget, side: { [weak self] in
            self?.visibleRows.flatMap { ScrollConfirmation.side(of: row, outside: $0) }
        }, ask: { [weak self] in self?.askToScroll(toLine: line, showing: row) })
    }

    private func askToScroll(toLine line: Int, showing row: Int) {
        scrolledWindow.stopKineticMotion()
        listWidget.activateAction("list.scroll-to-item", row: line)
        didScrollToRow.notify(row)
    }

    /// Activates the item at flat row `row`, as a double click or Enter does.
    func activateRow(_ row: Int) {
        guard indexedItem(atRow: row) != nil else { return }
        rowActivated.notify(row)
    }

    // MARK: GTK's list items

    private func handle(_ event: ListItemEvent, of cell: ListItemCell) {
        switch event {
        case .setup: break  // lines are installed on bind
        case .bind: bind(cell)
        case .unbind: unbind(cell)
        case .rebind:
            // A line's cells follow its position, not its row object (every line has the same).
            unbind(cell)
            bind(cell)
        case .teardown:
            unbind(cell)
            uninstallLine(of: cell)
        }
    }

    private func bind(_ cell: ListItemCell) {
        // GTK neither selects nor activates lines: their cells do.
        cell.setInteractive(false)
        if cell.payload === trailingSlot { return bindTrailingRow(cell) }
        guard let position = cell.position, let line = lines.line(at: position) else { return }
        let view = installedView(in: cell)
        switch line {
        case .supplementary(let row):
            guard let listRow = dataSource.row(at: row) else { return }
            view.showSupplementary(listRow, fill: { self.fill($0, with: $1) }, release: { self.release($0) })
            // A header is read by its name, as the heading and as the line around it.
            if let header = view.supplementary, let name = name(of: header) {
                if listRow.role == .header { header.row.widget.setAccessibleLabel(name) }
                view.box.parent?.setAccessibleLabel(name)
            }
        case .items(let rows):
            view.showItems(rows.compactMap(dataSource.row(at:)), columns: columns, fill: { self.fill($0, with: $1) }, release: { self.release($0) })
            var names: [String] = []
            for (column, row) in rows.enumerated() {
                guard let frame = view.frame(ofColumn: column), let content = view.cells[column].content else { continue }
                if let name = name(of: content) {
                    frame.setAccessibleLabel(name)
                    names.append(name)
                }
                frame.setSelectedState(isItemSelected(row))
            }
            // The line, a list item to screen readers, is read as the cells it holds.
            view.box.parent?.setAccessibleLabel(names.joined(separator: "; "))
        }
        let role = view.supplementary?.bound?.role
        // The line GTK wraps around ours, looked up once: each lookup makes a wrapper.
        let itemWidget = view.box.parent
        [view.box, itemWidget].compactMap { $0 }.forEach { $0.markSectionRole(role) }
        itemWidget?.isFocusable = false  // its cells take the focus
        rowsDidChange.notify(())
    }

    /// The line view installed in `cell`, installed now if it has none.
    private func installedView(in cell: ListItemCell) -> GridLineView<Item> {
        if trailingSlot.holder == cell { trailingSlot.release(from: cell) }
        if let view = installedLines[cell] {
            if !cell.holds(view.box) { cell.setChild(view.box) }
            return view
        }
        let view = GridLineView<Item>()
        cell.setChild(view.box)
        installedLines[cell] = view
        return view
    }

    private func bindTrailingRow(_ cell: ListItemCell) {
        uninstallLine(of: cell)
        trailingSlot.install(in: cell)
        guard let widget = trailingSlot.widget else { return }
        let itemWidget = widget.parent
        itemWidget?.isFocusable = false  // its button, if any, takes the focus
        widget.firstLabelText.map { itemWidget?.setAccessibleLabel($0) }
    }

    /// Fills `existing`, a row of `row`'s kind, with `row`, or a row from the kind's pool when
    /// there is none; `nil` when no adapter shows the kind.
    private func fill(_ existing: GridLineView<Item>.Content?, with row: ListRow<Item>) -> GridLineView<Item>.Content? {
        guard let adapter = recycler.adapter(for: row.item.kind) else {
            reportMissingAdapter(for: row.item.kind)
            return nil
        }
        var content: GridLineView<Item>.Content
        if let existing {
            if let shown = existing.bound, shown.item.id != row.item.id { rowWillUnbind.notify((shown.item, existing.row.widget)) }
            recycler.bind(existing.row, to: row, adapter: adapter)
            content = existing
        } else {
            let view = recycler.dequeueRow(for: row, adapter: adapter) { made in
                // Roles are fixed once a widget is shown; a kind's rows stay headers or not.
                guard row.role == .header else { return }
                made.widget.setAccessibleRole(.heading)
                made.widget.setAccessibleLevel(2)
            }
            content = GridLineView<Item>.Content(kind: row.item.kind, row: view)
        }
        content.bound = row
        content.row.widget.markSectionRole(row.isSupplementary ? row.role : nil)
        content.row.widget.setSizeRequest(height: adapter.height(for: row.item).map(Int32.init) ?? -1)
        return content
    }

    /// Clears a row that leaves its line and puts it back in its kind's pool.
    private func release(_ content: GridLineView<Item>.Content) {
        unbind(content)
        recycler.pool(content.row, kind: content.kind)
    }

    /// Clears a row of what it shows.
    private func unbind(_ content: GridLineView<Item>.Content) {
        guard let bound = content.bound else { return }
        rowWillUnbind.notify((bound.item, content.row.widget))
        recycler.unbind(content.row, from: bound)
    }

    /// The name screen readers read for a cell, a header or a footer: the adapter's, else the
    /// row's first words.
    private func name(of content: GridLineView<Item>.Content) -> String? {
        guard let bound = content.bound else { return nil }
        return recycler.adapter(for: content.kind)?.accessibleLabel?(bound) ?? content.row.widget.firstLabelText
    }

    /// Clears the line's rows for its next rows; they stay installed.
    private func unbind(_ cell: ListItemCell) {
        if trailingSlot.holder == cell { trailingSlot.release(from: cell) }
        guard let view = installedLines[cell] else { return }
        view.unbind(unbind(_:))
        rowsDidChange.notify(())
    }

    /// Takes the list item's line out of it, its rows back to their pools.
    private func uninstallLine(of cell: ListItemCell) {
        guard let view = installedLines.removeValue(forKey: cell) else { return }
        view.empty { self.release($0) }
        if cell.holds(view.box) { cell.setChild(nil) }
    }

    private func reportMissingAdapter(for kind: RowKind) {
        guard kindsWithoutAdapter.insert(kind).inserted else { return }
        dataSource.warningHandler(.noRowAdapter(kind: kind.name))
    }
}

extension GridBinding: RecycledRowsCore {
    var rowsWidget: Widget { listWidget }
    var viewWidget: Widget { listWidget }
    var rowsFollowDataOrder: Bool { true }

    func presentedRow(at position: Int) -> ListRow<Item>? { dataSource.row(at: position) }

    func presentedPosition(ofDataRow dataRow: Int) -> Int? {
        dataRow >= 0 && dataRow < dataSource.rowCount ? dataRow : nil
    }

    func connect(_ selection: ListSelection<Item>) {
        isItemSelected = { [weak selection] row in selection?.isRowSelected(row) ?? false }
    }

    var boundItemWidgets: [(item: Item, widget: Widget)] {
        installedLines.values.flatMap { view in
            view.boundContents.compactMap { content, _ in content.bound.map { ($0.item, content.row.widget) } }
        }
    }

    func row(aPageFrom row: Int, direction: Int) -> Int {
        guard let place = lines.place(ofRow: row) else { return row }
        let lineHeight = installedLines.values.first { $0.supplementary == nil }?.box.allocatedHeight ?? 0
        let linesPerPage = lineHeight > 0 ? max(1, scrolledWindow.allocatedHeight / lineHeight - 1) : 1
        let target = min(max(0, place.line + direction * linesPerPage), lines.count - 1)
        guard let line = lines.line(at: target) else { return row }
        return min(line.firstRow + place.column, line.rows.upperBound - 1)
    }

    var lineNavigation: ((_ row: Int, _ direction: Int) -> Int?)? {
        { [weak self] row, direction in self?.itemRow(aLineFrom: row, direction: direction) }
    }

    /// The item a line above (negative `direction`) or below `row`'s, in its column or the last
    /// of a shorter line; headers and footers are passed over.
    private func itemRow(aLineFrom row: Int, direction: Int) -> Int? {
        guard let place = lines.place(ofRow: row) else { return nil }
        var index = place.line + direction
        while let line = lines.line(at: index) {
            if case .items(let rows) = line { return min(rows.lowerBound + place.column, rows.upperBound - 1) }
            index += direction
        }
        return nil
    }
}

/// The payload of every line: GTK's objects carry no more, as a line shows the rows its
/// position stands for.
final class GridLineMarker: Sendable {
    static let shared = GridLineMarker()
}

/// The grid a model asks, held weakly.
@MainActor
private final class WeakGridAnswers<Item: ListItem> {
    weak var grid: GridBinding<Item>?
}

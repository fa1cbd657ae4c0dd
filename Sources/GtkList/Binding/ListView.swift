import ListCore

/// A GtkListView that shows a `ListDataSource`, with one row adapter per row kind.
///
/// Rows are made by the adapters and recycled per kind; the GListModel behind the view is
/// lazy, so the data source may hold a million items. Every change of the data source reaches
/// the view as the data source's splices. Headers and footers cannot be selected or activated.
/// Nothing is selected when the list opens. An ``emptyPage`` shows by itself whenever the data
/// source has no items.
///
/// Like a GTK widget, the list lives as long as its ``widget`` is in a widget tree or held by
/// you: `window.setChild(list.widget)` is enough, and closing the window frees it.
@MainActor
public final class ListView<Item: ListItem> {
    /// The data the list shows. Mutate it to change the list.
    public let dataSource: ListDataSource<Item>
    /// The widget to put into a window: a scrolled window around the GtkListView, with the
    /// empty page over it. Holding it, or GTK holding it, keeps the list alive.
    public var widget: Widget { overlay.newReference() }

    /// The name screen readers read for the list, such as "Stories"; "List" unless set.
    public var accessibleLabel = packageTexts.translate("List") {
        didSet { listWidget.setAccessibleLabel(accessibleLabel) }
    }

    /// The widest the rows grow, in pixels: in a wider list they keep this width, centred, so
    /// lines stay short enough to read, as in GNOME's own apps; `nil` (the default) lets them
    /// fill the list.
    public var maximumContentWidth: Int? {
        didSet { clampContentWidth(listWidth: scrolledWindow.allocatedWidth) }
    }

    /// How many rows past the visible ones (those GTK has not bound yet), in the direction of
    /// scrolling, the adapters' `RowAdapter.prefetch` hooks see; 0 for none.
    public var prefetchDistance: Int {
        get { prefetcher.distance }
        set { prefetcher.distance = max(0, newValue) }
    }
    let prefetcher = RowPrefetcher<Item>()
    var prefetchIsScheduled = false

    /// Whether the header of the section at the top stays pinned there while its section scrolls
    /// under it, until the next section's header pushes it up, as in UIKit's plain table views.
    /// The pinned header is the header's own row design, made by its adapter; screen readers read
    /// the header once, in the list. Off by default.
    public var pinsSectionHeaders = false {
        didSet { updatePinnedHeader() }
    }
    let pinnedHeader = PinnedSectionHeader<Item>()
    var pinnedHeaderUpdateIsScheduled = false

    /// Whether small changes animate: inserted rows fade in, removed rows collapse and fade out.
    /// A change of more rows than show, a move, and a system that asks for reduced motion (GTK's
    /// `gtk-enable-animations`, off under `GtkTestEnvironment`) are not animated. Off by default.
    public var animatesChanges = false
    let changeAnimator = RowChangeAnimator<Item>()

    /// The entries of an item row's context menu, opened by a right click, the Menu key or
    /// Shift+F10; `nil` (the default) or no entries for no menu. Headers and footers have none.
    /// The list keeps the closure: capture the window or the list weakly.
    ///
    /// ```swift
    /// list.contextMenu = { [weak window] row in
    ///     [RowAction("_Copy") { window.map { Clipboard.setText(row.item.title, from: $0) } }]
    /// }
    /// ```
    public var contextMenu: ((IndexedItem<Item>) -> [RowAction])?
    var contextMenuPopover: PopoverMenu?

    /// Lets the user move item rows by dragging them and with Alt+Up and Alt+Down; `nil` (the
    /// default) for none. The list keeps the closures: capture the list weakly.
    public var reordering: RowReordering<Item>? {
        didSet { installReorderingInput() }
    }
    var reorderingInput: ReorderingInput?

    /// Shown over the list whenever the data source has no items (headers and footers alone
    /// leave it empty); `nil` for none.
    public var emptyPage: EmptyPage? {
        didSet {
            guard oldValue !== emptyPage else { return }
            oldValue.map(pages.remove)
            emptyPage.map(pages.add)
            showEmptyPageIfEmpty()
        }
    }

    package let scrolledWindow: ScrolledWindow
    private let overlay: Overlay
    private let pages: PageOverlay
    let listWidget: ListViewWidget
    let selection: RowSelectionModel
    /// The rows GTK sees, and how each change reaches it.
    let rows: PresentedRows<Item>
    var trailingSlot: TrailingRowSlot { rows.trailingSlot }
    let recycler = RowRecycler<Item>()
    /// The row installed as each list item's child, and what it shows while bound. A row stays
    /// installed when its item is unbound, so the next item of the same kind fills it in place:
    /// moving widgets between list items would restyle and re-measure them every time.
    private(set) var installedRows: [ListItemCell: InstalledRow] = [:]

    struct InstalledRow {
        let kind: RowKind
        let row: RowView
        /// What the row shows while bound.
        var bound: ListRow<Item>?
    }
    private var kindsWithoutAdapter: Set<RowKind> = []
    private let activations = ObserverList<IndexedItem<Item>>()
    let selections = ObserverList<IndexedItem<Item>?>()
    let selectedItemsObservers = ObserverList<[IndexedItem<Item>]>()
    /// The selected items, by id: a selection that follows the items across changes.
    var selectedIDs: Set<Item.ID> = []
    /// Where a Shift selection starts: the item last selected alone.
    var selectionAnchor: Item.ID?
    /// The row of the item last selected alone, when the list knew it.
    var selectedRowHint: (id: Item.ID, row: Int)?
    /// The selected item last announced to ``onSelectionChange(_:)``'s handlers.
    var announcedSelectedID: Item.ID?

    /// How many items may be selected: none, one (the default) or several (Shift and Ctrl with
    /// clicks and arrow keys, Ctrl+A, and a rubber band dragged from the list's edge). Headers
    /// and footers are never selected. Items beyond what the new mode allows are unselected.
    public var selectionMode = ListSelectionMode.single {
        didSet { selectionModeDidChange() }
    }
    private var dataSourceObservation: ObservationToken?
    var keyboardNavigation: ListKeyboardNavigation?

    /// Creates a list showing `dataSource` with the given row adapters.
    public init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        self.dataSource = dataSource
        ListStyle.install()
        rows = PresentedRows(dataSource: dataSource)

        // Step 1: a selection model that selects nothing by itself.
        selection = RowSelectionModel(rows: rows.model)

        // Step 2: the view, directly inside its scrolled window so recycling works.
        var recycleHandler: (@MainActor (ListItemEvent, ListItemCell) -> Void)?
        let factory = makeListItemFactory { event, cell in recycleHandler?(event, cell) }
        listWidget = ListViewWidget(selection: selection, factory: factory)
        listWidget.addCSSClass("gtklistkit-list")
        listWidget.setAccessibleLabel(accessibleLabel)
        scrolledWindow = ScrolledWindow()
        scrolledWindow.setChild(listWidget)
        scrolledWindow.expandsVertically = true
        scrolledWindow.expandsHorizontally = true
        scrolledWindow.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                      horizontal: packageTexts.translate("Horizontal scroll position"))
        overlay = Overlay(child: scrolledWindow)
        overlay.addCSSClass("gtklistkit-list-area")  // the list's colour beside clamped rows
        // An empty, flat area over the list that reports the list's width as it changes.
        let widthProbe = DrawingArea()
        widthProbe.verticalAlignment = .start
        widthProbe.receivesPointerInput = false
        widthProbe.setAccessibleRole(.presentation)
        overlay.addOverlay(widthProbe)
        overlay.addOverlay(changeAnimator.layer)
        overlay.addOverlay(pinnedHeader.widget)
        pages = PageOverlay(over: overlay)

        // Step 3: wire GTK's callbacks to this object without GTK keeping it alive.
        recycleHandler = { [weak self] event, cell in self?.handle(event, of: cell) }
        adapters.forEach(register)
        listWidget.onActivate { [weak self] row in self?.activate(row: row) }
        installKeyboardNavigation()
        listWidget.onSecondaryPress { [weak self] x, y in self?.showContextMenu(atX: x, y: y) }
        selection.isSelected = { [weak self] row in self?.isRowSelected(row) ?? false }
        selection.onSelectionRequest = { [weak self] select, unselect in
            self?.handleSelectionRequest(select: select, unselect: unselect)
        }
        dataSourceObservation = dataSource.observe { [weak self] change in self?.present(change) }
        scrolledWindow.onScrollChange { [weak self] in
            guard let self else { return }
            self.schedulePrefetch()
            self.schedulePinnedHeaderUpdate()
            // A page that keeps headers visible follows them as they move.
            guard self.pages.shownPage != nil else { return }
            self.showEmptyPageIfEmpty()
        }
        // GTK reports sizes while it allocates, when new margins would be dropped: apply them just after.
        widthProbe.onResize { [weak self] width, _ in
            Task { @MainActor [weak self] in self?.clampContentWidth(listWidth: width) }
        }
        overlay.keepAlive(whileReferencedByGtk: self)
    }

    // MARK: Configuration

    /// Adds (or replaces) the adapter for `adapter.kind`.
    public func register(_ adapter: RowAdapter<Item>) {
        recycler.register(adapter)
        kindsWithoutAdapter.remove(adapter.kind)
    }

    /// Whether one click activates a row (as in GNOME Settings) instead of a double click.
    ///
    /// Hovering a row only highlights it: GTK 4.8's own single-click mode selects the row under
    /// a resting pointer, taking the selection from the keyboard, so the list listens for the
    /// click itself.
    public var activatesOnSingleClick = false {
        didSet {
            guard activatesOnSingleClick, singleClicks == nil else { return }
            singleClicks = listWidget.onClickReleased { [weak self] presses, x, y in
                guard presses == 1, let self, self.activatesOnSingleClick else { return }
                self.row(atX: x, y: y).map(self.activateRow)
            }
        }
    }
    private var singleClicks: HandlerConnection?

    /// A widget shown as one extra row after the last row, such as a "loading more" footer;
    /// `nil` for none. The row cannot be selected or activated.
    public var trailingWidget: Widget? {
        get { trailingSlot.widget }
        set { rows.setTrailingWidget(newValue) }
    }

    /// Binds every row on screen to its item again, as after a change that the items do not
    /// carry, such as a search whose matches the rows highlight.
    public func rebindShownRows() {
        for (cell, installed) in installedRows where installed.bound != nil { bind(cell) }
    }

    /// Whether thin lines separate the rows.
    public var showsSeparators: Bool {
        get { listWidget.showsSeparators }
        set { listWidget.showsSeparators = newValue }
    }

    // MARK: Events

    /// Calls `handler` with the item and its index path when a row is activated
    /// (click, double click or Enter). Several handlers may listen; each stays as long as the
    /// list, unless disconnected.
    @discardableResult
    public func onActivate(_ handler: @escaping (IndexedItem<Item>) -> Void) -> HandlerConnection {
        activations.connect(handler)
    }

    /// Calls `handler` when the selected item changes; `nil` when nothing is selected.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping (IndexedItem<Item>?) -> Void) -> HandlerConnection {
        selections.connect(handler)
    }

    // MARK: Selection and scrolling

    /// The selected item and its index path, or `nil`; with several selected, the first.
    public var selectedItem: IndexedItem<Item>? {
        selectedRow.flatMap(indexedItem(atRow:))
    }

    /// Selects the item at `path` alone; `nil` clears the selection. Out-of-range paths clear it
    /// too. A list that selects nothing ignores it.
    public func selectItem(at path: ListIndexPath?) {
        setSelection(path.flatMap(dataSource.item(at:)).map { [$0.id] } ?? [])  // an item the list holds
    }

    /// Scrolls so that flat row `row` is visible (``trailingWidget``'s row counts as the last
    /// one). Out-of-range rows are ignored.
    public func scrollToRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        // GTK 4.8 has no gtk_list_view_scroll_to(); its own action scrolls and redraws
        // correctly where setting the adjustment from code left the view blank.
        listWidget.activateAction("list.scroll-to-item", row: row)
    }

    /// Scrolls so that the item at `path` is visible. Out-of-range paths are ignored.
    public func scrollToItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map(scrollToRow)
    }

    /// Activates the item at `path` as Enter or a double click would: ``onActivate(_:)``'s
    /// handlers hear it. Out-of-range paths are ignored.
    public func activateItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map(activateRow)
    }

    /// Activates flat row `row` as Enter or a click would, through the list's own action.
    package func activateRow(_ row: Int) {
        guard row >= 0, row < presentedRowCount else { return }
        listWidget.activateAction("list.activate-item", row: row)
    }

    /// How far the list is scrolled down from its top, in pixels.
    public var scrollOffset: Double { scrolledWindow.verticalOffset }

    /// Keeps the rows within ``maximumContentWidth`` by margins on both sides of the scrolled
    /// window. (Margins on the GtkListView itself leave GTK 4.8's rows at their old heights,
    /// cutting wrapped text.)
    private func clampContentWidth(listWidth width: Int) {
        let margin = maximumContentWidth.map { Int32(max(0, (width - $0) / 2)) } ?? 0
        guard margin != scrolledWindow.marginStart else { return updatePinnedHeader() }
        scrolledWindow.setMargins(start: margin, end: margin)
        pinnedHeader.widget.setMargins(start: margin, end: margin)
    }

    /// Tells screen readers whether the list is loading.
    package func setAccessibleBusy(_ isBusy: Bool) { listWidget.setAccessibleBusy(isBusy) }

    /// The number of rows the GtkListView itself sees in its model.
    package var presentedRowCount: Int { selection.rowCount }

    /// Calls `handler` with every items-changed the GtkListView receives, written as GTK's own
    /// tests write it: "position-removed+added". For tests of the binding.
    package func onPresentedRowsChange(_ handler: @escaping @MainActor (String) -> Void) {
        selection.onItemsChanged { position, removed, added in handler("\(position)-\(removed)+\(added)") }
    }

    /// Gives keyboard focus to the list.
    public func grabFocus() { listWidget.grabFocus() }

    /// Counts of rows made, bound and unbound so far.
    package var recyclingStatistics: RecyclingStatistics { recycler.statistics }

    /// The rows currently bound, by kind, with the item each shows. For tests.
    package var boundItems: [(kind: RowKind, row: RowView)] {
        installedRows.values.filter { $0.bound != nil }.map { ($0.kind, $0.row) }
    }

    /// The rows bound now, with the flat row GTK shows each at and the item it shows. For tests.
    package var boundRows: [(position: Int, item: Item, row: RowView)] {
        installedRows.compactMap { cell, installed in
            guard let position = cell.position, let bound = installed.bound else { return nil }
            return (position, bound.item, installed.row)
        }.sorted { $0.position < $1.position }
    }

    /// The height of the header and footer rows on screen, in pixels.
    package var supplementaryRowsHeight: Int {
        installedRows.values.filter { $0.bound?.isSupplementary == true }.reduce(0) { total, installed in
            total + (installed.row.widget.parent?.allocatedHeight ?? 0)
        }
    }

    /// Shows a change of the data source: GTK hears its splices; rows changed in place are
    /// refilled where they are, so GTK keeps their widgets, selection and focus.
    private func present(_ change: ListChange) {
        // What an animation needs of the rows on screen, before GTK lets the removed ones go.
        let animation = animatesChanges ? changeAnimator.plan(
            for: change, dataSource: dataSource,
            shown: { [installedRows] in
                installedRows.compactMap { cell, installed in
                    guard let position = cell.position, let bound = installed.bound, !bound.isSupplementary else { return nil }
                    return (position, bound.item, installed.row.widget)
                }
            },
            visibleRowCount: { [weak self] in self?.visibleRows?.count ?? 0 }, relativeTo: overlay) : nil
        rows.tell(change) { [weak self] in self?.finishPresenting(change, animation: animation) }
    }

    /// What follows a change once GTK has heard it: rows changed in place, or passed by a moved
    /// row, show their new values; the animation, the empty page, focus, selection and the pinned
    /// header follow.
    private func finishPresenting(_ change: ListChange, animation: RowChangeAnimator<Item>.Plan?) {
        let moved = change.move?.rows
        if !change.updatesInPlace.isEmpty || moved != nil {
            rows.model.refreshRows(change.updatesInPlace)
            let updated = Set(change.updatesInPlace)
            for (cell, installed) in installedRows where installed.bound != nil {
                guard let position = cell.position else { continue }
                if updated.contains(position) || moved?.contains(position) == true { bind(cell) }
            }
        }
        animation.map { plan in
            changeAnimator.run(plan) { [weak self] in
                self?.installedRows.values.compactMap { installed in installed.bound.map { ($0.item, installed.row.widget) } } ?? []
            }
        }
        showEmptyPageIfEmpty()
        moveFocusOffScrolledWindow()
        forgetRemovedSelectedItems()
        schedulePinnedHeaderUpdate()
    }

    private func showEmptyPageIfEmpty() {
        pages.show(dataSource.isEmpty ? emptyPage : nil, headerHeight: supplementaryRowsHeight)
    }

    // MARK: GTK callbacks

    private func handle(_ event: ListItemEvent, of cell: ListItemCell) {
        switch event {
        case .setup:
            break  // rows are installed on bind, as the list item's child itself
        case .bind:
            bind(cell)
        case .unbind:
            unbind(cell)
        case .teardown:
            unbind(cell)
            uninstallRow(of: cell)
        }
    }

    private func bind(_ cell: ListItemCell) {
        let payload = cell.payload
        if payload === trailingSlot {
            uninstallRow(of: cell)
            cell.setInteractive(false)
            trailingSlot.install(in: cell)
            if let widget = trailingSlot.widget {
                let itemWidget = widget.parent
                markRow(widget, in: itemWidget, as: nil)
                itemWidget?.isFocusable = false  // its button, if any, takes the focus
                widget.firstLabelText.map { itemWidget?.setAccessibleLabel($0) }
            }
            return
        }
        guard let row = (payload as? RowPayload<Item>)?.row else { return }
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
        }
        installedRows[cell]?.bound = row
        schedulePrefetch()
        guard let widget = installedRows[cell]?.row.widget else { return }
        // The row GTK wraps around ours, looked up once: each lookup makes a wrapper.
        let itemWidget = widget.parent
        markRow(widget, in: itemWidget, as: row.role)
        // GTK 4.8 refuses the focus to headers and footers, yet tells screen readers they take it.
        itemWidget?.isFocusable = !row.isSupplementary
        nameRow(widget, in: itemWidget, row: row, adapter: adapter)
        widget.setSizeRequest(height: adapter.height(for: row.item).map(Int32.init) ?? -1)
    }

    /// Clears the list item's row for its next item; the row stays installed.
    private func unbind(_ cell: ListItemCell) {
        if trailingSlot.holder == cell { trailingSlot.release(from: cell) }
        guard let installed = installedRows[cell], let bound = installed.bound else { return }
        if animatesChanges { changeAnimator.rowWillUnbind(bound.item, widget: installed.row.widget) }
        recycler.unbind(installed.row, from: bound)
        installedRows[cell]?.bound = nil
        schedulePrefetch()
    }

    /// Takes the list item's row out of it and back to its kind's pool.
    private func uninstallRow(of cell: ListItemCell) {
        guard let installed = installedRows.removeValue(forKey: cell) else { return }
        if let bound = installed.bound { recycler.unbind(installed.row, from: bound) }
        if cell.holds(installed.row.widget) { cell.setChild(nil) }
        recycler.pool(installed.row, kind: installed.kind)
    }

    /// Marks a row widget, and the row GTK wraps around it, as a header, footer or item, for
    /// the style sheet.
    private func markRow(_ widget: Widget, in itemWidget: Widget?, as role: ListRow<Item>.Role?) {
        for styled in [widget, itemWidget].compactMap({ $0 }) {
            styled.setCSSClass("section-header", role == .header)
            styled.setCSSClass("section-footer", role == .footer)
        }
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

    /// The flat rows shown at the top and the bottom of the list's visible part, once laid out.
    package var visibleRows: ClosedRange<Int>? {
        let x = Double(listWidget.allocatedWidth) / 2
        guard let top = row(atX: x, y: 1) else { return nil }
        // The lowest row at or above the bottom edge: below the rows may be empty space or a
        // trailing row (a footer), which are no rows of the data source.
        let height = scrolledWindow.allocatedHeight
        let bottom = stride(from: height - 2, through: 1, by: -8).lazy
            .compactMap { self.row(atX: x, y: Double($0)) }.first ?? top
        return top...max(top, bottom)
    }

    /// The flat row under (`x`, `y`) of the list widget, if a bound row is there.
    func row(atX x: Double, y: Double) -> Int? {
        var widget = listWidget.pick(x: x, y: y)
        while let current = widget, !current.isSameWidget(as: listWidget) {
            // The point may be on the row's own widget or on GTK's row around it (its padding).
            if let parent = current.parent, parent.isSameWidget(as: listWidget) {
                return installedRows.first { $0.value.row.widget.parent?.isSameWidget(as: current) == true }?.key.position
            }
            if let cell = installedRows.first(where: { $0.value.row.widget.isSameWidget(as: current) })?.key {
                return cell.position
            }
            widget = current.parent
        }
        return nil
    }

    func indexedItem(atRow row: Int) -> IndexedItem<Item>? {
        guard let listRow = dataSource.row(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }

    private func activate(row: Int) {
        guard let activated = indexedItem(atRow: row) else { return }
        activations.notify(activated)
    }
}


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
    public var dataSource: ListDataSource<Item> { binding.dataSource }
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
        get { prefetch.prefetcher.distance }
        set { prefetch.prefetcher.distance = max(0, newValue) }
    }

    /// Whether the header of the section at the top stays pinned there while its section scrolls
    /// under it, until the next section's header pushes it up, as in UIKit's plain table views.
    /// The pinned header is the header's own row design, made by its adapter; screen readers read
    /// the header once, in the list. Off by default.
    public var pinsSectionHeaders: Bool {
        get { pinnedHeader.isEnabled }
        set { pinnedHeader.isEnabled = newValue }
    }

    /// Whether small changes animate: inserted rows fade in, removed rows collapse and fade out.
    /// A change of more rows than show, a move, and a system that asks for reduced motion (GTK's
    /// `gtk-enable-animations`, off under `GtkTestEnvironment`) are not animated. Off by default.
    public var animatesChanges: Bool {
        get { changeAnimator.isEnabled }
        set { changeAnimator.isEnabled = newValue }
    }

    /// The entries of an item row's context menu, opened by a right click, the Menu key or
    /// Shift+F10; `nil` (the default) or no entries for no menu. Headers and footers have none.
    /// The list keeps the closure: capture the window or the list weakly.
    ///
    /// ```swift
    /// list.contextMenu = { [weak window] row in
    ///     [RowAction("_Copy") { window.map { Clipboard.setText(row.item.title, from: $0) } }]
    /// }
    /// ```
    public var contextMenu: ((IndexedItem<Item>) -> [RowAction])? {
        get { menu.entries }
        set { menu.entries = newValue }
    }

    /// The row's context menu while it is open, `nil` otherwise. It takes the keyboard while
    /// open: a test sends it keys (`TestInput.pressKeys("Return", in: menu, awaitsRelease: false)`).
    public var shownContextMenu: Widget? { menu.shownMenu }

    /// Lets the user move item rows by dragging them and with Alt+Up and Alt+Down; `nil` (the
    /// default) for none. The list keeps the closures: capture the list weakly.
    public var reordering: RowReordering<Item>? {
        get { reorderingController.reordering }
        set { reorderingController.reordering = newValue }
    }

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

    /// How many items may be selected: none, one (the default) or several (Shift and Ctrl with
    /// clicks and arrow keys, Ctrl+A, and a rubber band dragged from the list's edge). Headers
    /// and footers are never selected. Items beyond what the new mode allows are unselected.
    public var selectionMode: ListSelectionMode {
        get { selection.mode }
        set {
            listWidget.selectsWithRubberBand = newValue == .multiple
            selection.mode = newValue
        }
    }

    /// The data source → GListModel → recycled rows path, and the features over it.
    let binding: RowBinding<Item>
    let selection: ListSelection<Item>
    private let focus: ListFocus<Item>
    let pinnedHeader: PinnedSectionHeader<Item>
    let changeAnimator: RowChangeAnimator<Item>
    let reorderingController: ReorderingController<Item>
    private let menu: ContextMenuController<Item>
    private let prefetch: PrefetchController<Item>
    private var listWidget: ListViewWidget { binding.listWidget }
    private let overlay: Overlay
    private let pages: PageOverlay
    private let activations = ObserverList<IndexedItem<Item>>()
    private var dataSourceObservation: ObservationToken?

    /// Creates a list showing `dataSource` with the given row adapters.
    public init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        ListStyle.install()
        // Step 1: the core, and the features over it.
        let binding = RowBinding(dataSource: dataSource)
        self.binding = binding
        selection = ListSelection(dataSource: dataSource, presentedRow: binding.rows.row(at:)) { [weak binding] in
            // GTK asks again about the rows it shows; the others are asked when they are bound.
            guard let binding else { return }
            let shown = binding.shownRows.map(\.position)
            if let first = shown.min(), let last = shown.max() { binding.selection.selectionChanged(rows: first..<last + 1) }
        }
        let menu = ContextMenuController(rows: binding)
        self.menu = menu
        focus = ListFocus(binding: binding, selection: selection, showContextMenu: { [weak menu] in
            menu?.showMenuOfFocusedRow() ?? false
        })
        pinnedHeader = PinnedSectionHeader(binding: binding)
        changeAnimator = RowChangeAnimator(binding: binding)
        reorderingController = ReorderingController(binding: binding)
        prefetch = PrefetchController(binding: binding)

        // Step 2: the widgets around the list.
        binding.listWidget.addCSSClass("gtklistkit-list")
        binding.listWidget.setAccessibleLabel(accessibleLabel)
        binding.scrolledWindow.expandsVertically = true
        binding.scrolledWindow.expandsHorizontally = true
        binding.scrolledWindow.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                      horizontal: packageTexts.translate("Horizontal scroll position"))
        overlay = Overlay(child: binding.scrolledWindow)
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
        adapters.forEach(register)
        listWidget.onActivate { [weak self] row in self?.activate(row: row) }
        binding.selection.isSelected = { [weak selection] row in selection?.isRowSelected(row) ?? false }
        binding.selection.onSelectionRequest = { [weak selection] select, unselect in
            selection?.handleSelectionRequest(select: select, unselect: unselect)
        }
        dataSourceObservation = dataSource.observe { [weak self] change in self?.present(change) }
        scrolledWindow.onScrollChange { [weak self] in
            guard let self else { return }
            self.prefetch.schedule()
            self.pinnedHeader.scheduleUpdate()
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
        binding.register(adapter)
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
                self.binding.row(atX: x, y: y).map(self.binding.activateRow)
            }
        }
    }
    private var singleClicks: HandlerConnection?

    /// A widget shown as one extra row after the last row, such as a "loading more" footer;
    /// `nil` for none. The row cannot be selected or activated.
    public var trailingWidget: Widget? {
        get { binding.trailingSlot.widget }
        set { binding.rows.setTrailingWidget(newValue) }
    }

    /// Binds every row on screen to its item again, as after a change that the items do not
    /// carry, such as a search whose matches the rows highlight.
    public func rebindShownRows() {
        binding.rebindShownRows()
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

    // MARK: Scrolling and focus

    /// Scrolls so that flat row `row` is visible (``trailingWidget``'s row counts as the last
    /// one), below the pinned section header when there is one. Out-of-range rows are ignored.
    public func scrollToRow(_ row: Int) {
        binding.scrollToRow(row)
    }

    /// Scrolls so that the item at `path` is visible, below the pinned section header when there
    /// is one (a section's first item below its header row). Out-of-range paths are ignored.
    public func scrollToItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map(scrollToRow)
    }

    /// Activates the item at `path` as Enter or a double click would: ``onActivate(_:)``'s
    /// handlers hear it. Out-of-range paths are ignored.
    public func activateItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map(binding.activateRow)
    }

    /// Scrolls to the item at `path`, selects it and gives it the keyboard focus, as the arrow
    /// keys would. Out-of-range paths are ignored.
    public func focusItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map { focus.focusRow($0, selection: .replace) }
    }

    /// How far the list is scrolled down from its top, in pixels.
    public var scrollOffset: Double { scrolledWindow.verticalOffset }

    /// Gives keyboard focus to the list.
    public func grabFocus() { listWidget.grabFocus() }

    /// Keeps the rows within ``maximumContentWidth`` by margins on both sides of the scrolled
    /// window. (Margins on the GtkListView itself leave GTK 4.8's rows at their old heights,
    /// cutting wrapped text.)
    private func clampContentWidth(listWidth width: Int) {
        let margin = maximumContentWidth.map { Int32(max(0, (width - $0) / 2)) } ?? 0
        guard margin != scrolledWindow.marginStart else { return pinnedHeader.update() }
        scrolledWindow.setMargins(start: margin, end: margin)
        pinnedHeader.widget.setMargins(start: margin, end: margin)
    }

    // MARK: Changes

    /// Shows a change of the data source: GTK hears it as the binding's policy says, and the
    /// animation, the empty page, focus, selection and pinned header follow.
    private func present(_ change: ListChange) {
        // What an animation needs of the rows on screen, before GTK lets the removed ones go.
        let animation = changeAnimator.plan(for: change, relativeTo: overlay)
        binding.present(change) { [weak self] in
            guard let self else { return }
            animation.map(self.changeAnimator.run)
            self.showEmptyPageIfEmpty()
            self.focus.moveFocusOffScrolledWindow()
            self.selection.forgetRemovedItems()
            self.pinnedHeader.scheduleUpdate()
        }
    }

    private func showEmptyPageIfEmpty() {
        pages.show(dataSource.isEmpty ? emptyPage : nil, headerHeight: binding.supplementaryRowsHeight)
    }

    private func activate(row: Int) {
        binding.indexedItem(atRow: row).map(activations.notify)
    }
}

import ListCore

/// A GtkListView that shows a `ListDataSource`, with one row adapter per row kind.
///
/// Rows are made by the adapters and recycled per kind; the GListModel behind the view is
/// lazy, so the data source may hold a million items. Every change of the data source reaches
/// the view as the data source's splices. Headers and footers cannot be selected or activated.
/// Nothing is selected when the list opens. An ``ListBase/emptyPage`` shows by itself whenever the data
/// source has no items.
///
/// What every view shares — selection, activation, the context menu, the empty page, scrolling
/// to an item — comes from ``ListBase``. Like a GTK widget, the list lives as long as its
/// ``ListBase/widget`` is in a widget tree or held by you: `window.setChild(list.widget)` is
/// enough, and closing the window frees it.
@MainActor
public class ListView<Item: ListItem>: ListBase<Item> {

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


    /// Lets the user move item rows by dragging them and with Alt+Up and Alt+Down; `nil` (the
    /// default) for none. The list keeps the closures: capture the list weakly.
    public var reordering: RowReordering<Item>? {
        get { reorderingController.reordering }
        set { reorderingController.reordering = newValue }
    }



    /// The data source → GListModel → recycled rows path, and the features over it.
    let binding: RowBinding<Item>
    private let focus: ListFocus<Item>
    let pinnedHeader: PinnedSectionHeader<Item>
    let changeAnimator: RowChangeAnimator<Item>
    let reorderingController: ReorderingController<Item>
    private let prefetch: PrefetchController<Item>
    private var listWidget: ListViewWidget { binding.listWidget }

    /// Creates a list showing `dataSource` with the given row adapters.
    public init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        ListStyle.install()
        // Step 1: the core, and the features over it.
        let binding = RowBinding(dataSource: dataSource)
        self.binding = binding
        let selection = ListSelection(core: binding)
        let menu = ContextMenuController(rows: binding)
        focus = ListFocus(binding: binding, selection: selection, showContextMenu: { [weak menu] in
            menu?.showMenuOfFocusedRow() ?? false
        })
        pinnedHeader = PinnedSectionHeader(binding: binding)
        changeAnimator = RowChangeAnimator(binding: binding)
        reorderingController = ReorderingController(binding: binding)
        prefetch = PrefetchController(binding: binding)

        // Step 2: the widgets around the list.
        binding.listWidget.addCSSClass("gtklistkit-list")
        binding.scrolledWindow.expandsVertically = true
        binding.scrolledWindow.expandsHorizontally = true
        binding.scrolledWindow.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                      horizontal: packageTexts.translate("Horizontal scroll position"))
        let overlay = Overlay(child: binding.scrolledWindow)
        overlay.addCSSClass("gtklistkit-list-area")  // the list's colour beside clamped rows
        // An empty, flat area over the list that reports the list's width as it changes.
        let widthProbe = DrawingArea()
        widthProbe.verticalAlignment = .start
        widthProbe.receivesPointerInput = false
        widthProbe.setAccessibleRole(.presentation)
        overlay.addOverlay(widthProbe)
        overlay.addOverlay(changeAnimator.layer)
        overlay.addOverlay(pinnedHeader.widget)
        super.init(core: binding, selection: selection, menu: menu, overlay: overlay,
                   accessibleLabel: packageTexts.translate("List"))

        // Step 3: wire GTK's callbacks to this object without GTK keeping it alive.
        adapters.forEach(register)
        listWidget.onActivate { [weak self] row in self?.activate(row: row) }
        scrolledWindow.onScrollChange { [weak self] in
            guard let self else { return }
            self.prefetch.schedule()
            self.pinnedHeader.scheduleUpdate()
            // A page that keeps headers visible follows them as they move.
            guard self.shownPage != nil else { return }
            self.showEmptyPageIfEmpty()
        }
        // GTK reports sizes while it allocates, when new margins would be dropped: apply them just after.
        widthProbe.onResize { [weak self] width, _ in
            Task { @MainActor [weak self] in self?.clampContentWidth(listWidth: width) }
        }
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

    /// Whether thin lines separate the rows.
    public var showsSeparators: Bool {
        get { listWidget.showsSeparators }
        set { listWidget.showsSeparators = newValue }
    }

    // MARK: Scrolling and focus

    /// Scrolls to the item at `path`, selects it and gives it the keyboard focus, as the arrow
    /// keys would. Out-of-range paths are ignored.
    public func focusItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map { focus.focusRow($0, selection: .replace) }
    }

    /// How far the list is scrolled down from its top, in pixels.
    public var scrollOffset: Double { scrolledWindow.verticalOffset }

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

    override func selectionModeDidChange() {
        listWidget.selectsWithRubberBand = selectionMode == .multiple
    }

    override var emptyPageHeaderHeight: Int { binding.supplementaryRowsHeight }

    override var trailingRow: Widget? {
        get { trailingWidget }
        set { trailingWidget = newValue }
    }

    /// Shows a change of the data source: GTK hears it as the binding's policy says, and the
    /// animation, the empty page, focus, selection and pinned header follow.
    override func present(_ change: ListChange) {
        // What an animation needs of the rows on screen, before GTK lets the removed ones go.
        let animation = changeAnimator.plan(for: change, relativeTo: overlay)
        binding.present(change) { [weak self] in
            guard let self else { return }
            animation.map(self.changeAnimator.run)
            self.didPresent()
            self.focus.moveFocusOffScrolledWindow()
            self.pinnedHeader.scheduleUpdate()
        }
    }
}

import ListCore

/// What a ``ListView`` and a ``GridView`` share over their recycled rows, as GTK's list and grid
/// views share their item manager: the row adapters, the keyboard focus, prefetch, the pinned
/// section header, change animation, reordering, one-click activation and the trailing row.
/// Rows are the data source's flat rows (headers and footers included).
///
/// Everything every view shares, a table's included, comes from ``ListBase``.
@MainActor
public class RecycledRowsView<Item: ListItem>: ListBase<Item> {
    /// How many rows (a grid's cells) past the visible ones that GTK has not bound yet, in the
    /// direction of scrolling, the adapters' `RowAdapter.prefetch` hooks see; 0 for none.
    public var prefetchDistance: Int {
        get { prefetch.prefetcher.distance }
        set { prefetch.prefetcher.distance = max(0, newValue) }
    }

    /// Whether the header of the section at the top stays pinned there while its section scrolls
    /// under it, until the next section's header pushes it up, as in UIKit's plain table views.
    /// The pinned header is the header's own row design, made by its adapter; screen readers read
    /// the header once, in the view. Off by default.
    public var pinsSectionHeaders: Bool {
        get { pinnedHeader.isEnabled }
        set { pinnedHeader.isEnabled = newValue }
    }

    /// Whether small changes animate: inserted rows (cells) fade in; removed rows collapse and
    /// fade out, a grid's removed cells fade out over the cells that take their places. A change
    /// of more rows than show, a move, and a system that asks for reduced motion (GTK's
    /// `gtk-enable-animations`, off under `GtkTestEnvironment`) are not animated. Off by default.
    public var animatesChanges: Bool {
        get { changeAnimator.isEnabled }
        set { changeAnimator.isEnabled = newValue }
    }

    /// Lets the user move items by dragging them and with the Alt+arrow keys; `nil` (the default)
    /// for none. A list's rows move up and down (Alt+Up, Alt+Down); a grid's cells move along
    /// their lines (Alt+Left, Alt+Right, in the reading direction) and a line up or down
    /// (Alt+Up, Alt+Down), a drop going before or after the cell under the pointer. The view
    /// keeps the closures: capture it weakly.
    public var reordering: RowReordering<Item>? {
        get { reorderingController.reordering }
        set { reorderingController.reordering = newValue }
    }

    /// Whether one click activates an item (as in GNOME Settings) instead of a double click.
    public var activatesOnSingleClick = false {
        didSet { activatesOnSingleClickDidChange() }
    }

    /// A widget shown as one extra row after the last row (across a grid, after its last line),
    /// such as a "loading more" footer; `nil` for none. It cannot be selected or activated.
    public var trailingWidget: Widget? {
        get { recycledRows.trailingSlot.widget }
        set { recycledRows.setTrailingWidget(newValue) }
    }

    /// The flat rows at the top and the bottom of the visible part (in a grid, from the first
    /// cell of the top line to the last of the bottom line), once laid out; `nil` before the
    /// first layout or when no row shows.
    public var visibleRows: ClosedRange<Int>? { recycledRows.visibleRows }

    /// The flat row whose row (a grid's cell) holds the keyboard focus, if any.
    public var focusedRow: Int? { recycledRows.focusedRow }

    /// The binding beneath the view.
    let recycledRows: any RecycledRowsCore<Item>
    let focus: ListFocus<Item>
    let pinnedHeader: PinnedSectionHeader<Item>
    let changeAnimator: RowChangeAnimator<Item>
    let reorderingController: ReorderingController<Item>
    private let prefetch: PrefetchController<Item>

    /// The shared part of a view over `core`, whose `overlay` holds the rows and what the view
    /// draws over them; the leaving rows of an animated change and the pinned header go over
    /// those, the empty page over it all. The view's GTK rows have `rowPadding`, its list widget
    /// the style class `viewStyle`; its items lie as `layout` says (a list's in a column, a
    /// grid's in lines), which decides how they leave and move.
    init(core: some RecycledRowsCore<Item>, overlay: Overlay, rowPadding: PinnedSectionHeader<Item>.RowPadding,
         viewStyle: String, layout: ReorderingController<Item>.Layout, accessibleLabel: String) {
        recycledRows = core
        let selection = ListSelection(core: core)
        let menu = ContextMenuController(rows: core)
        focus = ListFocus(binding: core, selection: selection, showContextMenu: { [weak menu] in
            menu?.showMenuOfFocusedRow() ?? false
        })
        prefetch = PrefetchController(binding: core)
        pinnedHeader = PinnedSectionHeader(binding: core, padding: rowPadding, viewStyle: viewStyle)
        changeAnimator = RowChangeAnimator(binding: core, leaving: layout == .column ? .collapsesUpward : .fadesOut)
        reorderingController = ReorderingController(binding: core, layout: layout) { [weak focus] row in
            focus?.focusRow(row, selection: .keep)
        }
        core.listWidget.addCSSClass(viewStyle)
        core.scrolledWindow.expandsVertically = true
        core.scrolledWindow.expandsHorizontally = true
        core.scrolledWindow.nameScrollbars(vertical: packageTexts.translate("Vertical scroll position"),
                                           horizontal: packageTexts.translate("Horizontal scroll position"))
        overlay.addOverlay(changeAnimator.layer)
        overlay.addOverlay(pinnedHeader.widget)
        super.init(core: core, selection: selection, menu: menu, overlay: overlay, accessibleLabel: accessibleLabel)
        core.scrolledWindow.onScrollChange { [weak self] in
            guard let self else { return }
            self.prefetch.schedule()
            self.pinnedHeader.scheduleUpdate()
            // A page that keeps headers visible follows them as they move.
            guard self.shownPage != nil else { return }
            self.showEmptyPageIfEmpty()
        }
    }

    /// Adds (or replaces) the adapter for `adapter.kind`.
    public func register(_ adapter: RowAdapter<Item>) {
        recycledRows.register(adapter)
    }

    /// Scrolls to the item at `path`, selects it and gives its row (a grid's cell) the keyboard
    /// focus, as the arrow keys would. Out-of-range paths are ignored.
    public func focusItem(at path: ListIndexPath) {
        dataSource.flatIndex(of: path).map { focus.focusRow($0, selection: .replace) }
    }

    // MARK: What each view adds to

    /// Follows a new ``activatesOnSingleClick``.
    func activatesOnSingleClickDidChange() {}

    override var emptyPageHeaderHeight: Int { recycledRows.supplementaryRowsHeight }

    override var trailingRow: Widget? {
        get { trailingWidget }
        set { trailingWidget = newValue }
    }

    /// Shows a change of the data source: GTK hears it, and the animation, the empty page,
    /// the selection, the focus and the pinned header follow.
    override func present(_ change: ListChange) {
        // What an animation needs of the rows on screen, before GTK lets the removed ones go.
        let animation = changeAnimator.plan(for: change, relativeTo: overlay)
        let followUp = followUp(of: change)
        recycledRows.present(change) { [weak self] in
            guard let self else { return }
            animation.map(self.changeAnimator.run)
            self.didPresent()
            followUp?()
        }
    }

    /// What the view does once GTK heard `change`, learnt before GTK hears it; `nil` for nothing.
    func followUp(of change: ListChange) -> (() -> Void)? { nil }

    /// After GTK heard a change: the empty page and the selection follow, a focus left on the
    /// scrolled window goes to a row, and the pinned header follows the rows.
    override func didPresent() {
        super.didPresent()
        focus.moveFocusOffScrolledWindow()
        pinnedHeader.scheduleUpdate()
    }
}

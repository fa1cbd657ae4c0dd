import ListCore

/// What every view of a `ListDataSource` shares — ``ListView`` and ``TableView`` are list bases
/// of their own shape, as GTK's list, grid and column views share GtkListBase: the data source
/// and its path to GTK, the widget to put into a window, selection, activation, the context
/// menu, the empty page, scrolling to an item and the name screen readers read.
///
/// Rows are counted as the view shows them: a list's flat rows (headers and footers included),
/// a table's rows in the order its headers sort them.
///
/// Like a GTK widget, a view lives as long as its ``widget`` is in a widget tree or held by you:
/// `window.setChild(view.widget)` is enough, and closing the window frees it.
@MainActor
public class ListBase<Item: ListItem> {
    /// The data the view shows. Mutate it to change the view.
    public var dataSource: ListDataSource<Item> { core.dataSource }

    /// The widget to put into a window: the scrolled rows, with the empty page over them.
    /// Holding it, or GTK holding it, keeps the view alive.
    public var widget: Widget { overlay.newReference() }

    /// The scrolled window around the rows: its offsets and scroll signal, and its policies (an
    /// app that draws its own scroll bar sets `verticalPolicy = .external`). Its child is the
    /// view's own; leave it in place.
    public var scrolledWindow: ScrolledWindow { core.scrolledWindow }

    /// The name screen readers read for the view, such as "Stories"; "List" or "Table" unless set.
    public var accessibleLabel: String {
        didSet { nameForScreenReaders() }
    }

    /// Shown over the rows whenever the data source has no items (headers and footers alone
    /// leave it empty); `nil` for none. A page made with `keepsHeadersVisible(true)` leaves the
    /// headers above it visible (a list's section headers, a table's column headers).
    public var emptyPage: EmptyPage? {
        didSet {
            guard oldValue !== emptyPage else { return }
            oldValue.map(pages.remove)
            emptyPage.map(pages.add)
            showEmptyPageIfEmpty()
        }
    }

    /// The entries of an item row's context menu, opened by a right click, the Menu key or
    /// Shift+F10; `nil` (the default) or no entries for no menu. Headers and footers have none.
    /// The view keeps the closure: capture the window or the view weakly.
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

    /// How many items may be selected: none, one (the default) or several (Shift and Ctrl with
    /// clicks and arrow keys, Ctrl+A; in a list, a rubber band dragged from its edge too).
    /// Headers and footers are never selected. Items beyond what the new mode allows are
    /// unselected.
    public var selectionMode: ListSelectionMode {
        get { selection.mode }
        set {
            selection.mode = newValue
            selectionModeDidChange()
        }
    }

    /// The binding beneath the view.
    let core: any ListBaseCore<Item>
    let selection: ListSelection<Item>
    let menu: ContextMenuController<Item>
    let overlay: Overlay
    let activations = ObserverList<IndexedItem<Item>>()
    private let pages: PageOverlay
    private var dataSourceObservation: ObservationToken?

    /// The shared part of a view over `core`, whose `overlay` holds the view's rows (and what
    /// the view draws over them); the empty page goes over it all. The view has made `selection`
    /// and `menu` over `core` for its own controllers.
    init(core: some ListBaseCore<Item>, selection: ListSelection<Item>, menu: ContextMenuController<Item>,
         overlay: Overlay, accessibleLabel: String) {
        self.core = core
        self.selection = selection
        self.menu = menu
        self.overlay = overlay
        self.accessibleLabel = accessibleLabel
        pages = PageOverlay(over: overlay)
        nameForScreenReaders()
        core.connect(selection)
        dataSourceObservation = core.dataSource.observe { [weak self] change in self?.present(change) }
        overlay.keepAlive(whileReferencedByGtk: self)
    }

    // MARK: What each view adds to

    /// Names the view for screen readers after ``accessibleLabel``.
    func nameForScreenReaders() {
        core.viewWidget.setAccessibleLabel(accessibleLabel)
    }

    /// Follows a new ``selectionMode``.
    func selectionModeDidChange() {}

    /// The height of the headers the empty page leaves visible when its page keeps them.
    var emptyPageHeaderHeight: Int { 0 }

    /// The widget shown as one extra row after the last, such as a feed's footer, in a view
    /// that shows one (a list's and a grid's `trailingWidget`); a view that shows none keeps
    /// none.
    var trailingRow: Widget? {
        get { nil }
        set {}
    }

    /// Shows a change of the data source: GTK hears it, then the empty page and the selection
    /// follow (``didPresent()``).
    func present(_ change: ListChange) {
        core.present(change) { [weak self] in self?.didPresent() }
    }

    /// Brings the empty page and the selection up to date after GTK heard a change.
    func didPresent() {
        showEmptyPageIfEmpty()
        selection.forgetRemovedItems()
    }

    /// Shows the empty page while the data source has no items, hides it otherwise.
    func showEmptyPageIfEmpty() {
        pages.show(dataSource.isEmpty ? emptyPage : nil, headerHeight: { emptyPageHeaderHeight })
    }

    /// The page shown over the rows now, if any.
    var shownPage: EmptyPage? { pages.shownPage }

    /// Tells screen readers whether the view is loading.
    package func setAccessibleBusy(_ isBusy: Bool) { core.viewWidget.setAccessibleBusy(isBusy) }

    /// Tells ``onActivate(_:)``'s handlers that GTK's row `row` was activated, when it shows an item.
    func activate(row: Int) {
        core.indexedItem(atRow: row).map(activations.notify)
    }
}

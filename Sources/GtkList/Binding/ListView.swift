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
/// to an item — comes from ``ListBase``; what it shares with a grid — adapters, focus, prefetch,
/// the pinned header, change animation, reordering, the trailing row — from
/// ``RecycledRowsView``. Like a GTK widget, the list lives as long as its ``ListBase/widget`` is
/// in a widget tree or held by you: `window.setChild(list.widget)` is enough, and closing the
/// window frees it.
@MainActor
public class ListView<Item: ListItem>: RecycledRowsView<Item> {

    /// The widest the rows grow, in pixels: in a wider list they keep this width, centred, so
    /// lines stay short enough to read, as in GNOME's own apps; `nil` (the default) lets them
    /// fill the list.
    public var maximumContentWidth: Int? {
        didSet { clampContentWidth(listWidth: scrolledWindow.allocatedWidth) }
    }

    /// The data source → GListModel → recycled rows path.
    let binding: RowBinding<Item>
    private var listWidget: ListViewWidget { binding.listWidget }

    /// Creates a list showing `dataSource` with the given row adapters.
    public init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        ListStyle.install()
        // Step 1: the core (its features are made by ``RecycledRowsView``).
        let binding = RowBinding(dataSource: dataSource)
        self.binding = binding

        // Step 2: the widgets around the list.
        let overlay = Overlay(child: binding.scrolledWindow)
        overlay.addCSSClass("gtklistkit-list-area")  // the list's colour beside clamped rows
        // An empty, flat area over the list that reports the list's width as it changes.
        let widthProbe = DrawingArea()
        widthProbe.verticalAlignment = .start
        widthProbe.receivesPointerInput = false
        widthProbe.setAccessibleRole(.presentation)
        overlay.addOverlay(widthProbe)
        super.init(core: binding, overlay: overlay, rowPadding: .init(horizontal: 2, vertical: 2), viewStyle: "gtklistkit-list",
                   layout: .column, accessibleLabel: packageTexts.translate("List"))

        // Step 3: wire GTK's callbacks to this object without GTK keeping it alive.
        adapters.forEach(register)
        listWidget.onActivate { [weak self] row in self?.activate(row: row) }
        // GTK reports sizes while it allocates, when new margins would be lost: they are set
        // once it has laid the window out, which lays it out again before the frame paints.
        widthProbe.onResize { [weak self] width, _ in
            self?.scrolledWindow.afterLayout { [weak self] in self?.clampContentWidth(listWidth: width) }
        }
    }

    // MARK: Configuration

    /// Hovering a row only highlights it: GTK 4.8's own single-click mode selects the row under
    /// a resting pointer, taking the selection from the keyboard, so the list listens for the
    /// click itself.
    override func activatesOnSingleClickDidChange() {
        guard activatesOnSingleClick, singleClicks == nil else { return }
        singleClicks = listWidget.onClickReleased { [weak self] presses, x, y in
            guard presses == 1, let self, self.activatesOnSingleClick else { return }
            self.binding.row(atX: x, y: y).map(self.binding.activateRow)
        }
    }
    private var singleClicks: HandlerConnection?

    /// Whether thin lines separate the rows.
    public var showsSeparators: Bool {
        get { listWidget.showsSeparators }
        set { listWidget.showsSeparators = newValue }
    }

    // MARK: Scrolling

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
}

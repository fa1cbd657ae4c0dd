import ListCore

/// A grid of cells over a `ListDataSource`, such as a photo or icon view: as many columns as
/// fit (between ``minimumColumns`` and ``maximumColumns``, each cell at least
/// ``minimumCellWidth`` wide), a section's header and footer across the full width.
///
/// Cells are made by the same ``RowAdapter``s a ``ListView`` uses, one per kind, and recycled
/// per kind; the grid is lazy, so the data source may hold a million items. What every view
/// shares — selection, activation, the context menu, the empty page, scrolling to an item —
/// comes from ``ListBase``; what it shares with a list — adapters, focus, prefetch, the pinned
/// header, change animation, reordering, the trailing row — from ``RecycledRowsView``. Rows
/// are the data source's flat rows, as in a list.
///
/// The keyboard: the arrow keys move between cells (Left and Right trade places in a
/// right-to-left layout; Up and Down to the same column of the line above or below), Page Up
/// and Page Down a viewport's height, Home and End to the first and last item; Shift extends
/// the selection, Ctrl moves the focus alone, Ctrl+Space selects or unselects, Ctrl+A selects
/// all (when several may be); Enter and Space activate, and Menu or Shift+F10 open the context
/// menu. A click selects, Ctrl and Shift with it as in a list, and a double click activates.
/// With ``RecycledRowsView/reordering``, Alt and the arrow keys move the focused cell.
///
/// Like a GTK widget, the grid lives as long as its ``ListBase/widget`` is in a widget tree or
/// held by you: `window.setChild(grid.widget)` is enough, and closing the window frees it.
@MainActor
public final class GridView<Item: ListItem>: RecycledRowsView<Item> {
    /// The fewest columns the grid shows, however narrow (at least 1).
    public var minimumColumns = 1 { didSet { layOutColumns() } }
    /// The most columns the grid shows, however wide.
    public var maximumColumns = 7 { didSet { layOutColumns() } }
    /// The narrowest a cell may get, in pixels: the grid shows as many columns as fit, within
    /// ``minimumColumns`` and ``maximumColumns``, and the cells share the width equally.
    public var minimumCellWidth = 160 { didSet { layOutColumns() } }
    /// How many columns the grid shows now.
    public var columnCount: Int { binding.columns }

    /// The data source → lines → recycled cells path.
    let binding: GridBinding<Item>
    private var listWidth = 0

    /// Creates a grid showing `dataSource` with the given adapters, one per kind: the items'
    /// cells, and the headers and footers across the grid.
    public init(dataSource: ListDataSource<Item>, adapters: [RowAdapter<Item>] = []) {
        ListStyle.install()
        // Step 1: the core (its features are made by ``RecycledRowsView``).
        let binding = GridBinding(dataSource: dataSource)
        self.binding = binding

        // Step 2: the widgets around the grid.
        let overlay = Overlay(child: binding.scrolledWindow)
        overlay.addCSSClass("gtklistkit-list-area")
        // An empty, flat area over the grid that reports its width as it changes.
        let widthProbe = DrawingArea()
        widthProbe.verticalAlignment = .start
        widthProbe.receivesPointerInput = false
        widthProbe.setAccessibleRole(.presentation)
        overlay.addOverlay(widthProbe)
        super.init(core: binding, overlay: overlay, rowPadding: .init(horizontal: 6, vertical: 0), viewStyle: "gtklistkit-grid",
                   layout: .lines, accessibleLabel: packageTexts.translate("Grid"))

        // Step 3: wire GTK's callbacks to this object without GTK keeping it alive.
        adapters.forEach(register)
        binding.rowActivated.connect { [weak self] row in self?.activate(row: row) }
        binding.listWidget.onPrimaryPress { [weak self] presses, x, y, modifiers in
            self?.press(presses, atX: x, y: y, modifiers: modifiers)
        }
        binding.listWidget.onKeyPress { [weak self] key, modifiers in self?.handleKey(key, modifiers: modifiers) ?? false }
        // GTK reports sizes while it allocates, when a new layout would be dropped: lay out
        // just after.
        widthProbe.onResize { [weak self] width, _ in
            Task { @MainActor [weak self] in
                self?.listWidth = width
                self?.layOutColumns()
            }
        }
    }

    // MARK: Columns

    /// Shows as many columns as fit the grid's width, keeping the first cell on screen in view.
    private func layOutColumns() {
        guard listWidth > 0 else { return }
        let fitting = listWidth / max(1, minimumCellWidth)
        let columns = max(1, min(max(fitting, minimumColumns), max(minimumColumns, maximumColumns)))
        guard columns != binding.columns || !binding.isLaidOut else { return }
        // The focused cell keeps the focus, in view, else the first on screen stays in view; a
        // grid at its top stays there. (GTK keeps its place by line number, and every line is new.)
        let focused = binding.focusedRow
        let shown = focused ?? (scrolledWindow.verticalOffset > 0 ? binding.visibleRows?.lowerBound : nil)
        binding.setColumns(columns)
        if let focused {
            focus.focusRow(focused, selection: .keep)
        } else {
            binding.scrollToRow(shown ?? 0)
        }
        pinnedHeader.scheduleUpdate()
    }

    // MARK: Pointer and keys

    private func press(_ presses: Int, atX x: Double, y: Double, modifiers: KeyModifiers) {
        guard let row = binding.row(atX: x, y: y), binding.indexedItem(atRow: row) != nil else { return }
        // The second press of a double click: its first selected the cell.
        guard presses == 1 else {
            if presses == 2, !activatesOnSingleClick { binding.activateRow(row) }
            return
        }
        let isPlainClick = !modifiers.contains(.control) && !modifiers.contains(.shift)
        if activatesOnSingleClick, isPlainClick { binding.activateRow(row) }
        if modifiers.contains(.control) {
            selection.toggleSelection(ofRow: row)
        } else if modifiers.contains(.shift) {
            selection.extendSelection(to: row)
        } else {
            selection.selectOnly(row: row)
        }
        _ = binding.rowWidget(atRow: row)?.grabFocus()
    }

    private func handleKey(_ key: String, modifiers: KeyModifiers) -> Bool {
        switch key {
        case "Return", "KP_Enter", "ISO_Enter":
            guard let row = binding.focusedRow else { return false }
            binding.activateRow(row)
            return true
        case "a" where modifiers == .control:
            guard selectionMode == .multiple else { return false }
            selection.setSelection(Set(dataSource.sections.lazy.flatMap(\.items).map(\.id)))
            return true
        default:
            return false
        }
    }

    // MARK: Changes

    /// A cell that had the focus before a change has it again where its item is now.
    override func followUp(of change: ListChange) -> (() -> Void)? {
        let focusedID = binding.focusedRow.flatMap(dataSource.row(at:))?.item.id
        return { [weak self] in self?.refocus(focusedID) }
    }

    /// Gives the focus back to the cell of the item `id`, when it had it before a change and
    /// the focus is left on the grid itself or on a cell that shows another item now (a moved
    /// item's old place).
    private func refocus(_ id: Item.ID?) {
        guard let id, binding.focusedRow.flatMap({ dataSource.row(at: $0)?.item.id }) != id,
              binding.listWidget.isFocus || binding.listWidget.focusChild != nil,
              let row = dataSource.indexPath(ofItemWithID: id).flatMap(dataSource.flatIndex(of:)) else { return }
        focus.focusRow(row, selection: .keep)
    }
}

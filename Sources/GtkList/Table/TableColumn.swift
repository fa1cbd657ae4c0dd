import ListCore

/// One column of a ``TableView``: its header, how its cells are made and filled, its width, and
/// how a click on its header sorts the rows.
///
/// ```swift
/// let title = TableColumn<Book>("Title", text: \.title)
/// title.expands = true
/// let year = TableColumn<Book>("Year", text: { String($0.year) }, alignment: .trailing)
///     .sortsBy(\.year)
/// ```
///
/// Cells are made once and recycled, as a list's rows are: `bind` fills a cell with the item of
/// the row it shows now. A section's header and footer are rows of the table too (GTK 4.8's
/// column view has no rows of its own for them): each column's cell gets the header's item, and
/// a cell bound with the whole `ListRow` tells them apart by `ListRow.role`.
@MainActor
public final class TableColumn<Item: ListItem> {
    /// Where a text cell's text sits: numbers usually at the trailing edge, so digits line up.
    public enum TextAlignment: Sendable {
        /// At the start of the line (the left in English, the right in Arabic).
        case leading
        /// At the end of the line.
        case trailing
    }

    /// The header's text.
    public var title: String {
        get { viewColumn.title }
        set { viewColumn.title = newValue }
    }
    /// Whether the user can drag the header's edge to change the width. On by default.
    public var isResizable: Bool {
        get { viewColumn.isResizable }
        set { viewColumn.isResizable = newValue }
    }
    /// Whether the column takes a share of the width the columns leave free. Off by default.
    public var expands: Bool {
        get { viewColumn.expands }
        set { viewColumn.expands = newValue }
    }
    /// The width in pixels, or `nil` (the default) to size the column by its cells. A user's
    /// resize sets it.
    public var fixedWidth: Int? {
        get { viewColumn.fixedWidth }
        set { viewColumn.fixedWidth = newValue }
    }
    /// Whether the column shows. A hidden column keeps its place and width. On by default.
    public var isVisible: Bool {
        get { viewColumn.isVisible }
        set { viewColumn.isVisible = newValue }
    }
    /// The header's tooltip, such as the full title of a narrow column; `nil` for none.
    public var headerTooltip: String? {
        didSet { if headerTooltip != oldValue { onTooltipChange() } }
    }
    /// Whether a click on the header sorts the rows by this column (see `sortsBy(_:)`).
    public var isSortable: Bool { ordering != nil }

    let viewColumn: ColumnViewColumn
    /// How two rows of this column compare, once a sort is set.
    private(set) var ordering: TableRowOrdering<Item>?
    /// Called when the table should give the header its sorter again.
    var onSortingChange: () -> Void = {}
    /// Called when the table should give the header its tooltip again.
    var onTooltipChange: () -> Void = {}
    /// The current row of a cell's row payload, from the table that shows the column.
    var currentRow: (TableRowPayload<Item>) -> ListRow<Item>? = { _ in nil }
    /// Whether the cells read their row's place (its index path, its section), not the item
    /// alone: such cells are filled again when rows added or removed before theirs move it.
    private(set) var readsRowPlace = true
    private let makeCell: () -> RowView
    private let bindCell: (RowView, ListRow<Item>) -> Void
    private let unbindCell: (RowView, ListRow<Item>) -> Void
    private var cells: [ListItemCell: Cell] = [:]

    private struct Cell {
        let view: RowView
        var bound: ListRow<Item>?
        /// The payload of the row object the cell was bound to: a moved row's object gets a
        /// new one.
        var payload: TableRowPayload<Item>?
    }

    /// Creates a column whose cells see the whole row: the item, and whether it is a section's
    /// header, an item or a footer.
    /// - Parameters:
    ///   - title: The header's text.
    ///   - make: Makes a new, empty cell.
    ///   - bindRow: Fills a cell. Called for every row shown, on recycled cells too, and again
    ///     when rows added or removed before it change its index path or section.
    ///   - unbindRow: Clears what `bindRow` set up that must not outlive the row (timers,
    ///     handlers); the next bind overwrites the content.
    public init<Cell: RowView>(
        _ title: String,
        make: @escaping @MainActor () -> Cell,
        bindRow: @escaping @MainActor (Cell, ListRow<Item>) -> Void,
        unbindRow: @escaping @MainActor (Cell, ListRow<Item>) -> Void = { _, _ in }
    ) {
        makeCell = make
        // Cells reach bind and unbind only from this column's own `make`, so the cast holds.
        bindCell = { cell, row in bindRow(cell as! Cell, row) }
        unbindCell = { cell, row in unbindRow(cell as! Cell, row) }
        var handler: (@MainActor (ListItemEvent, ListItemCell) -> Void)?
        viewColumn = ColumnViewColumn(title: title, factory: makeListItemFactory { event, cell in handler?(event, cell) })
        viewColumn.isResizable = true
        handler = { [weak self] event, cell in self?.handle(event, of: cell) }
    }

    /// Creates a column whose cells see the item alone.
    /// - Parameters:
    ///   - title: The header's text.
    ///   - make: Makes a new, empty cell.
    ///   - bind: Fills a cell with an item. Called for every row shown, on recycled cells too.
    ///   - unbind: Clears what `bind` set up that must not outlive the item.
    public convenience init<Cell: RowView>(
        _ title: String,
        make: @escaping @MainActor () -> Cell,
        bind: @escaping @MainActor (Cell, Item) -> Void,
        unbind: @escaping @MainActor (Cell) -> Void = { _ in }
    ) {
        self.init(title, make: make, bindRow: { cell, row in bind(cell, row.item) }, unbindRow: { cell, _ in unbind(cell) })
        readsRowPlace = false
    }

    /// Creates a column of one line of text per row, cut with an ellipsis when narrower than
    /// the text; `tooltip` gives a cell's tooltip (the whole text of a long value, say).
    /// - Parameters:
    ///   - title: The header's text.
    ///   - text: The text of an item's cell.
    ///   - tooltip: The tooltip of an item's cell; `nil` for none.
    ///   - alignment: Where the text sits in its cell.
    ///   - characters: How wide the column starts, in average characters; `nil` sizes it by
    ///     its text: as wide as the longest text shown so far (up to 48 characters), growing
    ///     as longer texts scroll into view.
    public convenience init(
        _ title: String,
        text: @escaping @MainActor (Item) -> String,
        tooltip: (@MainActor (Item) -> String?)? = nil,
        alignment: TextAlignment = .leading,
        characters: Int? = nil
    ) {
        let widthByText = characters == nil ? TextColumnWidth() : nil
        self.init(title, make: {
            let inscription = Inscription()
            if let characters {
                inscription.minimumCharacters = characters
                inscription.naturalCharacters = characters
            }
            if alignment == .trailing { inscription.horizontalTextAlignment = 1 }
            return inscription
        }, bind: { inscription, item in
            let shown = text(item)
            widthByText?.fit(inscription, to: shown)
            inscription.text = shown
            inscription.tooltip = tooltip?(item)
        })
    }

    // MARK: Sorting

    /// Lets a click on the header sort the rows by `key`, ascending, then descending on a
    /// second click. Keys are computed once per row and kept while the row is unchanged.
    /// Rows stay within their sections; headers first, footers last.
    @discardableResult
    public func sortsBy<Key: Comparable>(_ key: @escaping @MainActor (Item) -> Key) -> Self {
        ordering = TableRowOrdering(key: key)
        onSortingChange()
        return self
    }

    /// Lets a click on the header sort the rows by `areInIncreasingOrder`, which must be a strict
    /// weak order, as `sorted(by:)` wants. GTK compares each row many times: prefer
    /// `sortsBy(_:)` with a key when the comparison needs work.
    @discardableResult
    public func sortsBy(_ areInIncreasingOrder: @escaping @MainActor (Item, Item) -> Bool) -> Self {
        ordering = TableRowOrdering(areInIncreasingOrder: areInIncreasingOrder)
        onSortingChange()
        return self
    }

    /// Makes a click on the header leave the rows as they are.
    public func removeSorting() {
        ordering = nil
        onSortingChange()
    }

    // MARK: Cells

    /// The cell widget showing GTK's row `row` (counted as the table shows them), while it is
    /// on screen.
    func cellWidget(atRow row: Int) -> Widget? {
        cells.first { $0.key.position == row && $0.value.bound != nil }?.value.view.widget
    }

    /// The cell widgets shown now, with the row each is in.
    var shownCells: [(position: Int, widget: Widget)] {
        cells.compactMap { cell, state in
            guard state.bound != nil, let position = cell.position else { return nil }
            return (position, state.view.widget)
        }
    }

    /// Binds every cell on screen to its row again.
    func rebindShownCells() {
        for (cell, state) in cells where state.bound != nil { bind(cell) }
    }

    /// Fills again the cells on screen whose row a change moved to another index path or
    /// section, when this column shows where rows stand: sorted, GTK binds again only the rows
    /// from the first sorted place the change touches.
    func refillCellsWhosePlaceMoved() {
        guard readsRowPlace else { return }
        for (cell, state) in cells where state.bound != nil && rowPlaceMoved(in: cell) { bind(cell) }
    }

    private func handle(_ event: ListItemEvent, of cell: ListItemCell) {
        switch event {
        case .setup:
            let view = makeCell()
            cells[cell] = Cell(view: view)
            cell.setChild(view.widget)
        case .bind:
            bind(cell)
        case .unbind:
            unbind(cell)
        case .rebind:
            // The same payload is the same item: an item changed in place comes as a new object.
            guard let state = cells[cell], state.bound != nil, state.payload === cell.payload, !rowPlaceMoved(in: cell) else {
                return bind(cell)
            }
        case .teardown:
            unbind(cell)
            cells[cell] = nil
        }
    }

    private func bind(_ cell: ListItemCell) {
        guard let state = cells[cell], let payload = cell.payload as? TableRowPayload<Item>,
              let row = currentRow(payload) else { return }
        if let old = state.bound { unbindCell(state.view, old) }
        bindCell(state.view, row)
        cells[cell]?.bound = row
        cells[cell]?.payload = payload
        // The cell, and the row GTK wraps around the cells, for the style sheet.
        let widget = state.view.widget
        [widget, widget.parent?.parent].compactMap { $0 }.forEach { $0.markSectionRole(row.role) }
    }

    /// Whether the row `cell` shows stands somewhere else now (rows added or removed before it
    /// move its index path and section) and this column's cells show where.
    private func rowPlaceMoved(in cell: ListItemCell) -> Bool {
        guard readsRowPlace, let bound = cells[cell]?.bound, let payload = cell.payload as? TableRowPayload<Item>,
              let row = currentRow(payload) else { return false }
        return row.role != bound.role || row.section != bound.section
    }

    private func unbind(_ cell: ListItemCell) {
        guard let state = cells[cell], let bound = state.bound else { return }
        unbindCell(state.view, bound)
        cells[cell]?.bound = nil
        cells[cell]?.payload = nil
    }
}

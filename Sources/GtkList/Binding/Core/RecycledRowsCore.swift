import ListCore

/// What the controllers a list and a grid share — the keyboard focus, prefetch and the pinned
/// section header — ask of the binding beneath the view: GTK's list view of recycled rows in its
/// scrolled window, the adapters' pool, and where the keys lead. A list's ``RowBinding`` and a
/// grid's ``GridBinding`` answer it; rows are the data source's flat rows in both.
@MainActor
protocol RecycledRowsCore<Item>: ListBaseCore {
    /// The GtkListView GTK lays the rows (or a grid's lines) out in.
    var listWidget: ListViewWidget { get }
    /// The one extra row after the last one, such as a load-more footer.
    var trailingSlot: TrailingRowSlot { get }
    /// The adapters and their pools of idle rows.
    var recycler: RowRecycler<Item> { get }
    /// Heard after GTK bound or unbound rows, as it does many at a time.
    var rowsDidChange: ObserverList<Void> { get }
    /// Heard for a row (a grid's cell) about to show another item or none, with its item and
    /// widget, while it still shows it.
    var rowWillUnbind: ObserverList<(item: Item, widget: Widget)> { get }
    /// The bound rows (a grid's cells), headers and footers included, with the flat row GTK
    /// shows each at (before a change GTK has not heard yet, its place before that change), in
    /// no order.
    var boundRows: [(position: Int, row: ListRow<Item>, widget: Widget)] { get }
    /// Heard after the view was asked to scroll a flat row into view, before GTK lays it out.
    var didScrollToRow: ObserverList<Int> { get }
    /// The flat rows shown at the top and the bottom of the visible part, once laid out.
    var visibleRows: ClosedRange<Int>? { get }
    /// The height of the header and footer rows (lines, in a grid) bound now, in pixels.
    var supplementaryRowsHeight: Int { get }
    /// Adds (or replaces) the adapter for `adapter.kind`.
    func register(_ adapter: RowAdapter<Item>)
    /// Shows `widget` as one extra row after the last one, or none for `nil`.
    func setTrailingWidget(_ widget: Widget?)
    /// The bound rows (cells, in a grid) with the item each shows, headers and footers included.
    var boundItemWidgets: [(item: Item, widget: Widget)] { get }
    /// The row about a viewport's height away from `row`: below for a positive `direction`.
    func row(aPageFrom row: Int, direction: Int) -> Int
    /// Where Up and Down go in a view whose lines hold several items: the item row a line
    /// above (negative `direction`) or below `row`, `nil` when there is none. `nil` for a list,
    /// whose lines are its rows.
    var lineNavigation: ((_ row: Int, _ direction: Int) -> Int?)? { get }
}

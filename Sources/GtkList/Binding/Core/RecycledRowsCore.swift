import ListCore

/// What the controllers a list and a grid share — the keyboard focus and prefetch — ask of the
/// binding beneath the view: GTK's list view of recycled rows in its scrolled window, the
/// adapters' pool, and where the keys lead. A list's ``RowBinding`` and a grid's
/// ``GridBinding`` answer it; rows are the data source's flat rows in both.
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
    /// The bound rows (cells, in a grid) with the item each shows, headers and footers included.
    var boundItemWidgets: [(item: Item, widget: Widget)] { get }
    /// The row about a viewport's height away from `row`: below for a positive `direction`.
    func row(aPageFrom row: Int, direction: Int) -> Int
    /// Where Up and Down go in a view whose lines hold several items: the item row a line
    /// above (negative `direction`) or below `row`, `nil` when there is none. `nil` for a list,
    /// whose lines are its rows.
    var lineNavigation: ((_ row: Int, _ direction: Int) -> Int?)? { get }
}

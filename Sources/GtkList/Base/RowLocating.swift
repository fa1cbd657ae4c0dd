import ListCore

/// What features that act on one row (a context menu) need of a view's rows: where they are on
/// screen and which item each shows. Rows are counted as GTK shows them.
@MainActor
protocol RowLocating<Item>: AnyObject {
    associatedtype Item: ListItem
    /// The widget that shows the rows, which menus open over.
    var rowsWidget: Widget { get }
    /// The row under (`x`, `y`) of ``rowsWidget``, if one is there.
    func row(atX x: Double, y: Double) -> Int?
    /// The row whose widget holds the keyboard focus, if any.
    var focusedRow: Int? { get }
    /// The widget GTK shows row `row` in, when the row is laid out.
    func rowWidget(atRow row: Int) -> Widget?
    /// The item at row `row` with its index path; `nil` for headers, footers and rows out of
    /// range.
    func indexedItem(atRow row: Int) -> IndexedItem<Item>?
}

import ListCore

/// A Swift object that owns the widgets of one row design.
///
/// Rows are made once and recycled: ``RowAdapter``'s bind function fills a row with an item,
/// unbind clears it, and the row waits in its kind's pool for the next item.
@MainActor
public protocol RowView: AnyObject {
    /// The row's top widget, installed into the list when the row is bound.
    var widget: Widget { get }
}

extension Widget: RowView {
    /// A widget used directly as a row is its own top widget.
    public var widget: Widget { self }
}

/// How rows of one kind are made, filled and cleared: one adapter per ``RowKind``.
///
/// ```swift
/// let articles = RowAdapter<FeedItem>(kind: "article", make: ArticleRow.init) { row, item in
///     row.title.text = item.title
/// }
/// ```
@MainActor
public struct RowAdapter<Item: ListItem> {
    /// The kind of item this adapter shows.
    public let kind: RowKind
    /// The row height in pixels when the item gives no ``ListItem/heightHint``. Heights are set
    /// as the row widget's size request.
    public var defaultHeight: Int?

    let makeRow: () -> RowView
    let bindRow: (RowView, Item) -> Void
    let unbindRow: (RowView) -> Void

    /// Creates an adapter.
    /// - Parameters:
    ///   - kind: The kind of item this adapter shows.
    ///   - defaultHeight: Row height when the item has no height hint; `nil` lets GTK measure.
    ///   - make: Makes a new, empty row.
    ///   - bind: Fills a row with an item. Called for every item shown, on recycled rows too.
    ///   - unbind: Clears what `bind` set up that must not outlive the item (timers, handlers).
    public init<Row: RowView>(
        kind: RowKind,
        defaultHeight: Int? = nil,
        make: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, Item) -> Void,
        unbind: @escaping @MainActor (Row) -> Void = { _ in }
    ) {
        self.kind = kind
        self.defaultHeight = defaultHeight
        makeRow = make
        // Rows reach bind/unbind only from this adapter's own pool, so the cast holds.
        bindRow = { row, item in bind(row as! Row, item) }
        unbindRow = { row in unbind(row as! Row) }
    }

    /// The height the row of `item` asks for: the item's hint wins over the kind's default.
    func height(for item: Item) -> Int? {
        item.heightHint ?? defaultHeight
    }
}

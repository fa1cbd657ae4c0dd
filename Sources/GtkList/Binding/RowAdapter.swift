import ListCore

/// A Swift object that owns the widgets of one row design.
///
/// Rows are made once and recycled: ``RowAdapter``'s bind function fills a row with an item,
/// unbind clears it, and the row waits in its kind's pool for the next item. Any `Widget` is
/// a row by itself, your own subclasses and wrapped GTK widgets included.
@MainActor
public protocol RowView: AnyObject {
    /// The row's top widget, installed into the list when the row is bound.
    var widget: Widget { get }
}

extension Widget: RowView {
    /// A widget used directly as a row is its own top widget.
    public var widget: Widget { self }
}

/// How rows of one kind are made, filled and cleared: one adapter per `RowKind`.
///
/// ```swift
/// let articles = RowAdapter<FeedItem>(kind: "article", make: ArticleRow.init) { row, item in
///     row.title.text = item.title
/// }
/// ```
///
/// When a row needs to know where it sits, bind with the whole `ListRow` instead: its
/// `ListRow.role` tells a header, an item (with its index path) and a footer apart.
///
/// ```swift
/// let headers = RowAdapter<FeedItem>(kind: "header", make: { Label() }, bindRow: { label, row in
///     label.text = row.role == .header ? row.item.title.uppercased() : row.item.title
/// })
/// ```
@MainActor
public struct RowAdapter<Item: ListItem> {
    /// The kind of item this adapter shows.
    public let kind: RowKind
    /// The row height in pixels when the item gives no `ListItem.heightHint`. Heights are set
    /// as the row widget's size request.
    public var defaultHeight: Int?

    /// Called for an item a few rows past the shown ones, in the direction the list scrolls
    /// (``RecycledRowsView/prefetchDistance``), before its row is bound: start loading what its row
    /// will show, such as a picture. `nil` (the default) for no prefetching.
    public var prefetch: ((Item) -> Void)?
    /// Called when a prefetched item leaves that range without being shown: stop what
    /// ``prefetch`` started.
    public var cancelPrefetch: ((Item) -> Void)?

    /// The name screen readers read for a row, usually its main text; `nil` (the default) reads
    /// the text of the row's first label.
    public var accessibleLabel: ((ListRow<Item>) -> String)?

    let makeRow: () -> RowView
    let bindRow: (RowView, ListRow<Item>) -> Void
    let unbindRow: (RowView, ListRow<Item>) -> Void
    /// Whether `bindRow` reads the row's place (its role's index path, its section), not the
    /// item alone: its rows are filled again when rows added or removed before them move them.
    var bindReadsRowPlace = true

    /// Creates an adapter whose bind and unbind see the whole row: the item, whether it is a
    /// header, an item or a footer, and its index path.
    /// - Parameters:
    ///   - kind: The kind of item this adapter shows.
    ///   - defaultHeight: Row height when the item has no height hint; `nil` lets GTK measure.
    ///   - make: Makes a new, empty row.
    ///   - bindRow: Fills a row. Called for every row shown, on recycled rows too, again with
    ///     the new item when a shown item's content changes, and again when rows added or
    ///     removed before it change its index path or section.
    ///   - unbindRow: Clears what `bindRow` set up that must not outlive the item (timers,
    ///     handlers). GTK may unbind and rebind rows that stay on screen, so leave the row's
    ///     content in place: the next bind overwrites it.
    public init<Row: RowView>(
        kind: RowKind,
        defaultHeight: Int? = nil,
        make: @escaping @MainActor () -> Row,
        bindRow: @escaping @MainActor (Row, ListRow<Item>) -> Void,
        unbindRow: @escaping @MainActor (Row, ListRow<Item>) -> Void = { _, _ in }
    ) {
        self.kind = kind
        self.defaultHeight = defaultHeight
        makeRow = make
        // Rows reach bind/unbind only from this adapter's own pool, so the cast holds.
        self.bindRow = { row, listRow in bindRow(row as! Row, listRow) }
        self.unbindRow = { row, listRow in unbindRow(row as! Row, listRow) }
    }

    /// Creates an adapter whose bind sees the item alone.
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
        self.init(kind: kind, defaultHeight: defaultHeight, make: make,
                  bindRow: { row, listRow in bind(row, listRow.item) },
                  unbindRow: { row, _ in unbind(row) })
        bindReadsRowPlace = false
    }

    /// The height the row of `item` asks for: the item's hint wins over the kind's default.
    func height(for item: Item) -> Int? {
        item.heightHint ?? defaultHeight
    }
}

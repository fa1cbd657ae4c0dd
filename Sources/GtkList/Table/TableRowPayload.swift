import ListCore

/// What a table's GTK row object carries: where its row stands in the data source's order now
/// (GTK's sorted model holds rows in an order of its own), and the sort keys of its cells, each
/// computed when first needed.
@MainActor
final class TableRowPayload<Item: ListItem>: RowPositionTracking {
    var rowPosition: Int?
    private var sortKeys: [ObjectIdentifier: Any] = [:]

    /// The key `column`'s ordering sorts this row by, computed once from `item`.
    func sortKey(of column: ObjectIdentifier, item: Item, making key: (Item) -> Any) -> Any {
        if let known = sortKeys[column] { return known }
        let made = key(item)
        sortKeys[column] = made
        return made
    }
}

/// How a column orders two rows' items: by a key computed once per row, or by a comparison.
@MainActor
struct TableRowOrdering<Item: ListItem> {
    private let key: ((Item) -> Any)?
    private let areInIncreasingOrder: (Any, Any) -> Bool

    init<Key: Comparable>(key: @escaping @MainActor (Item) -> Key) {
        self.key = { key($0) }
        // Keys reach here only from `key`, so the casts hold.
        areInIncreasingOrder = { ($0 as! Key) < ($1 as! Key) }
    }

    init(areInIncreasingOrder: @escaping @MainActor (Item, Item) -> Bool) {
        key = nil
        self.areInIncreasingOrder = { areInIncreasingOrder($0 as! Item, $1 as! Item) }
    }

    /// Whether `first`'s item goes before `second`'s; `column` names the column whose keys the
    /// payloads keep.
    func orders(_ first: (payload: TableRowPayload<Item>, item: Item), before second: (payload: TableRowPayload<Item>, item: Item),
                column: ObjectIdentifier) -> Bool {
        guard let key else { return areInIncreasingOrder(first.item, second.item) }
        return areInIncreasingOrder(first.payload.sortKey(of: column, item: first.item, making: key),
                                    second.payload.sortKey(of: column, item: second.item, making: key))
    }
}

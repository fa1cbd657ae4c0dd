import ListCore

/// How many items of a view may be selected at once (``ListBase/selectionMode``).
public enum ListSelectionMode: Sendable {
    /// Nothing is ever selected.
    case none
    /// At most one item.
    case single
    /// Any number of items.
    case multiple
}

/// The selection, by item: it follows the items across changes (and a table's sorting).
extension ListBase {
    /// The selected item and its index path, or `nil`; with several selected, the first in the
    /// data source's order.
    public var selectedItem: IndexedItem<Item>? { selection.firstSelectedItem }

    /// The selected items with their index paths, in the data source's order.
    public var selectedItems: [IndexedItem<Item>] { selection.selectedItems }

    /// Selects the item at `path` alone; `nil` clears the selection. Out-of-range paths clear it
    /// too. A view that selects nothing ignores it.
    public func selectItem(at path: ListIndexPath?) {
        selection.setSelection(path.flatMap(dataSource.item(at:)).map { [$0.id] } ?? [])  // an item the view holds
    }

    /// Selects exactly the items with `ids` that the view holds, as far as ``selectionMode``
    /// allows (one, the first in the data source's order, for a single selection).
    public func selectItems(withIDs ids: some Sequence<Item.ID>) {
        selection.setSelection(Set(ids).filter(dataSource.contains(id:)))
    }

    /// Calls `handler` when the selected item changes; `nil` when nothing is selected.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping (IndexedItem<Item>?) -> Void) -> HandlerConnection {
        selection.firstItemObservers.connect(handler)
    }

    /// Calls `handler` with the selected items, in the data source's order, whenever they
    /// change. Several handlers may listen; each stays as long as the view, unless disconnected.
    @discardableResult
    public func onSelectedItemsChange(_ handler: @escaping ([IndexedItem<Item>]) -> Void) -> HandlerConnection {
        selection.itemsObservers.connect(handler)
    }
}

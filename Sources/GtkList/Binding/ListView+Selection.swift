import ListCore

/// How many items of a list may be selected at once (``ListView/selectionMode``).
public enum ListSelectionMode: Sendable {
    /// Nothing is ever selected.
    case none
    /// At most one item.
    case single
    /// Any number of items.
    case multiple
}

extension ListView {
    /// The selected item and its index path, or `nil`; with several selected, the first.
    public var selectedItem: IndexedItem<Item>? { selection.firstSelectedItem }

    /// The selected items with their index paths, in list order.
    public var selectedItems: [IndexedItem<Item>] { selection.selectedItems }

    /// Selects the item at `path` alone; `nil` clears the selection. Out-of-range paths clear it
    /// too. A list that selects nothing ignores it.
    public func selectItem(at path: ListIndexPath?) {
        selection.setSelection(path.flatMap(dataSource.item(at:)).map { [$0.id] } ?? [])  // an item the list holds
    }

    /// Selects exactly the items with `ids` that the list holds, as far as ``selectionMode``
    /// allows (one, the first in list order, for a single selection).
    public func selectItems(withIDs ids: some Sequence<Item.ID>) {
        selection.setSelection(Set(ids).filter(dataSource.contains(id:)))
    }

    /// Calls `handler` when the selected item changes; `nil` when nothing is selected.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping (IndexedItem<Item>?) -> Void) -> HandlerConnection {
        selection.firstItemObservers.connect(handler)
    }

    /// Calls `handler` with the selected items, in list order, whenever they change. Several
    /// handlers may listen; each stays as long as the list, unless disconnected.
    @discardableResult
    public func onSelectedItemsChange(_ handler: @escaping ([IndexedItem<Item>]) -> Void) -> HandlerConnection {
        selection.itemsObservers.connect(handler)
    }
}

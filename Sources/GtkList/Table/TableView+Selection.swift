import ListCore

/// The table's selection, by item as a list's (``ListView/selectedItems``): it follows the items
/// across changes and sorting.
extension TableView {
    /// The selected item and its index path, or `nil`; with several selected, the first in the
    /// data source's order.
    public var selectedItem: IndexedItem<Item>? { selection.firstSelectedItem }

    /// The selected items with their index paths, in the data source's order.
    public var selectedItems: [IndexedItem<Item>] { selection.selectedItems }

    /// Selects the item at `path` alone; `nil`, or a path out of range, clears the selection.
    public func selectItem(at path: ListIndexPath?) {
        selection.setSelection(path.flatMap(dataSource.item(at:)).map { [$0.id] } ?? [])
    }

    /// Selects exactly the items with `ids` that the table holds, as far as ``selectionMode``
    /// allows.
    public func selectItems(withIDs ids: some Sequence<Item.ID>) {
        selection.setSelection(Set(ids).filter(dataSource.contains(id:)))
    }

    /// Calls `handler` when the selected item changes; `nil` when nothing is selected.
    @discardableResult
    public func onSelectionChange(_ handler: @escaping (IndexedItem<Item>?) -> Void) -> HandlerConnection {
        selection.firstItemObservers.connect(handler)
    }

    /// Calls `handler` with the selected items whenever they change. Several handlers may
    /// listen; each stays as long as the table, unless disconnected.
    @discardableResult
    public func onSelectedItemsChange(_ handler: @escaping ([IndexedItem<Item>]) -> Void) -> HandlerConnection {
        selection.itemsObservers.connect(handler)
    }
}

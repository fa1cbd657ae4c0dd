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
    /// The selected items with their index paths, in list order.
    public var selectedItems: [IndexedItem<Item>] {
        guard !selectedIDs.isEmpty else { return [] }
        var selected: [IndexedItem<Item>] = []
        for (sectionIndex, section) in dataSource.sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() where selectedIDs.contains(item.id) {
                selected.append(IndexedItem(item: item, indexPath: ListIndexPath(section: sectionIndex, item: itemIndex)))
            }
        }
        return selected
    }

    /// Selects exactly the items with `ids` that the list holds, as far as ``selectionMode``
    /// allows (one, the first in list order, for a single selection).
    public func selectItems(withIDs ids: some Sequence<Item.ID>) {
        setSelection(Set(ids).filter(dataSource.contains(id:)))
    }

    /// Calls `handler` with the selected items, in list order, whenever they change. Several
    /// handlers may listen; each stays as long as the list, unless disconnected.
    @discardableResult
    public func onSelectedItemsChange(_ handler: @escaping ([IndexedItem<Item>]) -> Void) -> HandlerConnection {
        selectedItemsObservers.connect(handler)
    }

    /// The flat row of the first selected item, if any: where the user last selected an item
    /// alone, when it is still there (a look-up by id costs a pass over the list).
    var selectedRow: Int? {
        guard !selectedIDs.isEmpty else { return nil }
        if selectedIDs.count == 1, let id = selectedIDs.first {
            if let hint = selectedRowHint, hint.id == id, dataSource.row(at: hint.row)?.item.id == id { return hint.row }
            return dataSource.indexPath(ofItemWithID: id).flatMap(dataSource.flatIndex(of:))
        }
        return selectedItems.first.flatMap { dataSource.flatIndex(of: $0.indexPath) }
    }

    // MARK: GTK's questions and requests

    /// Whether GTK's row `row` shows a selected item (GTK asks while it hears a change, too).
    func isRowSelected(_ row: Int) -> Bool {
        guard !selectedIDs.isEmpty, let listRow = rows.row(at: row), !listRow.isSupplementary else { return false }
        return selectedIDs.contains(listRow.item.id)
    }

    /// What a click, Ctrl or Shift with a click, Ctrl+A or a rubber band asked for, as GTK passes
    /// it on: the rows to select and those to unselect. Headers and footers are left out.
    func handleSelectionRequest(select: [Int], unselect: [Int]) {
        let selecting = itemIDs(atRows: select)
        switch selectionMode {
        case .none:
            return
        case .single:
            // One row selected (a click, Ctrl+click) replaces the selection; ranges are refused,
            // as GtkSingleSelection refuses them.
            if selecting.count == 1, let row = select.first(where: { isItemRow($0) }) {
                selectedRowHint = (selecting[0], row)
                setSelection(Set(selecting))
            } else if selecting.isEmpty {
                setSelection(selectedIDs.subtracting(itemIDs(atRows: unselect)))
            }
        case .multiple:
            var ids = selectedIDs
            ids.subtract(unselectedIDs(amongRows: unselect))
            ids.formUnion(selecting)
            if selecting.count == 1 { selectionAnchor = selecting.first }
            setSelection(ids)
        }
    }

    // MARK: Keyboard

    /// Selects the item at `row` alone, as an arrow key does.
    func selectOnly(row: Int) {
        guard let id = itemIDs(atRows: [row]).first else { return }
        selectionAnchor = id
        selectedRowHint = (id, row)
        setSelection([id])
    }

    /// Selects the items from the selection's anchor to `row`, as Shift with an arrow key does
    /// in a list that selects several items; elsewhere, the item at `row` alone.
    func extendSelection(to row: Int) {
        guard selectionMode == .multiple,
              let anchorPath = selectionAnchor.flatMap(dataSource.indexPath(ofItemWithID:)),
              let anchor = dataSource.flatIndex(of: anchorPath) else { return selectOnly(row: row) }
        setSelection(Set(itemIDs(atRows: Array(min(anchor, row)...max(anchor, row)))))
    }

    /// Selects the item at `row` when it is not, unselects it when it is (Ctrl+Space).
    func toggleSelection(ofRow row: Int) {
        guard let id = itemIDs(atRows: [row]).first else { return }
        if selectedIDs.contains(id) {
            setSelection(selectedIDs.subtracting([id]))
        } else {
            selectionAnchor = id
            setSelection(selectionMode == .multiple ? selectedIDs.union([id]) : [id])
        }
    }

    // MARK: Changing the selection

    /// Makes `ids`, items the list holds, the selection as far as the mode allows; tells GTK and
    /// the handlers what changed.
    func setSelection(_ ids: Set<Item.ID>) {
        var allowed = ids
        switch selectionMode {
        case .none: allowed = []
        case .single where allowed.count > 1:
            allowed = Set(selectedItemsInOrder(of: allowed).prefix(1))
        default: break
        }
        guard allowed != selectedIDs else { return }
        selectedIDs = allowed
        // GTK asks again about the rows it shows; the others are asked when they are bound.
        let shown = installedRows.keys.compactMap(\.position)
        if let first = shown.min(), let last = shown.max() { selection.selectionChanged(rows: first..<last + 1) }
        announceSelection()
    }

    /// Unselects the items the data source no longer holds.
    func forgetRemovedSelectedItems() {
        guard !selectedIDs.isEmpty else { return }
        let kept = selectedIDs.filter(dataSource.contains(id:))
        if kept.count != selectedIDs.count { setSelection(kept) } else { announceSelection() }
    }

    /// Keeps the selection within what the mode allows, and rubber banding to several items.
    func selectionModeDidChange() {
        listWidget.selectsWithRubberBand = selectionMode == .multiple
        setSelection(selectedIDs)
    }

    /// Tells the handlers about the selection, when what they last heard changed.
    private func announceSelection() {
        let first = selectedItem
        if first?.item.id != announcedSelectedID {
            announcedSelectedID = first?.item.id
            selections.notify(first)
        }
        if selectedItemsObservers.count > 0 { selectedItemsObservers.notify(selectedItems) }
    }

    /// The ids among `ids` in list order.
    private func selectedItemsInOrder(of ids: Set<Item.ID>) -> [Item.ID] {
        dataSource.sections.flatMap(\.items).map(\.id).filter(ids.contains)
    }

    private func isItemRow(_ row: Int) -> Bool {
        dataSource.row(at: row).map { !$0.isSupplementary } ?? false
    }

    /// The ids of the items (not headers or footers) at `rows`.
    private func itemIDs(atRows rows: [Int]) -> [Item.ID] {
        rows.compactMap { row in
            guard let listRow = dataSource.row(at: row), !listRow.isSupplementary else { return nil }
            return listRow.item.id
        }
    }

    /// The selected ids among the items at `rows`; looks only at the selected items' rows when
    /// those are fewer (a "select all" or "unselect all" names every row).
    private func unselectedIDs(amongRows rows: [Int]) -> [Item.ID] {
        guard rows.count > selectedIDs.count * 8 else { return itemIDs(atRows: rows).filter(selectedIDs.contains) }
        let requested = Set(rows)
        return selectedIDs.filter { id in
            dataSource.indexPath(ofItemWithID: id).flatMap(dataSource.flatIndex(of:)).map(requested.contains) ?? false
        }
    }
}

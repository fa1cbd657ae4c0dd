import ListCore

/// A list's selection: items selected by id, so that it follows them across changes, as far as
/// the ``ListSelectionMode`` allows. Headers and footers are never selected.
///
/// It answers GTK's selection model (``isRowSelected(_:)``, ``handleSelectionRequest(select:unselect:)``)
/// and the keyboard; it tells GTK which shown rows to ask about again and the handlers what
/// changed. It needs no window: give it a data source and the two callbacks.
@MainActor
final class ListSelection<Item: ListItem> {
    /// How many items may be selected.
    var mode = ListSelectionMode.single {
        didSet { setSelection(selectedIDs) }
    }
    /// The selected items, by id.
    private(set) var selectedIDs: Set<Item.ID> = []
    /// Handlers of the first selected item, and of all of them.
    let firstItemObservers = ObserverList<IndexedItem<Item>?>()
    let itemsObservers = ObserverList<[IndexedItem<Item>]>()

    private let dataSource: ListDataSource<Item>
    /// The item row GTK's row stands for now, which may differ from the data source's while GTK
    /// hears a change.
    private let presentedRow: (Int) -> ListRow<Item>?
    /// Whether GTK's rows stand in the data source's order (a list), or in an order of their own
    /// (a sorted table).
    private let rowsFollowDataOrder: Bool
    /// Tells GTK the selection of the shown rows changed.
    private let rowsNeedAsking: () -> Void
    /// Where a Shift selection starts: the item last selected alone.
    private var anchor: Item.ID?
    /// The row of the item last selected alone, when the selection knew it.
    private var rowHint: (id: Item.ID, row: Int)?
    /// The selected item last announced to ``firstItemObservers``.
    private var announcedID: Item.ID?

    /// A selection of `dataSource`'s items; `presentedRow` gives the row GTK's row `n` stands for,
    /// and `rowsFollowDataOrder` says whether GTK's rows keep the data source's order.
    init(dataSource: ListDataSource<Item>, presentedRow: @escaping (Int) -> ListRow<Item>?,
         rowsFollowDataOrder: Bool = true, rowsNeedAsking: @escaping () -> Void) {
        self.dataSource = dataSource
        self.presentedRow = presentedRow
        self.rowsFollowDataOrder = rowsFollowDataOrder
        self.rowsNeedAsking = rowsNeedAsking
    }

    // MARK: What is selected

    /// The selected items with their index paths, in list order.
    var selectedItems: [IndexedItem<Item>] {
        guard !selectedIDs.isEmpty else { return [] }
        var selected: [IndexedItem<Item>] = []
        for (sectionIndex, section) in dataSource.sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() where selectedIDs.contains(item.id) {
                selected.append(IndexedItem(item: item, indexPath: ListIndexPath(section: sectionIndex, item: itemIndex)))
            }
        }
        return selected
    }

    /// The first selected item, if any.
    var firstSelectedItem: IndexedItem<Item>? {
        guard let row = selectedRow, let listRow = dataSource.row(at: row), let path = listRow.indexPath else { return nil }
        return IndexedItem(item: listRow.item, indexPath: path)
    }

    /// The flat row of the first selected item, if any: where the user last selected an item
    /// alone, when it is still there (a look-up by id costs a pass over the list).
    var selectedRow: Int? {
        guard !selectedIDs.isEmpty else { return nil }
        if selectedIDs.count == 1, let id = selectedIDs.first {
            if let rowHint, rowHint.id == id, dataSource.row(at: rowHint.row)?.item.id == id { return rowHint.row }
            return dataSource.indexPath(ofItemWithID: id).flatMap(dataSource.flatIndex(of:))
        }
        return selectedItems.first.flatMap { dataSource.flatIndex(of: $0.indexPath) }
    }

    /// Whether GTK's row `row` shows a selected item (GTK asks while it hears a change, too).
    func isRowSelected(_ row: Int) -> Bool {
        guard !selectedIDs.isEmpty, let listRow = presentedRow(row), !listRow.isSupplementary else { return false }
        return selectedIDs.contains(listRow.item.id)
    }

    // MARK: Requests

    /// What a click, Ctrl or Shift with a click, Ctrl+A or a rubber band asked for, as GTK passes
    /// it on: the rows to select and those to unselect. Headers and footers are left out.
    func handleSelectionRequest(select: [Int], unselect: [Int]) {
        let selecting = itemIDs(atRows: select)
        switch mode {
        case .none:
            return
        case .single:
            // One row selected (a click, Ctrl+click) replaces the selection; ranges are refused,
            // as GtkSingleSelection refuses them.
            if selecting.count == 1, let row = select.first(where: { !itemIDs(atRows: [$0]).isEmpty }) {
                rowHint = (selecting[0], row)
                setSelection(Set(selecting))
            } else if selecting.isEmpty {
                setSelection(selectedIDs.subtracting(itemIDs(atRows: unselect)))
            }
        case .multiple:
            var ids = selectedIDs
            ids.subtract(selectedIDs(amongRows: unselect))
            ids.formUnion(selecting)
            if selecting.count == 1 { anchor = selecting.first }
            setSelection(ids)
        }
    }

    /// Selects the item at `row` alone, as an arrow key does.
    func selectOnly(row: Int) {
        guard let id = itemIDs(atRows: [row]).first else { return }
        anchor = id
        rowHint = (id, row)
        setSelection([id])
    }

    /// Selects the items from the selection's anchor to `row`, as Shift with an arrow key does
    /// when several items may be selected; otherwise the item at `row` alone.
    func extendSelection(to row: Int) {
        guard mode == .multiple, let anchorPath = anchor.flatMap(dataSource.indexPath(ofItemWithID:)),
              let anchorRow = dataSource.flatIndex(of: anchorPath) else { return selectOnly(row: row) }
        setSelection(Set(itemIDs(atRows: Array(min(anchorRow, row)...max(anchorRow, row)))))
    }

    /// Selects the item at `row` when it is not, unselects it when it is (Ctrl+Space).
    func toggleSelection(ofRow row: Int) {
        guard let id = itemIDs(atRows: [row]).first else { return }
        if selectedIDs.contains(id) {
            setSelection(selectedIDs.subtracting([id]))
        } else {
            anchor = id
            setSelection(mode == .multiple ? selectedIDs.union([id]) : [id])
        }
    }

    // MARK: Changing the selection

    /// Makes `ids`, items the list holds, the selection as far as the mode allows; tells GTK and
    /// the handlers what changed.
    func setSelection(_ ids: Set<Item.ID>) {
        var allowed = ids
        switch mode {
        case .none: allowed = []
        case .single where allowed.count > 1:
            allowed = Set(dataSource.sections.lazy.flatMap(\.items).map(\.id).filter(ids.contains).prefix(1))
        default: break
        }
        guard allowed != selectedIDs else { return }
        selectedIDs = allowed
        rowsNeedAsking()
        announce()
    }

    /// Unselects the items the data source no longer holds, after a change.
    func forgetRemovedItems() {
        guard !selectedIDs.isEmpty else { return }
        let kept = selectedIDs.filter(dataSource.contains(id:))
        if kept.count != selectedIDs.count { setSelection(kept) } else { announce() }
    }

    /// Tells the handlers about the selection, when what they last heard changed.
    private func announce() {
        let first = firstSelectedItem
        if first?.item.id != announcedID {
            announcedID = first?.item.id
            firstItemObservers.notify(first)
        }
        if itemsObservers.count > 0 { itemsObservers.notify(selectedItems) }
    }

    /// The ids of the items (not headers or footers) at GTK's rows `rows`.
    private func itemIDs(atRows rows: [Int]) -> [Item.ID] {
        rows.compactMap { row in
            guard let listRow = presentedRow(row), !listRow.isSupplementary else { return nil }
            return listRow.item.id
        }
    }

    /// The selected ids among the items at `rows`; looks only at the selected items' rows when
    /// those are fewer (a "select all" or "unselect all" names every row).
    private func selectedIDs(amongRows rows: [Int]) -> [Item.ID] {
        guard rowsFollowDataOrder, rows.count > selectedIDs.count * 8 else { return itemIDs(atRows: rows).filter(selectedIDs.contains) }
        let requested = Set(rows)
        return selectedIDs.filter { id in
            dataSource.indexPath(ofItemWithID: id).flatMap(dataSource.flatIndex(of:)).map(requested.contains) ?? false
        }
    }
}

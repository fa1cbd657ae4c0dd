/// A background apply under way (``ListDataSource/applyInBackground(_:)``) and the direct
/// mutations made while it runs, which are made again on its result when it lands.
final class BackgroundApply<Item: ListItem> {
    /// The mutations since the apply began, in order.
    private(set) var mutations: [DirectMutation<Item>] = []
    /// What the view was told for them.
    private(set) var shownSplices: [ListSplice] = []

    /// Notes a mutation and the change it announced.
    func record(_ mutation: DirectMutation<Item>, _ change: ListChange?) {
        guard let change else { return }
        mutations.append(mutation)
        shownSplices += change.splices
    }
}

/// A direct mutation of a data source, said so that it can be made again on another snapshot:
/// sections by id, items by id.
enum DirectMutation<Item: ListItem> {
    case append([Item], sectionID: String?)
    case appendSection(ListSection<Item>)
    case insert(Item, sectionID: String, index: Int)
    case remove(id: Item.ID)
    case removeItems(ids: [Item.ID])
    /// The item with `id` moved into the section with `sectionID`, after the item with id
    /// `after` (`nil`: first), which stood at `index` then.
    case move(id: Item.ID, sectionID: String, after: Item.ID?, index: Int)
    case replace(Item)
    case removeAll
}

extension ListDataSource {
    /// Makes `mutation` again here; what no longer fits (an id already present, an item that is
    /// gone) is left out.
    func perform(_ mutation: DirectMutation<Item>) {
        switch mutation {
        case .append(let items, let sectionID):
            append(items, toSection: sectionID.flatMap(sectionIndex(withID:)))
        case .appendSection(let section):
            append(section)
        case .insert(let item, let sectionID, let index):
            guard let section = sectionIndex(withID: sectionID) else {
                append([item])
                return
            }
            insert(item, at: ListIndexPath(section: section, item: min(index, sections[section].items.count)))
        case .remove(let id):
            removeItem(withID: id)
        case .removeItems(let ids):
            removeItems(withIDs: ids)
        case .move(let id, let sectionID, let predecessor, let index):
            guard let source = indexPath(ofItemWithID: id), let section = sectionIndex(withID: sectionID) else { return }
            move(from: source, toSection: section, after: predecessor, orAt: index)
        case .replace(let item):
            replace(item)
        case .removeAll:
            removeAll()
        }
    }

    /// Moves the item at `source` into `section`, just after the item with id `predecessor`
    /// when it is still in that section (first when `predecessor` is `nil`), else to `index`.
    private func move(from source: ListIndexPath, toSection section: Int, after predecessor: Item.ID?, orAt index: Int) {
        var items = sections[section].items
        if section == source.section { items.remove(at: source.item) }
        let target = predecessor.map { id in items.firstIndex { $0.id == id }.map { $0 + 1 } ?? index } ?? 0
        move(from: source, to: ListIndexPath(section: section, item: min(target, items.count)))
    }

    /// The index of the section with `id`, if there is one.
    func sectionIndex(withID id: String) -> Int? {
        sections.firstIndex { $0.id == id }
    }

    /// Removes the items with `ids`: in one splice when they still stand together, as a window
    /// trimmed at its top does; one by one otherwise.
    private func removeItems(withIDs ids: [Item.ID]) {
        guard let first = ids.first, let start = indexPath(ofItemWithID: first) else {
            ids.dropFirst().forEach(removeItem(withID:))
            return
        }
        let items = sections[start.section].items
        let end = start.item + ids.count
        if end <= items.count, items[start.item..<end].map(\.id) == ids {
            removeItems(in: start.item..<end, ofSection: start.section)
        } else {
            ids.forEach(removeItem(withID:))
        }
    }

    /// Removes the item with `id`, if it is there.
    private func removeItem(withID id: Item.ID) {
        if let path = indexPath(ofItemWithID: id) { remove(at: path) }
    }
}

import ListCore

/// Calls adapters' prefetch hooks for the items a few rows past the visible ones that GTK has
/// not bound yet, in the direction the list moves, and their cancel hooks for items that leave
/// that range unseen.
@MainActor
final class RowPrefetcher<Item: ListItem> {
    /// How many rows past the bound ones are prefetched.
    var distance = 10
    /// The visible rows at the last update, to tell the direction of movement.
    private var lastVisible: ClosedRange<Int>?
    private var movesDown = true
    /// The items prefetched and not yet bound or cancelled.
    private var prefetched: [Item.ID: Item] = [:]

    /// Looks again, after binds changed: `visible` are the rows on screen now, `boundIDs` the
    /// items GTK has bound (on screen and a little around).
    func update(visible: ClosedRange<Int>?, boundIDs: Set<Item.ID>, rowCount: Int,
                row: (Int) -> ListRow<Item>?, adapter: (RowKind) -> RowAdapter<Item>?) {
        // Step 1: the direction, from how the visible rows moved.
        if let visible, let lastVisible, visible != lastVisible {
            movesDown = visible.lowerBound > lastVisible.lowerBound || visible.upperBound > lastVisible.upperBound
        }
        lastVisible = visible
        // Step 2: the next `distance` rows past the visible ones that are not bound yet.
        var wanted: [Item.ID: Item] = [:]
        if let visible, distance > 0 {
            var index = movesDown ? visible.upperBound + 1 : visible.lowerBound - 1
            while wanted.count < distance, index >= 0, index < rowCount {
                if let listRow = row(index), !boundIDs.contains(listRow.item.id),
                   adapter(listRow.item.kind)?.prefetch != nil {
                    wanted[listRow.item.id] = listRow.item
                }
                index += movesDown ? 1 : -1
            }
        }
        // Step 3: cancel what left the range unseen; items that got bound were used, not cancelled.
        for (id, item) in prefetched where wanted[id] == nil {
            prefetched[id] = nil
            if !boundIDs.contains(id) { adapter(item.kind)?.cancelPrefetch?(item) }
        }
        // Step 4: prefetch what is new in the range.
        for (id, item) in wanted where prefetched[id] == nil {
            prefetched[id] = item
            adapter(item.kind)?.prefetch?(item)
        }
    }
}

/// A new snapshot made ready to replace the current one: cleared of repeated ids, indexed, and
/// diffed against the rows it replaces. Everything here depends only on the two snapshots, so
/// it can be computed on any thread.
@usableFromInline
struct PreparedApply<Item: ListItem> {
    /// The new sections, without rows whose id came before.
    @usableFromInline let sections: [ListSection<Item>]
    /// Every id of the new sections, with its row's flat position.
    @usableFromInline let ids: [Item.ID: Int]
    /// The ids that were dropped as repeats.
    @usableFromInline let dropped: [Item.ID]
    /// From the old rows to the new ones.
    @usableFromInline let diff: ListDiff

    /// Prepares `newSections` to replace `oldSections`.
    ///
    /// One hashing pass indexes the new snapshot (and finds repeats); one more looks the old rows
    /// up in it. Inlinable, so hashing is specialised for the caller's item type.
    @inlinable
    init(from oldSections: [ListSection<Item>], to newSections: [ListSection<Item>]) {
        // Step 1: index the new snapshot by id, dropping repeated ids.
        let unique = ListDataSource<Item>.indexed(newSections)
        // Step 2: match every old row to its new position through that index.
        let oldRows = ListDataSource<Item>.flatRows(of: oldSections)
        let newRows = ListDataSource<Item>.flatRows(of: unique.sections)
        var newToOld = [Int](repeating: -1, count: newRows.count)
        for (oldIndex, row) in oldRows.enumerated() {
            // The first old row with an id is matched; a later one (an old snapshot that was
            // never indexed may repeat ids) is a delete.
            if let newIndex = unique.ids[row.id], newToOld[newIndex] < 0 { newToOld[newIndex] = oldIndex }
        }
        // Step 3: the diff itself, from the matching.
        sections = unique.sections
        ids = unique.ids
        dropped = unique.dropped
        diff = ListDiff(newToOld: newToOld, oldCount: oldRows.count) { oldRows[$0] == newRows[$1] }
    }
}

extension PreparedApply: Sendable where Item: Sendable, Item.ID: Sendable {}

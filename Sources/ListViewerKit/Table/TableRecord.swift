/// One row of a record table as GTK holds it: the record, and the sort keys of its cells as
/// they are first needed.
@MainActor
final class TableRecord {
    let item: RecordItem
    private var sortKeys: [TableField: CellSortKey] = [:]

    init(_ item: RecordItem) { self.item = item }

    /// The key `field`'s cell sorts by, computed once.
    func sortKey(for field: TableField) -> CellSortKey {
        if let key = sortKeys[field] { return key }
        let key = CellSortKey(field.value(of: item))
        sortKeys[field] = key
        return key
    }
}

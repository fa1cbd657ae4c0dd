import ListCore

/// Which column's header sorts a ``TableView`` and which way.
@MainActor
public struct TableSortOrder<Item: ListItem> {
    /// The column whose header was clicked last.
    public let column: TableColumn<Item>
    /// Whether the order goes up (a first click) rather than down (a second click).
    public let ascending: Bool
}

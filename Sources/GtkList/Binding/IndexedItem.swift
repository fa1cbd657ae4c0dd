import ListCore

/// An item together with where it sits, as selection and activation report it.
public struct IndexedItem<Item: ListItem> {
    /// The item.
    public let item: Item
    /// Its section and position inside the section.
    public let indexPath: ListIndexPath
}

/// A row's value as it travels through GTK inside a row object.
final class RowPayload<Item: ListItem> {
    let row: ListRow<Item>
    init(_ row: ListRow<Item>) { self.row = row }
}

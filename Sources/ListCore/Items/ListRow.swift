/// What a flat row of the list shows: an item and the part of its section it plays.
public struct ListRow<Item: ListItem> {
    /// The part of a section that a row plays.
    public enum Role: Hashable, Sendable {
        /// The section's header.
        case header
        /// One of the section's items, at this index path.
        case item(ListIndexPath)
        /// The section's footer.
        case footer
    }

    /// The item the row shows.
    public let item: Item
    /// Whether the row is a header, an item or a footer.
    public let role: Role
    /// The index of the section the row belongs to.
    public let section: Int

    /// The index path of an item row; `nil` for headers and footers.
    public var indexPath: ListIndexPath? {
        if case .item(let path) = role { return path }
        return nil
    }

    /// Whether the row is a header or footer, which cannot be selected or activated.
    public var isSupplementary: Bool { indexPath == nil }
}

extension ListRow {
    /// The same row, in the same place, showing `transform(item)`: how a view that wraps its
    /// items (an outline's entries) hands row adapters their own items.
    public func map<Other: ListItem>(_ transform: (Item) -> Other) -> ListRow<Other> {
        let otherRole: ListRow<Other>.Role = switch role {
        case .header: .header
        case .item(let path): .item(path)
        case .footer: .footer
        }
        return ListRow<Other>(item: transform(item), role: otherRole, section: section)
    }
}

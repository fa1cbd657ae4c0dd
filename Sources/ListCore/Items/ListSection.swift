/// One section of a list: optional header and footer rows around its items.
///
/// Headers and footers are items too, with their own ids and kinds, so a header design is just
/// another row adapter. They are shown as rows that cannot be selected or activated.
public struct ListSection<Item: ListItem>: Identifiable {
    /// Identifies the section among the sections of one snapshot.
    public var id: String
    /// The row shown above the section's items, if any.
    public var header: Item?
    /// The section's items, in order.
    public var items: [Item]
    /// The row shown below the section's items, if any.
    public var footer: Item?

    /// Creates a section.
    public init(id: String, header: Item? = nil, items: [Item] = [], footer: Item? = nil) {
        self.id = id
        self.header = header
        self.items = items
        self.footer = footer
    }

    /// How many flat rows the section takes: its items plus its header and footer.
    public var rowCount: Int {
        items.count + (header == nil ? 0 : 1) + (footer == nil ? 0 : 1)
    }

    /// The flat offset of the first item inside the section: 1 with a header, 0 without.
    var firstItemOffset: Int { header == nil ? 0 : 1 }
}

extension ListSection: Equatable {}

extension ListSection: Sendable where Item: Sendable {}

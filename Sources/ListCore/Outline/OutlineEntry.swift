/// One row of an outline as a list shows it: a node's item with where it sits in the tree.
///
/// Entries are what an ``Outline``'s ``Outline/dataSource`` holds. Their id and kind are the
/// item's, so a row adapter per kind serves the outline as it serves a list. An entry whose depth,
/// expansion or children change is an update of its row; one that changes parent is a move.
public struct OutlineEntry<Item: ListItem>: ListItem {
    /// The node's item.
    public let item: Item
    /// How deep the node sits: 0 for a top-level node (and a section's header or footer).
    public let depth: Int
    /// The id of the node's parent; `nil` at the top level.
    public let parentID: Item.ID?
    /// Whether the node has children, and so a disclosure triangle.
    public let hasChildren: Bool
    /// Whether the node's children show below it.
    public let isExpanded: Bool

    /// Creates an entry.
    public init(item: Item, depth: Int = 0, parentID: Item.ID? = nil, hasChildren: Bool = false,
                isExpanded: Bool = false) {
        self.item = item
        self.depth = depth
        self.parentID = parentID
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
    }

    /// The item's id.
    public var id: Item.ID { item.id }
    /// The item's kind.
    public var kind: RowKind { item.kind }
    /// The item's height hint.
    public var heightHint: Int? { item.heightHint }
}

extension OutlineEntry: Sendable where Item: Sendable, Item.ID: Sendable {}

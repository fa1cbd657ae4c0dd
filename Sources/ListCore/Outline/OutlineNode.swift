/// One item of an outline with the items nested under it, as a tree of values.
///
/// An outline is diffed at every level by item id, so a node keeps its expansion and its row
/// when it moves, even to another parent. Ids must be unique in the whole outline.
public struct OutlineNode<Item: ListItem> {
    /// The item the node's row shows.
    public var item: Item
    /// The nodes under this one, in order; empty for a leaf.
    public var children: [OutlineNode<Item>]

    /// Creates a node.
    public init(_ item: Item, children: [OutlineNode<Item>] = []) {
        self.item = item
        self.children = children
    }

    /// Whether the node has nodes under it, and so a disclosure triangle.
    public var hasChildren: Bool { !children.isEmpty }
}

extension OutlineNode: Equatable {}

extension OutlineNode: Sendable where Item: Sendable {}

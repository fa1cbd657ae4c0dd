/// One section of an outline: optional header and footer rows around its top-level nodes.
///
/// The header and footer are the list's own (they can pin, and cannot be selected). For a
/// section the user can collapse, make its heading a top-level node with the section's items as
/// its children, styled as a heading by its row adapter.
public struct OutlineSection<Item: ListItem>: Identifiable {
    /// Identifies the section among the sections of one snapshot.
    public var id: String
    /// The row shown above the section's nodes, if any.
    public var header: Item?
    /// The section's top-level nodes, in order.
    public var nodes: [OutlineNode<Item>]
    /// The row shown below the section's nodes, if any.
    public var footer: Item?

    /// Creates a section.
    public init(id: String, header: Item? = nil, nodes: [OutlineNode<Item>] = [], footer: Item? = nil) {
        self.id = id
        self.header = header
        self.nodes = nodes
        self.footer = footer
    }
}

extension OutlineSection: Equatable {}

extension OutlineSection: Sendable where Item: Sendable {}

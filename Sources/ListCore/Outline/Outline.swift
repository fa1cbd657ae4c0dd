/// A tree of items shown as a list: nodes with children, expanded and collapsed by id.
///
/// An outline keeps the whole tree and which nodes are expanded, and shows the visible nodes —
/// those whose ancestors are all expanded — in ``dataSource``, one ``OutlineEntry`` per row, in
/// the tree's order. Every change goes through that data source's diff, so it reaches a view as
/// the fewest splices: expanding a node inserts its visible descendants after it, collapsing
/// removes them, and a new snapshot (``apply(_:)-([OutlineSection<Item>])``) compares every level
/// by id — a node moved to another parent is one move, its row and expansion kept.
///
/// Expansion is kept by item id across snapshots: a node that stays in the tree stays expanded
/// (or collapsed), wherever it moves; the ids of nodes that leave the tree are forgotten. Nodes
/// start collapsed. Ids must be unique in the whole outline; a repeated one is dropped from the
/// rows and reported by the data source's warning handler. Look-ups of unknown ids answer `nil`
/// and changes of them do nothing. Like its data source, an outline belongs to the thread that
/// created it (the main thread in a GTK app).
public final class Outline<Item: ListItem> {
    /// The visible rows, for a view to show. Change the outline through its own methods: a change
    /// made to the data source directly is undone by the outline's next change.
    public let dataSource: ListDataSource<OutlineEntry<Item>>
    /// The whole tree, collapsed parts included, in sections.
    public var sections: [OutlineSection<Item>] { tree }
    /// The ids of the expanded nodes (with children, in the tree).
    public var expandedIDs: Set<Item.ID> { expansion }
    // Stored for the inlinable methods, which an app's build specializes for its item type:
    // generic code building 100,000 rows looked up type metadata for every one.
    @usableFromInline var tree: [OutlineSection<Item>]
    @usableFromInline var expansion: Set<Item.ID>
    /// The rows the outline last gave its data source (as the data source keeps them: the same
    /// storage, so comparing them with its rows costs nothing while they are unchanged).
    @usableFromInline var shownSections: [ListSection<OutlineEntry<Item>>] = []
    /// Whether no id repeats in the tree (nodes, headers and footers).
    @usableFromInline var idsAreUnique = true
    /// Where each node of the tree is: its parent and its index among its siblings.
    @usableFromInline var places: [Item.ID: NodePlace] = [:]

    /// Where a node sits in the tree; its path from its section is found through its parents'
    /// places (an array per node cost an allocation for each of a big tree's nodes).
    @usableFromInline
    struct NodePlace {
        /// The node's parent's id; `nil` at the top level.
        @usableFromInline var parentID: Item.ID?
        /// The node's index among its parent's children, or its section's top-level nodes.
        @usableFromInline var index: Int
        /// The index of the node's section.
        @usableFromInline var section: Int
        /// Whether the node has children.
        @usableFromInline var hasChildren: Bool

        @inlinable
        init(parentID: Item.ID?, index: Int, section: Int, hasChildren: Bool) {
            self.parentID = parentID
            self.index = index
            self.section = section
            self.hasChildren = hasChildren
        }
    }

    /// Creates an outline.
    /// - Parameters:
    ///   - sections: The first tree. Nothing is announced for it.
    ///   - expandedIDs: The nodes expanded at first; all are collapsed by default.
    ///   - warningHandler: Hears the caller mistakes its data source survived, such as repeated ids.
    @inlinable
    public init(sections: [OutlineSection<Item>] = [], expandedIDs: Set<Item.ID> = [],
                warningHandler: @escaping (ListWarning) -> Void = ListWarning.report) {
        tree = sections
        expansion = []
        dataSource = ListDataSource(warningHandler: warningHandler)
        indexPlaces()
        expansion = expandedIDs.filter { places[$0]?.hasChildren == true }
        _ = show(visibleSections())
    }

    /// Creates an outline of one section without header or footer.
    @inlinable
    public convenience init(nodes: [OutlineNode<Item>], expandedIDs: Set<Item.ID> = [],
                            warningHandler: @escaping (ListWarning) -> Void = ListWarning.report) {
        self.init(sections: [OutlineSection(id: Self.onlySectionID, nodes: nodes)], expandedIDs: expandedIDs,
                  warningHandler: warningHandler)
    }

    /// The id of the one section that ``init(nodes:expandedIDs:warningHandler:)`` and
    /// ``apply(_:)-([OutlineNode<Item>])`` make.
    public static var onlySectionID: String { "outline" }

    // MARK: Snapshots

    /// Replaces the whole tree, keeping each remaining node's expansion, and shows the difference.
    @inlinable @discardableResult
    public func apply(_ newSections: [OutlineSection<Item>]) -> ListChange {
        // From another thread the tree stays as it is, as the rows do.
        guard dataSource.isOnOwningThread("apply(_:)") else { return dataSource.unchanged }
        tree = newSections
        indexPlaces()
        expansion = expansion.filter { places[$0]?.hasChildren == true }
        return show(visibleSections())
    }

    /// Replaces the whole tree with one section of `nodes`, as ``apply(_:)-([OutlineSection<Item>])`` does.
    @inlinable @discardableResult
    public func apply(_ nodes: [OutlineNode<Item>]) -> ListChange {
        apply([OutlineSection(id: Self.onlySectionID, nodes: nodes)])
    }

    // MARK: Reading

    /// The node with `id`, with its children; `nil` when the tree holds none.
    public func node(withID id: Item.ID) -> OutlineNode<Item>? {
        guard let place = places[id], let section = sections[safe: place.section] else { return nil }
        // The indices from the section down, found from the node up.
        var indices = [place.index]
        var parentID = place.parentID
        while let id = parentID, let parent = places[id] {
            indices.append(parent.index)
            parentID = parent.parentID
        }
        var node = section.nodes[safe: indices.removeLast()]
        for index in indices.reversed() { node = node?.children[safe: index] }
        return node
    }

    /// The id of the parent of the node with `id`; `nil` at the top level and for unknown ids.
    public func parentID(of id: Item.ID) -> Item.ID? {
        places[id]?.parentID
    }

    /// Whether the node with `id` is expanded.
    public func isExpanded(_ id: Item.ID) -> Bool {
        expansion.contains(id)
    }

    /// The entry shown at flat row `row` (headers and footers included); `nil` out of range.
    public func entry(atRow row: Int) -> OutlineEntry<Item>? {
        dataSource.row(at: row)?.item
    }

    // MARK: Expanding and collapsing

    /// Expands the node with `id` (and, if asked, every node under it), showing its children.
    /// - Returns: The change; `nil` when nothing changed (a leaf, an unknown id, already expanded).
    @inlinable @discardableResult
    public func expand(_ id: Item.ID, includingDescendants: Bool = false) -> ListChange? {
        guard let node = node(withID: id), node.hasChildren else { return nil }
        var ids: Set<Item.ID> = [id]
        if includingDescendants { Self.collectParents(in: node.children, into: &ids) }
        return changeExpansion { $0.formUnion(ids) }
    }

    /// Collapses the node with `id`, hiding everything under it; the nodes under it keep their
    /// own expansion for when it is expanded again.
    /// - Returns: The change; `nil` when nothing changed.
    @inlinable @discardableResult
    public func collapse(_ id: Item.ID) -> ListChange? {
        changeExpansion { $0.remove(id) }
    }

    /// Expands a collapsed node, collapses an expanded one.
    @inlinable @discardableResult
    public func toggle(_ id: Item.ID) -> ListChange? {
        isExpanded(id) ? collapse(id) : expand(id)
    }

    /// Expands every node with children.
    @inlinable @discardableResult
    public func expandAll() -> ListChange? {
        var ids: Set<Item.ID> = []
        for section in tree { Self.collectParents(in: section.nodes, into: &ids) }
        return changeExpansion { $0 = ids }
    }

    /// Collapses every node, leaving the top-level nodes.
    @inlinable @discardableResult
    public func collapseAll() -> ListChange? {
        changeExpansion { $0.removeAll() }
    }

    /// Changes the expanded ids and shows the result; `nil` when they stayed as they were.
    @inlinable
    func changeExpansion(_ change: (inout Set<Item.ID>) -> Void) -> ListChange? {
        var changed = expansion
        change(&changed)
        guard changed != expansion, dataSource.isOnOwningThread("expanding or collapsing") else { return nil }
        let previous = expansion
        expansion = changed
        // The rows shown are the outline's own (no change was made to the data source directly)
        // and repeat no id: the change is known from the tree, without a diff.
        guard idsAreUnique, dataSource.sections == shownSections else { return show(visibleSections()) }
        let change = ExpansionChange(tree: tree, from: previous, to: changed)
        shownSections = change.sections
        return dataSource.commit(change.sections, knownChange: change.splices, updatesInPlace: change.updatesInPlace)
    }

    /// Shows `sections` through the data source's diff.
    @inlinable
    func show(_ sections: [ListSection<OutlineEntry<Item>>]) -> ListChange {
        let change = dataSource.apply(sections)
        shownSections = dataSource.sections
        return change
    }

    // MARK: The tree as rows

    /// The visible nodes as the data source's sections.
    @inlinable
    func visibleSections() -> [ListSection<OutlineEntry<Item>>] {
        tree.map { section in
            var entries: [OutlineEntry<Item>] = []
            appendVisible(section.nodes, depth: 0, parentID: nil, to: &entries)
            return ListSection(id: section.id, header: section.header.map { OutlineEntry(item: $0) }, items: entries,
                               footer: section.footer.map { OutlineEntry(item: $0) })
        }
    }

    @inlinable
    func appendVisible(_ nodes: [OutlineNode<Item>], depth: Int, parentID: Item.ID?,
                       to entries: inout [OutlineEntry<Item>]) {
        for node in nodes {
            let isExpanded = node.hasChildren && expansion.contains(node.item.id)
            entries.append(OutlineEntry(item: node.item, depth: depth, parentID: parentID,
                                        hasChildren: node.hasChildren, isExpanded: isExpanded))
            if isExpanded { appendVisible(node.children, depth: depth + 1, parentID: node.item.id, to: &entries) }
        }
    }

    /// Records every node's place, and whether an id repeats; the first of repeated ids wins.
    @inlinable
    func indexPlaces() {
        places.removeAll(keepingCapacity: true)
        idsAreUnique = true
        var otherIDs: Set<Item.ID> = []
        for (sectionIndex, section) in sections.enumerated() {
            indexPlaces(of: section.nodes, parentID: nil, section: sectionIndex)
            for id in [section.header?.id, section.footer?.id].compactMap({ $0 }) where !otherIDs.insert(id).inserted {
                idsAreUnique = false
            }
        }
        if otherIDs.contains(where: { places[$0] != nil }) { idsAreUnique = false }
    }

    @inlinable
    func indexPlaces(of nodes: [OutlineNode<Item>], parentID: Item.ID?, section: Int) {
        for (index, node) in nodes.enumerated() {
            guard places[node.item.id] == nil else {
                idsAreUnique = false
                continue
            }
            places[node.item.id] = NodePlace(parentID: parentID, index: index, section: section, hasChildren: node.hasChildren)
            indexPlaces(of: node.children, parentID: node.item.id, section: section)
        }
    }

    @inlinable
    static func collectParents(in nodes: [OutlineNode<Item>], into ids: inout Set<Item.ID>) {
        for node in nodes where node.hasChildren {
            ids.insert(node.item.id)
            collectParents(in: node.children, into: &ids)
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` out of range.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

/// The rows an outline shows after its expansion changed, with the change from the rows it
/// showed before, found in one walk of the tree: the tree is the same, so a row stays, comes or
/// goes only as its ancestors' expansion says, and no diff (no hashing of every id) is needed.
///
/// Splices are made in the order the rows come, each in the coordinates left by the ones before
/// (a run of rows that come or go next to each other is one splice); a row that stays and
/// whose node was expanded or collapsed is an update in place.
@usableFromInline
struct ExpansionChange<Item: ListItem> {
    @usableFromInline var sections: [ListSection<OutlineEntry<Item>>] = []
    @usableFromInline var splices: [ListSplice] = []
    @usableFromInline var updatesInPlace: [Int] = []
    /// The flat rows made so far.
    @usableFromInline var row = 0
    /// The splice being made, while rows next to each other come or go.
    @usableFromInline var open: ListSplice?

    /// The rows of `tree` with the nodes of `after` expanded, and the change from those with
    /// the nodes of `before` expanded.
    @inlinable
    init(tree: [OutlineSection<Item>], from before: Set<Item.ID>, to after: Set<Item.ID>) {
        sections.reserveCapacity(tree.count)
        for section in tree {
            row += section.header == nil ? 0 : 1
            // Counted first: an array grown as it goes copies and touches its rows many times.
            var entries: [OutlineEntry<Item>] = []
            entries.reserveCapacity(Self.shownCount(of: section.nodes, expanded: after))
            walk(section.nodes, depth: 0, parentID: nil, shownBefore: true, shownAfter: true,
                 before: before, after: after, into: &entries)
            // The header and footer stay: they end a splice.
            closeSplice()
            row += section.footer == nil ? 0 : 1
            sections.append(ListSection(id: section.id, header: section.header.map { OutlineEntry(item: $0) }, items: entries,
                                        footer: section.footer.map { OutlineEntry(item: $0) }))
        }
        closeSplice()
    }

    @inlinable
    mutating func walk(_ nodes: [OutlineNode<Item>], depth: Int, parentID: Item.ID?, shownBefore: Bool, shownAfter: Bool,
                       before: Set<Item.ID>, after: Set<Item.ID>, into entries: inout [OutlineEntry<Item>]) {
        for node in nodes {
            let expandedBefore = node.hasChildren && before.contains(node.item.id)
            let expandedAfter = node.hasChildren && after.contains(node.item.id)
            if shownAfter {
                if shownBefore {
                    closeSplice()
                    if expandedBefore != expandedAfter { updatesInPlace.append(row) }
                } else {
                    grow(removing: 0, adding: 1)
                }
                entries.append(OutlineEntry(item: node.item, depth: depth, parentID: parentID,
                                            hasChildren: node.hasChildren, isExpanded: expandedAfter))
                row += 1
            } else if shownBefore {
                grow(removing: 1, adding: 0)
            }
            let childrenShownBefore = shownBefore && expandedBefore, childrenShownAfter = shownAfter && expandedAfter
            if childrenShownBefore || childrenShownAfter {
                walk(node.children, depth: depth + 1, parentID: node.item.id, shownBefore: childrenShownBefore,
                     shownAfter: childrenShownAfter, before: before, after: after, into: &entries)
            }
        }
    }

    /// How many of `nodes` and their descendants show with the nodes of `expanded` expanded.
    @inlinable
    static func shownCount(of nodes: [OutlineNode<Item>], expanded: Set<Item.ID>) -> Int {
        nodes.reduce(nodes.count) { count, node in
            node.hasChildren && expanded.contains(node.item.id) ? count + shownCount(of: node.children, expanded: expanded) : count
        }
    }

    /// A row comes or goes at ``row``: the open splice grows when it ends there.
    @inlinable
    mutating func grow(removing removed: Int, adding added: Int) {
        if let splice = open, splice.position + splice.added == row {
            open = ListSplice(position: splice.position, removed: splice.removed + removed, added: splice.added + added)
        } else {
            closeSplice()
            open = ListSplice(position: row, removed: removed, added: added)
        }
    }

    @inlinable
    mutating func closeSplice() {
        if let splice = open { splices.append(splice) }
        open = nil
    }
}

import ListCore

/// Edits of an outline's tree, as a fuzz run makes them: nodes added, removed, renamed and moved
/// to other parents, by id.
enum OutlineFuzzEdit {
    typealias Node = OutlineNode<Note>

    /// Every node's id, parents before their children.
    static func ids(in sections: [OutlineSection<Note>]) -> [String] {
        func ids(_ nodes: [Node]) -> [String] { nodes.flatMap { [$0.item.id] + ids($0.children) } }
        return sections.flatMap { ids($0.nodes) }
    }

    /// The node with `id`, if any.
    static func node(_ id: String, in sections: [OutlineSection<Note>]) -> Node? {
        func find(_ nodes: [Node]) -> Node? {
            for node in nodes {
                if node.item.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return sections.lazy.compactMap { find($0.nodes) }.first
    }

    /// The tree without the node `id` (and what is under it).
    static func removing(_ id: String, from sections: [OutlineSection<Note>]) -> [OutlineSection<Note>] {
        func remove(_ nodes: [Node]) -> [Node] {
            nodes.compactMap { $0.item.id == id ? nil : Node($0.item, children: remove($0.children)) }
        }
        return sections.map { OutlineSection(id: $0.id, header: $0.header, nodes: remove($0.nodes), footer: $0.footer) }
    }

    /// The tree with `node` added under the node `parent` at `pick` (modulo its children), or at
    /// the top of the last section when `parent` is `nil` or not in the tree.
    static func inserting(_ node: Node, under parent: String?, at pick: Int, in sections: [OutlineSection<Note>]) -> [OutlineSection<Note>] {
        var sections = sections
        var placed = false
        func insert(_ nodes: [Node]) -> [Node] {
            nodes.map { current in
                var children = insert(current.children)
                if current.item.id == parent, !placed {
                    children.insert(node, at: pick % (children.count + 1))
                    placed = true
                }
                return Node(current.item, children: children)
            }
        }
        if parent != nil { sections = sections.map { OutlineSection(id: $0.id, header: $0.header, nodes: insert($0.nodes), footer: $0.footer) } }
        if !placed {
            if sections.isEmpty { sections.append(OutlineSection(id: "top")) }
            let last = sections.count - 1
            sections[last].nodes.insert(node, at: pick % (sections[last].nodes.count + 1))
        }
        return sections
    }

    /// The tree with the node `id` renamed.
    static func renaming(_ id: String, in sections: [OutlineSection<Note>]) -> [OutlineSection<Note>] {
        func rename(_ nodes: [Node]) -> [Node] {
            nodes.map { node in
                var item = node.item
                if item.id == id { item.text += "*" }
                return Node(item, children: rename(node.children))
            }
        }
        return sections.map { OutlineSection(id: $0.id, header: $0.header, nodes: rename($0.nodes), footer: $0.footer) }
    }

    /// The tree with the node `id` moved under `parent` (to the top when `nil`), unless that is
    /// the node itself or under it.
    static func moving(_ id: String, under parent: String?, at pick: Int, in sections: [OutlineSection<Note>]) -> [OutlineSection<Note>] {
        guard let moved = node(id, in: sections) else { return sections }
        if let parent, parent == id || ids(in: [OutlineSection(id: "", nodes: moved.children)]).contains(parent) { return sections }
        return inserting(moved, under: parent, at: pick, in: removing(id, from: sections))
    }

    /// A few random edits of `sections`; new nodes take ids starting with `newIDs`.
    static func edited(_ sections: [OutlineSection<Note>], newIDs: String, random: inout FuzzRandom) -> [OutlineSection<Note>] {
        var sections = sections
        if random.chance(3) { return [] }
        for made in 0...random.below(5) {
            let ids = ids(in: sections)
            let pick = ids.isEmpty ? nil : ids[random.below(ids.count)]
            let other = ids.isEmpty ? nil : ids[random.below(ids.count)]
            switch random.below(4) {
            case 0:
                let id = "\(newIDs)-\(made)"
                let children = (0..<random.below(3)).map { Node(Note(id: "\(id).\($0)", text: "Row \(id).\($0)")) }
                sections = inserting(Node(Note(id: id, text: "Row \(id)"), children: children), under: other, at: random.below(8), in: sections)
            case 1: if let pick { sections = removing(pick, from: sections) }
            case 2: if let pick { sections = renaming(pick, in: sections) }
            default: if let pick { sections = moving(pick, under: random.chance(20) ? nil : other, at: random.below(8), in: sections) }
            }
        }
        return sections
    }
}

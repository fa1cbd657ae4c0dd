import ListCore
import XCTest

/// An outline's rows are its visible nodes in tree order, its changes are the fewest splices,
/// and expansion follows ids across snapshots.
final class OutlineTests: XCTestCase {
    private typealias Node = OutlineNode<TestItem>

    private func node(_ id: Int, _ children: [Node] = []) -> Node {
        Node(TestItem(id), children: children)
    }

    /// The ids of the outline's rows, and each row's depth, as `"id:depth"`.
    private func rows(_ outline: Outline<TestItem>) -> [String] {
        (0..<outline.dataSource.rowCount).compactMap(outline.entry(atRow:)).map { "\($0.id):\($0.depth)" }
    }

    private var tree: [Node] {
        [node(1, [node(11, [node(111)]), node(12)]), node(2), node(3, [node(31)])]
    }

    func testNodesStartCollapsedAndExpandingInsertsTheChildrenAfterTheirParent() throws {
        let outline = Outline(nodes: tree)
        XCTAssertEqual(rows(outline), ["1:0", "2:0", "3:0"])
        let change = try XCTUnwrap(outline.expand(1))
        XCTAssertEqual(change.changeDescription, "1-0+2 updated:0")
        XCTAssertEqual(rows(outline), ["1:0", "11:1", "12:1", "2:0", "3:0"])
        let child = try XCTUnwrap(outline.entry(atRow: 1))
        XCTAssertEqual(child.parentID, 1)
        XCTAssertTrue(child.hasChildren)
        XCTAssertFalse(child.isExpanded)
        XCTAssertEqual(outline.entry(atRow: 0)?.isExpanded, true)
    }

    func testCollapsingHidesEveryDescendantAndExpandingAgainRestoresTheirExpansion() throws {
        let outline = Outline(nodes: tree, expandedIDs: [1, 11])
        XCTAssertEqual(rows(outline), ["1:0", "11:1", "111:2", "12:1", "2:0", "3:0"])
        XCTAssertEqual(outline.collapse(1)?.changeDescription, "1-3+0 updated:0")
        XCTAssertEqual(rows(outline), ["1:0", "2:0", "3:0"])
        XCTAssertTrue(outline.isExpanded(11), "a hidden node keeps its own expansion")
        outline.toggle(1)
        XCTAssertEqual(rows(outline), ["1:0", "11:1", "111:2", "12:1", "2:0", "3:0"])
    }

    func testANodeMovedToAnotherParentIsOneMoveAndKeepsItsExpansion() throws {
        let outline = Outline(nodes: tree, expandedIDs: [1, 11, 3])
        let change = outline.apply([node(1, [node(12)]), node(2), node(3, [node(31), node(11, [node(111)])])])
        XCTAssertEqual(rows(outline), ["1:0", "12:1", "2:0", "3:0", "31:1", "11:1", "111:2"])
        let diff = try XCTUnwrap(change.diff)
        XCTAssertTrue(diff.deletes.isEmpty && diff.inserts.isEmpty, change.changeDescription)
        XCTAssertEqual(diff.moves.map(\.new), [5, 6], "11 and the 111 under it move, nothing else")
        XCTAssertEqual(outline.parentID(of: 11), 3)
        XCTAssertTrue(outline.isExpanded(11))
    }

    func testTheExpansionOfNodesThatLeaveTheTreeIsForgotten() {
        let outline = Outline(nodes: tree, expandedIDs: [1, 3])
        outline.apply([node(2), node(3, [node(31)])])
        XCTAssertEqual(outline.expandedIDs, [3])
        outline.apply(tree)
        XCTAssertEqual(rows(outline), ["1:0", "2:0", "3:0", "31:1"], "1 came back collapsed")
    }

    func testExpandingEverythingAndCollapsingEverything() {
        let outline = Outline(nodes: tree)
        outline.expandAll()
        XCTAssertEqual(rows(outline), ["1:0", "11:1", "111:2", "12:1", "2:0", "3:0", "31:1"])
        XCTAssertEqual(outline.expandedIDs, [1, 11, 3])
        outline.collapseAll()
        XCTAssertEqual(rows(outline), ["1:0", "2:0", "3:0"])
        outline.expand(1, includingDescendants: true)
        XCTAssertEqual(rows(outline), ["1:0", "11:1", "111:2", "12:1", "2:0", "3:0"])
    }

    func testSectionsKeepTheirHeadersAndFootersAtDepthZero() {
        let outline = Outline(sections: [
            OutlineSection(id: "a", header: .header(100), nodes: [node(1, [node(11)])], footer: .footer(101)),
            OutlineSection(id: "b", nodes: [node(2)]),
        ], expandedIDs: [1])
        XCTAssertEqual(rows(outline), ["100:0", "1:0", "11:1", "101:0", "2:0"])
        XCTAssertEqual(outline.dataSource.row(at: 0)?.role, .header)
        XCTAssertEqual(outline.dataSource.row(at: 2)?.indexPath, ListIndexPath(section: 0, item: 1))
    }

    func testUnknownIdsLeavesAndRowsOutOfRangeChangeNothingAndAnswerNil() {
        let outline = Outline(nodes: tree)
        XCTAssertNil(outline.expand(999))
        XCTAssertNil(outline.expand(2), "a leaf has nothing to show")
        XCTAssertNil(outline.collapse(1), "already collapsed")
        XCTAssertNil(outline.node(withID: 999))
        XCTAssertNil(outline.parentID(of: 999))
        XCTAssertNil(outline.entry(atRow: -1))
        XCTAssertNil(outline.entry(atRow: 3))
        XCTAssertEqual(outline.node(withID: 111)?.item.id, 111)
        XCTAssertEqual(outline.parentID(of: 111), 11)
        XCTAssertEqual(Outline(nodes: tree, expandedIDs: [2, 999]).expandedIDs, [], "leaves and strangers are not kept")
    }

    func testRepeatedIdsAreDroppedFromTheRowsAndReported() {
        var warnings: [ListWarning] = []
        let outline = Outline(nodes: [node(1, [node(2)]), node(2)], expandedIDs: [1]) { warnings.append($0) }
        XCTAssertEqual(rows(outline), ["1:0", "2:1"])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(outline.parentID(of: 2), 1, "the first place wins")
    }

    /// Random trees, random expansions and snapshots: the rows are always the visible nodes in
    /// tree order (flattened here by hand), each change's splices turn the rows before it into
    /// the rows after it, and a row no splice covers whose entry changed (its node expanded or
    /// collapsed) is one of the change's updates in place; every node of the tree is found by its
    /// id, under its parent. Now and then a row is added to the data source directly, which the
    /// outline's next change undoes.
    func testRandomChangesKeepTheRowsTheVisibleNodesAndTheSplicesExact() {
        var random = SplitMix64(seed: 43)
        for round in 0..<300 {
            var nextID = 1
            func randomForest(depth: Int) -> [Node] {
                (0..<random.int(0...(depth == 0 ? 5 : 3))).map { _ in
                    let id = nextID
                    nextID += 1
                    return node(id, depth < 3 && random.int(0...2) > 0 ? randomForest(depth: depth + 1) : [])
                }
            }
            var forest = randomForest(depth: 0)
            let outline = Outline(nodes: forest)
            for step in 0..<20 {
                if random.int(0...9) == 0 { outline.dataSource.append([OutlineEntry(item: TestItem(10_000 + step))]) }
                let before = rows(outline).map { $0.split(separator: ":")[0] }
                let entriesBefore = entries(outline)
                let change: ListChange?
                let target = random.int(1...max(1, nextID))
                switch random.int(0...5) {
                case 0: change = outline.expand(target)
                case 1: change = outline.collapse(target)
                case 2: change = outline.expand(target, includingDescendants: true)
                case 3: change = random.int(0...1) == 0 ? outline.expandAll() : outline.collapseAll()
                default:
                    forest = random.int(0...1) == 0 ? randomForest(depth: 0) : reparentOne(forest, using: &random)
                    change = outline.apply(forest)
                }
                let context = "round \(round), step \(step)"
                // A change that changes nothing leaves a row added directly.
                guard let change else { continue }
                XCTAssertEqual(rows(outline), visible(forest, expanded: outline.expandedIDs, depth: 0), context)
                assertEveryNodeIsFound(forest, parentID: nil, in: outline, context)
                var replayed: [Substring?] = before
                for splice in change.splices {
                    replayed.replaceSubrange(splice.position..<(splice.position + splice.removed),
                                             with: repeatElement(nil, count: splice.added))
                }
                let after = rows(outline).map { $0.split(separator: ":")[0] }
                XCTAssertEqual(replayed.count, after.count, context)
                let entriesAfter = entries(outline)
                var kept: [OutlineEntry<TestItem>?] = entriesBefore
                for splice in change.splices {
                    kept.replaceSubrange(splice.position..<(splice.position + splice.removed), with: repeatElement(nil, count: splice.added))
                }
                for (row, id) in replayed.enumerated() where id != nil {
                    XCTAssertEqual(id, after[safe: row], "\(context): a row no splice covered changed")
                    if let entry = kept[row], entry != entriesAfter[row] {
                        XCTAssertTrue(change.updatesInPlace.contains(row), "\(context): row \(row) changed but was not updated")
                    }
                }
            }
        }
    }

    /// Each of `nodes` and their descendants is found by its id, with its children, under
    /// `parentID`.
    private func assertEveryNodeIsFound(_ nodes: [Node], parentID: Int?, in outline: Outline<TestItem>, _ context: String) {
        for node in nodes {
            XCTAssertEqual(outline.node(withID: node.item.id)?.children.map(\.item.id), node.children.map(\.item.id), context)
            XCTAssertEqual(outline.parentID(of: node.item.id), parentID, context)
            assertEveryNodeIsFound(node.children, parentID: node.item.id, in: outline, context)
        }
    }

    private func entries(_ outline: Outline<TestItem>) -> [OutlineEntry<TestItem>] {
        (0..<outline.dataSource.rowCount).compactMap(outline.entry(atRow:))
    }

    /// The forest with one node moved under another node (or to the top level).
    private func reparentOne(_ forest: [Node], using random: inout SplitMix64) -> [Node] {
        var all: [Int] = []
        func collect(_ nodes: [Node]) { for node in nodes { all.append(node.item.id); collect(node.children) } }
        collect(forest)
        guard let moved = all.randomElement(using: &random) else { return forest }
        var taken: Node?
        func remove(_ nodes: [Node]) -> [Node] {
            nodes.compactMap { node in
                if node.item.id == moved { taken = node; return nil }
                return Node(node.item, children: remove(node.children))
            }
        }
        var rest = remove(forest)
        guard let taken else { return forest }
        var remaining: [Int] = []
        func collectRest(_ nodes: [Node]) { for node in nodes { remaining.append(node.item.id); collectRest(node.children) } }
        collectRest(rest)
        guard let parent = remaining.randomElement(using: &random), random.int(0...3) > 0 else {
            rest.insert(taken, at: random.int(0...rest.count))
            return rest
        }
        func insert(_ nodes: [Node]) -> [Node] {
            nodes.map { node in
                var children = insert(node.children)
                if node.item.id == parent { children.insert(taken, at: random.int(0...children.count)) }
                return Node(node.item, children: children)
            }
        }
        return insert(rest)
    }

    private func visible(_ nodes: [Node], expanded: Set<Int>, depth: Int) -> [String] {
        nodes.flatMap { node in
            ["\(node.item.id):\(depth)"]
                + (expanded.contains(node.item.id) ? visible(node.children, expanded: expanded, depth: depth + 1) : [])
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

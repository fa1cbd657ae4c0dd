import ListCore
import XCTest

/// The section offsets behind the flat row mapping, checked through the public API against a
/// naive enumeration of the sections: many sections, empty ones anywhere, and random mutations
/// that each recompute only part of the offsets.
final class SectionOffsetsTests: RecordingTestCase {
    private var nextID = 0

    private func freshItem(_ content: String = "") -> TestItem {
        nextID += 1
        return TestItem(nextID, content)
    }

    private func freshItems(_ count: Int) -> [TestItem] {
        (0..<count).map { _ in freshItem() }
    }

    func testManySectionsWithEveryShape() {
        var sections: [ListSection<TestItem>] = []
        for s in 0..<400 {
            switch s % 7 {
            case 0, 5: sections.append(section("\(s)"))
            case 1: sections.append(section("\(s)", header: .header(100_000 + s)))
            case 2: sections.append(section("\(s)", freshItems(1)))
            case 3: sections.append(section("\(s)", header: .header(100_000 + s), freshItems(3),
                                            footer: .footer(200_000 + s)))
            case 4: sections.append(section("\(s)", footer: .footer(200_000 + s)))
            default: sections.append(section("\(s)", freshItems(2), footer: .footer(200_000 + s)))
            }
        }
        let source = makeSource(sections)
        // Per 7 sections: 0 + 1 + 1 + 5 + 1 + 0 + 3 = 11 rows; 400 = 57 * 7 + 1 (an empty one).
        XCTAssertEqual(source.rowCount, 57 * 11)
        XCTAssertEqual(source.itemCount, 57 * 6)
        assertFlatMapping(source, matches: sections)
        // Spot checks worked out by hand: rows 0...10 belong to sections 1, 2, 3×5, 4, 6×3.
        XCTAssertEqual((0..<11).map { source.row(at: $0)?.section }, [1, 2, 3, 3, 3, 3, 3, 4, 6, 6, 6])
        XCTAssertEqual(source.row(at: 11)?.section, 8)
        XCTAssertEqual(source.row(at: 57 * 11 - 1)?.section, 398)
    }

    func testLeadingAndTrailingEmptySections() {
        let sections = [
            section("e0"), section("e1"),
            section("a", items([1, 2])),
            section("e2"), section("e3"),
            section("b", header: .header(3)),
            section("e4"), section("e5"), section("e6"),
        ]
        let source = makeSource(sections)
        XCTAssertEqual(source.row(at: 0)?.section, 2)
        XCTAssertEqual(source.row(at: 1)?.section, 2)
        XCTAssertEqual(source.row(at: 2)?.section, 5)
        XCTAssertEqual(source.row(at: 2)?.role, .header)
        XCTAssertNil(source.row(at: 3))
        assertFlatMapping(source, matches: sections)

        // Filling empty sections at both ends shifts the rest.
        source.append([TestItem(10)], toSection: 0)
        source.append([TestItem(11)], toSection: 8)
        source.append([TestItem(12)], toSection: 4)
        assertChanges(["0-0+1", "4-0+1", "3-0+1"])
        var expected = sections
        expected[0].items = [TestItem(10)]
        expected[8].items = [TestItem(11)]
        expected[4].items = [TestItem(12)]
        assertFlatMapping(source, matches: expected)
        XCTAssertEqual((0..<source.rowCount).map { source.row(at: $0)?.section }, [0, 2, 2, 4, 5, 8])
    }

    func testSingleSectionOfOneRow() {
        for sections in [
            [section("a", items([1]))],
            [section("a", header: .header(1))],
            [section("a", footer: .footer(1))],
        ] {
            let source = makeSource(sections)
            XCTAssertEqual(source.rowCount, 1)
            XCTAssertEqual(source.row(at: 0)?.item.id, 1)
            XCTAssertNil(source.row(at: 1))
        }
    }

    // MARK: Random mutations against a model

    private func randomSection(_ rng: inout SplitMix64, _ name: String) -> ListSection<TestItem> {
        let header = rng.chance(0.4) ? freshItem("header") : nil
        let count = rng.chance(0.25) ? 0 : rng.int(1...4)
        let footer = rng.chance(0.3) ? freshItem("footer") : nil
        return section(name, header: header, freshItems(count), footer: footer)
    }

    /// A new snapshot made from `model` by random edits that mostly keep ids.
    private func edited(_ model: [ListSection<TestItem>], _ rng: inout SplitMix64) -> [ListSection<TestItem>] {
        var sections = model
        if !sections.isEmpty, rng.chance(0.2) { sections.remove(at: rng.int(0...sections.count - 1)) }
        if rng.chance(0.3) { sections.insert(randomSection(&rng, "n\(nextID)"), at: rng.int(0...sections.count)) }
        for s in sections.indices {
            sections[s].items = sections[s].items.filter { _ in !rng.chance(0.15) }
            for i in sections[s].items.indices where rng.chance(0.1) { sections[s].items[i].content += "*" }
            if rng.chance(0.2) { sections[s].items.shuffle(using: &rng) }
            if rng.chance(0.3) { sections[s].items.insert(freshItem(), at: rng.int(0...sections[s].items.count)) }
            if rng.chance(0.1) { sections[s].header = sections[s].header == nil ? freshItem("header") : nil }
            if rng.chance(0.1) { sections[s].footer = sections[s].footer == nil ? freshItem("footer") : nil }
        }
        // Move one item to another section.
        let nonEmpty = sections.indices.filter { !sections[$0].items.isEmpty }
        if let from = nonEmpty.randomElement(using: &rng), rng.chance(0.3) {
            let item = sections[from].items.removeFirst()
            let to = rng.int(0...sections.count - 1)
            sections[to].items.insert(item, at: rng.int(0...sections[to].items.count))
        }
        return sections
    }

    func testRandomMutationsKeepMappingAndSplicesConsistent() {
        var operations: [String: Int] = [:]
        for seed: UInt64 in 1...12 {
            var rng = SplitMix64(seed: seed)
            var model = (0..<rng.int(0...6)).map { randomSection(&rng, "s\($0)") }
            let source = makeSource(model)
            for step in 0..<70 {
                let before = referenceRows(model).map(\.item)
                let allPaths = model.indices.flatMap { s in
                    model[s].items.indices.map { ListIndexPath(section: s, item: $0) }
                }
                let name: String
                switch rng.int(0...9) {
                case 0, 1:
                    name = "append"
                    let new = freshItems(rng.int(1...3))
                    if model.isEmpty { model = [section("main")] }
                    model[model.count - 1].items += new
                    XCTAssertNotNil(source.append(new))
                case 2:
                    name = "append to section"
                    guard !model.isEmpty else { continue }
                    let s = rng.int(0...model.count - 1)
                    let new = freshItems(rng.int(1...3))
                    model[s].items += new
                    XCTAssertNotNil(source.append(new, toSection: s))
                case 3:
                    name = "append section"
                    let new = randomSection(&rng, "a\(step)")
                    model.append(new)
                    source.append(new)
                case 4:
                    name = "insert"
                    guard !model.isEmpty else { continue }
                    let s = rng.int(0...model.count - 1)
                    let path = ListIndexPath(section: s, item: rng.int(0...model[s].items.count))
                    let item = freshItem()
                    model[s].items.insert(item, at: path.item)
                    XCTAssertNotNil(source.insert(item, at: path))
                case 5:
                    name = "remove"
                    guard let path = allPaths.randomElement(using: &rng) else { continue }
                    let item = model[path.section].items.remove(at: path.item)
                    XCTAssertEqual(source.remove(at: path), item)
                case 6:
                    name = "replace"
                    guard let path = allPaths.randomElement(using: &rng) else { continue }
                    model[path.section].items[path.item].content += "+"
                    XCTAssertNotNil(source.replace(model[path.section].items[path.item]))
                default:
                    if rng.chance(0.05) {
                        name = "remove all"
                        model = []
                        source.removeAll()
                    } else {
                        name = "apply"
                        model = edited(model, &rng)
                        source.apply(model)
                    }
                }
                operations[name, default: 0] += 1
                let label = "seed \(seed), step \(step), \(name)"
                let after = referenceRows(model).map(\.item)
                let announced = changeLog.takeChanges()
                if before == after {
                    XCTAssertEqual(announced.count, 0, "no row changed, nothing to announce: \(label)")
                } else {
                    XCTAssertEqual(announced.count, 1, label)
                }
                for change in announced {
                    for splice in change.splices {
                        XCTAssertTrue(splice.removed > 0 || splice.added > 0, "empty splice \(splice): \(label)")
                    }
                    XCTAssertEqual(change.splices.applied(to: before, insertingFrom: after,
                                                          updatingInPlace: change.updatesInPlace), after,
                                   "splices and updates in place must turn the old rows into the new: \(label)")
                    XCTAssertEqual(change.itemCountAfter, model.reduce(0) { $0 + $1.items.count }, label)
                }
                assertFlatMapping(source, matches: model, label)
            }
        }
        for name in ["append", "append to section", "append section", "insert", "remove", "replace", "apply",
                     "remove all"] {
            XCTAssertGreaterThan(operations[name, default: 0], 5, "too few \(name): \(operations)")
        }
    }
}

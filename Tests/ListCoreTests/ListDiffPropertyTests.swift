import ListCore
import XCTest

/// Randomized checks of the diff against reference computations, with a seeded generator so that
/// every run tests the same cases and a failure can be replayed from its seed and case number.
final class ListDiffPropertyTests: XCTestCase {
    /// What the generator did to build one case, to check that the cases cover every kind of edit.
    private struct Edits {
        var deleted = false
        var inserted = false
        var moved = false
        var updated = false
        var duplicateOld = false
        var duplicateNew = false
        var hasDuplicates: Bool { duplicateOld || duplicateNew }
    }

    /// Builds an old list and a new list from it by random deletes, updates, moves, inserts and
    /// duplicated ids.
    private func makeCase(
        _ rng: inout SplitMix64, maxCount: Int, allowDuplicates: Bool
    ) -> (old: [TestItem], new: [TestItem], edits: Edits) {
        var edits = Edits()
        let count = rng.int(0...maxCount)
        var old = (0..<count).map { TestItem($0, "v0") }
        old.shuffle(using: &rng)
        if allowDuplicates, count > 1, rng.chance(0.2) {
            for k in 0..<rng.int(1...3) {
                let source = old[rng.int(0...count - 1)]
                old[rng.int(0...count - 1)] = TestItem(source.id, "dup\(k)")
            }
            edits.duplicateOld = true
        }

        var new = old
        let deleteRate = [0, 0, 0.1, 0.3, 0.7][rng.int(0...4)]
        let before = new.count
        new = new.filter { _ in !rng.chance(deleteRate) }
        edits.deleted = new.count < before

        let updateRate = [0, 0, 0.1, 0.3][rng.int(0...3)]
        for index in new.indices where rng.chance(updateRate) {
            if rng.chance(0.2) { new[index].kind = "other" } else { new[index].content += "'" }
            edits.updated = true
        }

        switch rng.int(0...19) {
        case 0:
            new.shuffle(using: &rng)
            edits.moved = new.count > 1
        case 1:
            new.reverse()
            edits.moved = new.count > 1
        default:
            for _ in 0..<[0, 0, 1, 2, 4][rng.int(0...4)] where new.count > 1 {
                let from = rng.int(0...new.count - 1)
                let item = new.remove(at: from)
                let to = rng.int(0...new.count)
                new.insert(item, at: to)
                edits.moved = edits.moved || from != to
            }
        }

        var nextID = 10_000
        for _ in 0..<[0, 0, 1, 2, 5][rng.int(0...4)] {
            new.insert(TestItem(nextID, "new"), at: rng.int(0...new.count))
            nextID += 1
            edits.inserted = true
        }
        if allowDuplicates, !new.isEmpty, rng.chance(0.2) {
            for _ in 0..<rng.int(1...3) {
                let source = new[rng.int(0...new.count - 1)]
                new.insert(TestItem(source.id, "again"), at: rng.int(0...new.count))
            }
            edits.duplicateNew = true
        }
        return (old, new, edits)
    }

    /// Checks every property of `ListDiff(old:new:)` that can be stated without trusting it.
    private func check(_ old: [TestItem], _ new: [TestItem], _ label: String) {
        var asked: Set<[Int]> = []
        let d = ListDiff(oldIDs: old.map(\.id), newIDs: new.map(\.id)) { o, n in
            asked.insert([o, n])
            return old[o] == new[n]
        }
        XCTAssertEqual(d, ListDiff(old: old, new: new), label)

        // The splices and the updates in place turn old into new, with full item equality.
        XCTAssertEqual(d.splices.applied(to: old, insertingFrom: new, updatingInPlace: d.updatesInPlace), new, label)

        // Each splice does something, stays in range, and comes strictly after the rows the
        // previous one inserted (adjacent splices would have been one).
        var length = old.count
        var end = -1
        for splice in d.splices {
            XCTAssertTrue(splice.removed > 0 || splice.added > 0, "empty splice \(splice) \(label)")
            XCTAssertGreaterThan(splice.position, end, "splices out of order \(notation(d.splices)) \(label)")
            XCTAssertGreaterThanOrEqual(splice.removed, 0, label)
            XCTAssertGreaterThanOrEqual(splice.added, 0, label)
            XCTAssertLessThanOrEqual(splice.position + splice.removed, length, "splice past the end \(label)")
            length += splice.added - splice.removed
            end = splice.position + splice.added
        }
        XCTAssertEqual(length, new.count, label)

        // Reference matching, per the documented rule: the first occurrence of an id on each side
        // are matched; later occurrences are deletes (old) or inserts (new).
        var firstOld: [Int: Int] = [:]
        for (index, item) in old.enumerated() where firstOld[item.id] == nil { firstOld[item.id] = index }
        var firstNew: [Int: Int] = [:]
        for (index, item) in new.enumerated() where firstNew[item.id] == nil { firstNew[item.id] = index }
        var matched: [[Int]] = []  // [old, new], ascending by new
        for (index, item) in new.enumerated() where firstNew[item.id] == index {
            if let o = firstOld[item.id] { matched.append([o, index]) }
        }
        let matchedOld = Set(matched.map { $0[0] })
        let matchedNew = Set(matched.map { $0[1] })
        XCTAssertEqual(d.deletes, old.indices.filter { !matchedOld.contains($0) }, "deletes \(label)")
        XCTAssertEqual(d.inserts, new.indices.filter { !matchedNew.contains($0) }, "inserts \(label)")
        XCTAssertEqual(asked, Set(matched), "content compared for exactly the matched rows \(label)")
        let changed = matched.filter { old[$0[0]] != new[$0[1]] }
        XCTAssertEqual(pairs(d.updates), changed, "updates \(label)")

        // Moves are matched rows, in new order; the rest keep their relative order, and there
        // are as few moves as possible: matched count minus the longest increasing run.
        let moves = pairs(d.moves)
        let moveSet = Set(moves)
        XCTAssertEqual(moves.count, moveSet.count, label)
        XCTAssertTrue(moveSet.isSubset(of: Set(matched)), "moves must be matched rows \(label)")
        XCTAssertEqual(moves, moves.sorted { $0[1] < $1[1] }, "moves by new index \(label)")
        let kept = matched.filter { !moveSet.contains($0) }
        for (a, b) in zip(kept, kept.dropFirst()) {
            XCTAssertLessThan(a[0], b[0], "rows that did not move must keep their order \(label)")
        }
        let lis = referenceLISLength(matched.map { $0[0] })
        XCTAssertEqual(d.moves.count, matched.count - lis, "moves are not minimal \(label)")

        // Rows that did not move are never removed, changed or not: track each old row through
        // the splices and find it at its new index; everything else is removed and re-added.
        // Those that changed are exactly the updates in place.
        let anchors = kept
        XCTAssertEqual(d.updatesInPlace, kept.filter { old[$0[0]] != new[$0[1]] }.map { $0[1] },
                       "updates in place \(label)")
        let tracked = d.splices.applied(
            to: old.indices.map { Optional($0) },
            insertingFrom: [Int?](repeating: nil, count: new.count))
        for anchor in anchors {
            XCTAssertEqual(tracked[anchor[1]], anchor[0], "unchanged row was re-inserted \(label)")
        }
        XCTAssertEqual(d.splices.reduce(0) { $0 + $1.added }, new.count - anchors.count, label)
        XCTAssertEqual(d.splices.reduce(0) { $0 + $1.removed }, old.count - anchors.count, label)
    }

    func testGeneratorIsSplitMix64() {
        // Reference outputs of SplitMix64 seeded with 0.
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(rng.next(), 0x06C4_5D18_8009_454F)
    }

    func testRandomDiffsTransformOldIntoNew() {
        let seed: UInt64 = 0x5EED_0001
        var rng = SplitMix64(seed: seed)
        var coverage: [String: Int] = [:]
        let cases = 4_000
        for number in 0..<cases {
            let (old, new, edits) = makeCase(&rng, maxCount: 30, allowDuplicates: true)
            let label = "(seed \(seed), case \(number): \(old.map(\.id)) → \(new.map(\.id)))"
            check(old, new, label)
            if !edits.hasDuplicates {
                XCTAssertEqual(ListDiff(old: old, new: new).isEmpty, old == new, label)
            }
            if edits.deleted { coverage["deletes", default: 0] += 1 }
            if edits.inserted { coverage["inserts", default: 0] += 1 }
            if edits.moved { coverage["moves", default: 0] += 1 }
            if edits.updated { coverage["updates", default: 0] += 1 }
            if edits.duplicateOld { coverage["old duplicates", default: 0] += 1 }
            if edits.duplicateNew { coverage["new duplicates", default: 0] += 1 }
            if edits.deleted && edits.inserted && edits.moved && edits.updated {
                coverage["all four", default: 0] += 1
            }
            if old == new { coverage["unchanged", default: 0] += 1 }
        }
        // The generator must really mix the edits, or the checks above prove little.
        for key in ["deletes", "inserts", "moves", "updates", "old duplicates", "new duplicates"] {
            XCTAssertGreaterThan(coverage[key, default: 0], cases / 10, "too few cases with \(key): \(coverage)")
        }
        XCTAssertGreaterThan(coverage["all four", default: 0], cases / 50, "\(coverage)")
        XCTAssertGreaterThan(coverage["unchanged", default: 0], 0, "\(coverage)")
    }

    func testRandomDiffsWithUniqueIDsHaveMinimalMoves() {
        let seed: UInt64 = 0x5EED_0002
        var rng = SplitMix64(seed: seed)
        for number in 0..<1_500 {
            let (old, new, edits) = makeCase(&rng, maxCount: 40, allowDuplicates: false)
            XCTAssertFalse(edits.hasDuplicates)
            check(old, new, "(seed \(seed), case \(number))")
            XCTAssertEqual(ListDiff(old: old, new: new).isEmpty, old == new)
        }
    }

    func testLargerRandomDiffs() {
        let seed: UInt64 = 0x5EED_0003
        var rng = SplitMix64(seed: seed)
        for number in 0..<12 {
            let (old, new, _) = makeCase(&rng, maxCount: 400, allowDuplicates: number % 3 == 0)
            check(old, new, "(seed \(seed), case \(number))")
        }
    }

    func testReferenceLISLength() {
        // The reference itself, on hand-checked inputs.
        XCTAssertEqual(referenceLISLength([]), 0)
        XCTAssertEqual(referenceLISLength([5]), 1)
        XCTAssertEqual(referenceLISLength([3, 2, 1]), 1)
        XCTAssertEqual(referenceLISLength([1, 2, 3]), 3)
        XCTAssertEqual(referenceLISLength([2, 5, 3, 7, 11, 8, 10, 13, 6]), 6)
        XCTAssertEqual(referenceLISLength([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]), 6)
    }
}

import ListCore
import XCTest

/// Splices close together reach a view as one; the change they make stays the same.
final class SpliceCoalescingTests: XCTestCase {
    private func splices(_ notation: [(Int, Int, Int)]) -> [ListSplice] {
        notation.map { ListSplice(position: $0.0, removed: $0.1, added: $0.2) }
    }

    func testNearbySplicesBecomeOneAndFarOnesStayApart() {
        // Rows 3 and 4 lie between the first two splices; 20 rows between the second and third.
        let original = splices([(1, 1, 2), (5, 1, 0), (25, 0, 1)])
        XCTAssertEqual(original.coalesced(maximumGap: 2).map(\.description), ["1-4+4", "25-0+1"])
        XCTAssertEqual(original.coalesced(maximumGap: 1).map(\.description), ["1-1+2", "5-1+0", "25-0+1"])
        XCTAssertEqual(original.coalesced(maximumGap: 20).map(\.description), ["1-24+25"])
        XCTAssertEqual([ListSplice]().coalesced(maximumGap: 8), [])
    }

    /// Each parent of an outline expanded: 99 rows inserted after every one. A run that replaces
    /// a limited row (GTK tracks it) stops growing past the rows allowed; the others do not.
    func testARunOverALimitedRowAddsNoMoreThanAllowed() {
        let expansions = (0..<10).map { ListSplice(position: 1 + $0 * 100, removed: 0, added: 99) }
        XCTAssertEqual(expansions.coalesced(maximumGap: 8).map(\.description), ["1-9+999"])
        // Old row 5 is the sixth parent, between the fifth and sixth insertions.
        let groups = expansions.grouped(maximumGap: 8, maximumAdded: 256, limitedRows: [5])
        // The run stops before it: the limited row is in no run at all.
        XCTAssertEqual(groups.map(\.splice.description), ["1-4+499", "501-4+499"])
        // A limited row a splice removes limits its run too.
        let replacements = (0..<4).map { ListSplice(position: $0 * 100, removed: 1, added: 100) }
        XCTAssertEqual(replacements.grouped(maximumGap: 8, maximumAdded: 256, limitedRows: [1]).map(\.splice.description),
                       ["0-2+200", "200-2+200"])
        XCTAssertEqual(replacements.grouped(maximumGap: 8, maximumAdded: 150, limitedRows: [2]).map(\.splice.description),
                       ["0-2+200", "200-1+100", "300-1+100"], "only the run over row 2 is held to 150 rows")
    }

    /// Rows removed above a limited row and one added below it: joined, the limited row would move
    /// up by all the rows removed, so a run over it removes no more than allowed either.
    func testARunOverALimitedRowRemovesNoMoreThanAllowed() {
        let splices = [ListSplice(position: 10, removed: 1_000, added: 0), ListSplice(position: 11, removed: 0, added: 1)]
        XCTAssertEqual(splices.grouped(maximumGap: 8, maximumAdded: 256, limitedRows: [1_010]).map(\.splice.description),
                       ["10-1001+2"], "without a limit on removals, one run")
        XCTAssertEqual(splices.grouped(maximumGap: 8, maximumAdded: 256, maximumRemoved: 256, limitedRows: [1_010])
                           .map(\.splice.description), ["10-1000+0", "11-0+1"])
        XCTAssertEqual(splices.grouped(maximumGap: 8, maximumAdded: 256, maximumRemoved: 256, limitedRows: [5])
                           .map(\.splice.description), ["10-1001+2"], "a run over no limited row is not held")
    }

    /// Where each row goes after random splices — ascending ones (a diff's), then any — looked
    /// up by binary search agrees with walking the splices, for every row and one past them.
    func testSplicePositionsAgreeWithWalkingTheSplices() {
        var rng = SplitMix64(seed: 0x5F1C_E905)
        for round in 0..<2_000 {
            var rows = rng.int(0...40)
            let oldCount = rows
            var made: [ListSplice] = []
            var floor = 0
            for _ in 0..<rng.int(0...8) {
                // Half the rounds keep each splice after the last one's added rows: ascending.
                let from = round % 2 == 0 ? min(floor, rows) : 0
                let position = rng.int(from...rows)
                let removed = rng.int(0...min(3, rows - position))
                let added = rng.int(0...3)
                made.append(ListSplice(position: position, removed: removed, added: added))
                rows += added - removed
                floor = position + added
            }
            let positions = SplicePositions(made)
            for row in 0...oldCount {
                XCTAssertEqual(positions.position(after: row), made.position(after: row), "round \(round): \(made), row \(row)")
            }
        }
    }

    /// Splices in any order, as a change rebased over another has them, told as one span: the
    /// rows outside it are the same before and after, and those a part keeps are still there.
    func testOneSpanMakesTheChangeOfSplicesInAnyOrder() {
        XCTAssertEqual(splices([(2, 0, 1), (2, 0, 1), (5, 0, 1), (3, 1, 0)]).spanned()?.splice.description, "2-1+3")
        XCTAssertNil([ListSplice]().spanned())
        var rng = SplitMix64(seed: 0x5A4E_2026)
        for round in 0..<2_000 {
            let old = Array(0..<rng.int(0...30))
            var rows = old
            var made: [ListSplice] = []
            for step in 0..<rng.int(1...6) {
                let position = rng.int(0...rows.count)
                let removed = rng.int(0...min(3, rows.count - position))
                let added = rng.int(0...3)
                rows.replaceSubrange(position..<(position + removed), with: (0..<added).map { 1_000 * (step + 1) + $0 })
                made.append(ListSplice(position: position, removed: removed, added: added))
            }
            let span = try! XCTUnwrap(made.spanned()).splice
            let before = Array(old[..<span.position]) + Array(old[(span.position + span.removed)...])
            let after = Array(rows[..<span.position]) + Array(rows[(span.position + span.added)...])
            XCTAssertEqual(before, after, "round \(round): \(made) as \(span)")
            XCTAssertEqual(span.added - span.removed, rows.count - old.count, "round \(round)")
        }
    }

    func testCoalescedSplicesMakeTheSameChangeOnRandomDiffs() {
        var rng = SplitMix64(seed: 0xC0A1_E5CE)
        for round in 0..<500 {
            let old = Array(0..<rng.int(0...60))
            var new = old.filter { _ in !rng.chance(0.2) }
            for _ in 0..<rng.int(0...8) { new.insert(1_000 + rng.int(0...999_999), at: rng.int(0...new.count)) }
            new = Array(NSOrderedSet(array: new).array as! [Int])
            let diff = ListDiff(oldIDs: old, newIDs: new) { _, _ in true }
            let expected = diff.splices.applied(to: old, insertingFrom: new)
            XCTAssertEqual(expected, new, "round \(round)")
            for gap in [0, 1, 3, 8] {
                let merged = diff.splices.coalesced(maximumGap: gap)
                XCTAssertEqual(merged.applied(to: old, insertingFrom: new), new, "round \(round), gap \(gap)")
                XCTAssertLessThanOrEqual(merged.count, diff.splices.count)
            }
        }
    }
}

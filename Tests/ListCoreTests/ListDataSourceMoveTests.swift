import ListCore
import XCTest

/// ``ListDataSource/move(from:to:)``: one splice over the rows between the two places, said to
/// be a move, within a section or across sections, headers and footers staying put.
final class ListDataSourceMoveTests: RecordingTestCase {
    /// Two sections with headers, the first with a footer:
    ///
    ///     row 0  H100   header of section 0
    ///     row 1  1      [0, 0]
    ///     row 2  2      [0, 1]
    ///     row 3  3      [0, 2]
    ///     row 4  F101   footer of section 0
    ///     row 5  H200   header of section 1
    ///     row 6  4      [1, 0]
    ///     row 7  5      [1, 1]
    ///            (section 2: empty, no header or footer)
    private let fixture: [ListSection<TestItem>] = [
        section("s0", header: .header(100), items([1, 2, 3]), footer: .footer(101)),
        section("s1", header: .header(200), items([4, 5])),
        section("s2"),
    ]

    private func path(_ section: Int, _ item: Int) -> ListIndexPath {
        ListIndexPath(section: section, item: item)
    }

    private func rowIDs(_ source: ListDataSource<TestItem>) -> [Int] {
        (0..<source.rowCount).compactMap { source.row(at: $0)?.item.id }
    }

    // MARK: Within a section

    func testMovingDownWithinASectionIsOneSpliceOverTheRowsBetween() {
        let source = makeSource(fixture)
        let change = source.move(from: path(0, 0), to: path(0, 2))
        assertChanges(["1-3+3 moved:1>3"])
        XCTAssertEqual(change?.move, ListMove(from: 1, to: 3))
        XCTAssertEqual(rowIDs(source), [100, 2, 3, 1, 101, 200, 4, 5])
        XCTAssertEqual(source.item(at: path(0, 2))?.id, 1)
    }

    func testMovingUpWithinASectionIsOneSpliceOverTheRowsBetween() {
        let source = makeSource(fixture)
        source.move(from: path(0, 2), to: path(0, 0))
        assertChanges(["1-3+3 moved:3>1"])
        XCTAssertEqual(rowIDs(source), [100, 3, 1, 2, 101, 200, 4, 5])
    }

    func testMovingToTheNeighbouringPlaceSpansTwoRows() {
        let source = makeSource(fixture)
        source.move(from: path(1, 0), to: path(1, 1))
        assertChanges(["6-2+2 moved:6>7"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 3, 101, 200, 5, 4])
    }

    // MARK: Across sections

    func testMovingIntoALaterSectionSpansTheFooterAndHeaderBetween() {
        let source = makeSource(fixture)
        source.move(from: path(0, 0), to: path(1, 0))
        assertChanges(["1-5+5 moved:1>5"])
        XCTAssertEqual(rowIDs(source), [100, 2, 3, 101, 200, 1, 4, 5])
        XCTAssertEqual(source.item(at: path(1, 0))?.id, 1)
        XCTAssertEqual(source.section(at: 0)?.items.count, 2)
    }

    func testMovingToTheEndOfAnEarlierSectionGoesBeforeItsFooter() {
        let source = makeSource(fixture)
        source.move(from: path(1, 1), to: path(0, 3))
        assertChanges(["4-4+4 moved:7>4"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 3, 5, 101, 200, 4])
    }

    func testMovingIntoAnEmptySectionWithoutHeader() {
        let source = makeSource(fixture)
        source.move(from: path(1, 1), to: path(2, 0))
        // The row stays at 7: it is the last row either way, only its section changed.
        assertChanges(["7-1+1 moved:7>7"])
        XCTAssertEqual(source.item(at: path(2, 0))?.id, 5)
        XCTAssertEqual(source.row(at: 7)?.indexPath, path(2, 0))
    }

    func testAMoveKeepsTheItemCountAndTheFlatMapping() {
        let source = makeSource(fixture)
        let change = source.move(from: path(0, 1), to: path(1, 2))
        assertChanges(["2-6+6 moved:2>7"])
        XCTAssertEqual(change?.itemCountBefore, 5)
        XCTAssertEqual(change?.itemCountAfter, 5)
        XCTAssertEqual(change?.emptinessChanged, false)
        assertFlatMapping(source, matches: [
            section("s0", header: .header(100), items([1, 3]), footer: .footer(101)),
            section("s1", header: .header(200), items([4, 5, 2])),
            section("s2"),
        ])
        XCTAssertEqual(source.indexPath(ofItemWithID: 2), path(1, 2))
    }

    // MARK: Refused

    func testOutOfRangeOrSamePlaceChangesNothing() {
        let source = makeSource(fixture)
        let refused: [(ListIndexPath, ListIndexPath)] = [
            (path(0, 0), path(0, 0)),  // no move
            (path(0, 0), path(0, 3)),  // past the last item of its own section
            (path(0, 0), path(1, 3)),  // past the end of the other section
            (path(0, 0), path(0, -1)),
            (path(0, 0), path(3, 0)),  // no such section
            (path(0, 0), path(-1, 0)),
            (path(0, 3), path(0, 0)),  // no such item
            (path(2, 0), path(0, 0)),  // the section is empty
            (path(5, 0), path(0, 0)),
        ]
        for (from, to) in refused {
            XCTAssertNil(source.move(from: from, to: to), "\(from) to \(to)")
        }
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
    }

    // MARK: Against the reference

    func testRandomMovesAnnounceSplicesThatTurnTheOldRowsIntoTheNewOnes() {
        var random = SplitMix64(seed: 19)
        let source = ListDataSource<TestItem>(sections: fixture + [section("s3", items(10..<20), footer: .footer(300))])
        for step in 0..<300 {
            var sections = source.sections
            let filled = sections.indices.filter { !sections[$0].items.isEmpty }
            let fromSection = filled[random.int(0...filled.count - 1)]
            let from = path(fromSection, random.int(0...sections[fromSection].items.count - 1))
            let toSection = random.int(0...sections.count - 1)
            let last = sections[toSection].items.count - (toSection == fromSection ? 1 : 0)
            let to = path(toSection, random.int(0...last))
            let old = referenceRows(sections).map(\.item)

            let change = source.move(from: from, to: to)

            if from == to {
                XCTAssertNil(change, "step \(step)")
                continue
            }
            let item = sections[from.section].items.remove(at: from.item)
            sections[to.section].items.insert(item, at: to.item)
            assertFlatMapping(source, matches: sections, "step \(step)")
            let new = referenceRows(sections).map(\.item)
            XCTAssertEqual(change?.splices.count, 1, "step \(step)")
            XCTAssertEqual(change?.splices.applied(to: old, insertingFrom: new), new, "step \(step)")
            guard let move = change?.move else { return XCTFail("step \(step): not said to be a move") }
            XCTAssertEqual(old[move.from], item, "step \(step)")
            XCTAssertEqual(new[move.to], item, "step \(step)")
            // Every other row of the span is the row next to it before the move.
            for row in old.indices {
                XCTAssertEqual(new[move.position(after: row)], old[row], "step \(step), row \(row)")
            }
        }
    }
}

import ListCore
import XCTest

/// The data source's flat row mapping and the exact splices each mutation announces.
///
/// Like GTK's list-model tests, every announced change is recorded in `position-removed+added`
/// notation and each test asserts the complete list; anything left unasserted fails the test.
final class ListDataSourceTests: RecordingTestCase {
    /// Sections with headers, footers and empty sections:
    ///
    ///     row 0  H100   header of section 0
    ///     row 1  1      [0, 0]
    ///     row 2  2      [0, 1]
    ///     row 3  F101   footer of section 0
    ///            (section 1: empty, no header or footer)
    ///     row 4  H200   header of section 2 (no items)
    ///     row 5  3      [3, 0]
    ///     row 6  4      [3, 1]
    ///     row 7  5      [3, 2]
    ///     row 8  F400   footer of section 4 (no items)
    private let fixture: [ListSection<TestItem>] = [
        section("s0", header: .header(100), items([1, 2]), footer: .footer(101)),
        section("s1"),
        section("s2", header: .header(200)),
        section("s3", items([3, 4, 5])),
        section("s4", footer: .footer(400)),
    ]

    /// The flat rows of `source` as ids, in order.
    private func rowIDs(_ source: ListDataSource<TestItem>) -> [Int] {
        (0..<source.rowCount).compactMap { source.row(at: $0)?.item.id }
    }

    // MARK: Flat mapping

    func testInitialSnapshotIsNotAnnounced() {
        let source = makeSource(fixture)
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
    }

    func testRowsOfFixture() {
        let source = makeSource(fixture)
        XCTAssertEqual(source.rowCount, 9)
        XCTAssertEqual(source.itemCount, 5)
        XCTAssertFalse(source.isEmpty)
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 200, 3, 4, 5, 400])

        let expected: [(ListRow<TestItem>.Role, Int)] = [
            (.header, 0),
            (.item(ListIndexPath(section: 0, item: 0)), 0),
            (.item(ListIndexPath(section: 0, item: 1)), 0),
            (.footer, 0),
            (.header, 2),
            (.item(ListIndexPath(section: 3, item: 0)), 3),
            (.item(ListIndexPath(section: 3, item: 1)), 3),
            (.item(ListIndexPath(section: 3, item: 2)), 3),
            (.footer, 4),
        ]
        for (index, (role, sectionIndex)) in expected.enumerated() {
            let row = source.row(at: index)
            XCTAssertEqual(row?.role, role, "row \(index)")
            XCTAssertEqual(row?.section, sectionIndex, "row \(index)")
        }
        XCTAssertEqual(source.row(at: 0)?.item.kind, "header")
        XCTAssertEqual(source.row(at: 8)?.item.kind, "footer")
        XCTAssertEqual(source.row(at: 0)?.isSupplementary, true)
        XCTAssertEqual(source.row(at: 1)?.isSupplementary, false)
        XCTAssertEqual(source.row(at: 6)?.indexPath, ListIndexPath(section: 3, item: 1))
        XCTAssertNil(source.row(at: 3)?.indexPath)
        XCTAssertNil(source.row(at: 9))
    }

    func testFlatIndexAndIndexPathOfFixture() {
        let source = makeSource(fixture)
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 0, item: 0)), 1)
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 0, item: 1)), 2)
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 3, item: 0)), 5)
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 3, item: 2)), 7)
        XCTAssertNil(source.flatIndex(of: ListIndexPath(section: 1, item: 0)))
        XCTAssertNil(source.flatIndex(of: ListIndexPath(section: 2, item: 0)))

        XCTAssertEqual(source.indexPath(ofItemWithID: 4), ListIndexPath(section: 3, item: 1))
        XCTAssertEqual(source.indexPath(ofItemWithID: 1), ListIndexPath(section: 0, item: 0))
        XCTAssertNil(source.indexPath(ofItemWithID: 100), "a header has no index path")
        XCTAssertNil(source.indexPath(ofItemWithID: 999))

        XCTAssertEqual(source.item(at: ListIndexPath(section: 3, item: 2)), TestItem(5))
        XCTAssertEqual(source.section(at: 2)?.id, "s2")
        XCTAssertTrue(source.contains(id: 100))
        XCTAssertTrue(source.contains(id: 400))
        XCTAssertTrue(source.contains(id: 5))
        XCTAssertFalse(source.contains(id: 6))
    }

    func testHeadersAndFootersAloneLeaveTheListEmpty() {
        let source = makeSource([section("a", header: .header(1), [], footer: .footer(2)), section("b")])
        XCTAssertTrue(source.isEmpty)
        XCTAssertEqual(source.itemCount, 0)
        XCTAssertEqual(source.rowCount, 2)
        XCTAssertEqual(rowIDs(source), [1, 2])
    }

    func testEmptySource() {
        let source = makeSource()
        XCTAssertEqual(source.rowCount, 0)
        XCTAssertEqual(source.itemCount, 0)
        XCTAssertTrue(source.isEmpty)
        XCTAssertEqual(source.sections, [])
        XCTAssertNil(source.row(at: 0))
    }

    // MARK: Append

    func testAppendFiftyToAMillionRowsIsOneSplice() {
        let source = makeSource([section("big", items(0..<1_000_000))])
        XCTAssertEqual(source.rowCount, 1_000_000)

        let change = source.append(items(1_000_000..<1_000_050))
        assertChanges(["1000000-0+50"])
        XCTAssertEqual(change?.itemCountBefore, 1_000_000)
        XCTAssertEqual(change?.itemCountAfter, 1_000_050)
        XCTAssertEqual(change?.emptinessChanged, false)
        XCTAssertNil(change?.diff)
        XCTAssertEqual(source.rowCount, 1_000_050)
        XCTAssertEqual(source.itemCount, 1_000_050)
        XCTAssertEqual(source.row(at: 1_000_049)?.item.id, 1_000_049)
        XCTAssertEqual(source.row(at: 999_999)?.item.id, 999_999)
        XCTAssertNil(source.row(at: 1_000_050))
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 0, item: 1_000_000)), 1_000_000)
    }

    func testAppendToEmptySourceCreatesAMainSection() {
        let source = makeSource()
        let change = source.append(items([1, 2, 3]))
        assertChanges(["0-0+3"])
        XCTAssertEqual(change?.emptinessChanged, true)
        XCTAssertEqual(change?.itemCountBefore, 0)
        XCTAssertEqual(change?.itemCountAfter, 3)
        XCTAssertEqual(source.sections, [section("main", items([1, 2, 3]))])
    }

    func testAppendGoesToLastSectionBeforeItsFooter() {
        let source = makeSource(fixture)
        source.append(items([6, 7]))
        assertChanges(["8-0+2"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 200, 3, 4, 5, 6, 7, 400])
        XCTAssertEqual(source.row(at: 8)?.role, .item(ListIndexPath(section: 4, item: 0)))
        XCTAssertEqual(source.row(at: 10)?.role, .footer)
    }

    func testRemoveItemsInARangeIsOneSpliceAndFreesTheirIDs() {
        let source = makeSource(fixture)
        source.removeItems(in: 0..<2, ofSection: 3)
        assertChanges(["5-2+0"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 200, 5, 400])
        XCTAssertFalse(source.contains(id: 3))
        source.append([TestItem(3)], toSection: 3)
        assertChanges(["6-0+1"])
        XCTAssertNil(source.removeItems(in: 0..<5, ofSection: 3), "a range past the items")
        XCTAssertNil(source.removeItems(in: 0..<1, ofSection: 9), "a section that does not exist")
        XCTAssertNil(source.removeItems(in: 1..<1, ofSection: 0), "an empty range")
        assertNoChanges()
    }

    func testAppendToFirstSectionShiftsLaterSections() {
        let source = makeSource(fixture)
        source.append([TestItem(6)], toSection: 0)
        assertChanges(["3-0+1"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 6, 101, 200, 3, 4, 5, 400])
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 3, item: 0)), 6)
        XCTAssertEqual(source.row(at: 9)?.section, 4)
    }

    func testAppendToEmptyMiddleSections() {
        let source = makeSource(fixture)
        source.append([TestItem(6)], toSection: 1)
        source.append([TestItem(7), TestItem(8)], toSection: 2)
        assertChanges(["4-0+1", "6-0+2"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 6, 200, 7, 8, 3, 4, 5, 400])
        XCTAssertEqual(source.row(at: 4)?.role, .item(ListIndexPath(section: 1, item: 0)))
        XCTAssertEqual(source.row(at: 7)?.role, .item(ListIndexPath(section: 2, item: 1)))
    }

    func testAppendNothingAnnouncesNothing() {
        let source = makeSource(fixture)
        XCTAssertNil(source.append([]))
        XCTAssertNil(source.append([], toSection: 0))
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
    }

    func testAppendSection() {
        let source = makeSource(fixture)
        let change = source.append(section("s5", header: .header(500), items([6, 7]), footer: .footer(501)))
        assertChanges(["9-0+4"])
        XCTAssertEqual(change?.itemCountBefore, 5)
        XCTAssertEqual(change?.itemCountAfter, 7)
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 200, 3, 4, 5, 400, 500, 6, 7, 501])
        XCTAssertEqual(source.row(at: 11)?.role, .item(ListIndexPath(section: 5, item: 1)))
        XCTAssertEqual(source.sections.count, 6)
    }

    func testAppendSectionToEmptySource() {
        let source = makeSource()
        source.append(section("a", items([1])))
        source.append(section("b", header: .header(2)))
        assertChanges(["0-0+1", "1-0+1"])
        XCTAssertEqual(rowIDs(source), [1, 2])
    }

    func testAppendEmptySectionAnnouncesNothing() {
        // No flat row changes, so there is nothing to tell a GListModel.
        let source = makeSource(fixture)
        source.append(section("empty"))
        assertNoChanges()
        XCTAssertEqual(source.sections.count, 6)
        XCTAssertEqual(source.section(at: 5)?.id, "empty")
        XCTAssertEqual(source.rowCount, 9)
        // The new section can then be filled.
        source.append([TestItem(6)], toSection: 5)
        assertChanges(["9-0+1"])
    }

    // MARK: Insert, remove, replace

    func testInsertAtPaths() {
        let source = makeSource(fixture)
        source.insert(TestItem(10), at: ListIndexPath(section: 0, item: 0))  // before 1
        source.insert(TestItem(11), at: ListIndexPath(section: 3, item: 3))  // after 5
        source.insert(TestItem(12), at: ListIndexPath(section: 2, item: 0))  // under H200
        source.insert(TestItem(13), at: ListIndexPath(section: 1, item: 0))  // empty section
        source.insert(TestItem(14), at: ListIndexPath(section: 3, item: 1))  // between 3 and 4
        assertChanges(["1-0+1", "9-0+1", "6-0+1", "5-0+1", "9-0+1"])
        XCTAssertEqual(rowIDs(source), [100, 10, 1, 2, 101, 13, 200, 12, 3, 14, 4, 5, 11, 400])
        assertFlatMapping(source, matches: [
            section("s0", header: .header(100), items([10, 1, 2]), footer: .footer(101)),
            section("s1", items([13])),
            section("s2", header: .header(200), items([12])),
            section("s3", items([3, 14, 4, 5, 11])),
            section("s4", footer: .footer(400)),
        ])
    }

    func testInsertReturnsTheChange() {
        let source = makeSource([section("a")])
        let change = source.insert(TestItem(1), at: ListIndexPath(section: 0, item: 0))
        assertChanges(["0-0+1"])
        XCTAssertEqual(change?.spliceDescription, "0-0+1")
        XCTAssertEqual(change?.emptinessChanged, true)
    }

    func testRemove() {
        let source = makeSource(fixture)
        XCTAssertEqual(source.remove(at: ListIndexPath(section: 3, item: 1)), TestItem(4))
        XCTAssertEqual(source.remove(at: ListIndexPath(section: 0, item: 0)), TestItem(1))
        XCTAssertEqual(source.remove(at: ListIndexPath(section: 0, item: 0)), TestItem(2))
        assertChanges(["6-1+0", "1-1+0", "1-1+0"])
        XCTAssertEqual(rowIDs(source), [100, 101, 200, 3, 5, 400])
        XCTAssertFalse(source.contains(id: 4))
        XCTAssertEqual(source.itemCount, 2)
        // A removed id may come back.
        source.insert(TestItem(4), at: ListIndexPath(section: 0, item: 0))
        assertChanges(["1-0+1"])
    }

    func testRemovingLastItemChangesEmptiness() {
        let source = makeSource([section("a", header: .header(9), [TestItem(1)])])
        source.remove(at: ListIndexPath(section: 0, item: 0))
        assertChanges(["1-1+0"])
        XCTAssertEqual(changeLog.changes.last?.emptinessChanged, true)
        XCTAssertEqual(changeLog.changes.last?.itemCountAfter, 0)
        XCTAssertTrue(source.isEmpty)
        XCTAssertEqual(source.rowCount, 1)
    }

    func testReplaceIsAnInPlaceUpdate() {
        let source = makeSource(fixture)
        let change = source.replace(TestItem(4, "new"))
        assertChanges(["updated:6"])
        XCTAssertEqual(change?.splices, [], "no splice: the row keeps its place")
        XCTAssertEqual(change?.itemCountBefore, 5)
        XCTAssertEqual(change?.itemCountAfter, 5)
        XCTAssertEqual(source.item(at: ListIndexPath(section: 3, item: 1))?.content, "new")
        XCTAssertEqual(source.rowCount, 9)

        source.replace(TestItem(id: 1, kind: "other", content: ""))
        assertChanges(["updated:1"])
        XCTAssertEqual(source.row(at: 1)?.item.kind, "other")
    }

    func testReplaceUnknownIDDoesNothing() {
        let source = makeSource(fixture)
        XCTAssertNil(source.replace(TestItem(999, "x")))
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
    }

    func testRemoveAll() {
        let source = makeSource(fixture)
        let change = source.removeAll()
        assertChanges(["0-9+0"])
        XCTAssertEqual(change.itemCountBefore, 5)
        XCTAssertEqual(change.itemCountAfter, 0)
        XCTAssertTrue(change.emptinessChanged)
        XCTAssertEqual(source.sections, [])
        XCTAssertEqual(source.rowCount, 0)
        XCTAssertFalse(source.contains(id: 100))

        // Nothing left: nothing to announce.
        XCTAssertEqual(source.removeAll().splices, [])
        assertNoChanges()

        // Every id may be used again.
        source.append(items([1, 100]))
        assertChanges(["0-0+2"])
    }

    func testRemoveAllOfEmptySectionsAnnouncesNothing() {
        let source = makeSource([section("a"), section("b")])
        source.removeAll()
        assertNoChanges()
        XCTAssertEqual(source.sections, [])
    }

    // MARK: Apply

    func testApplySameSnapshotAnnouncesNothing() {
        let source = makeSource(fixture)
        let change = source.apply(fixture)
        assertNoChanges()
        XCTAssertEqual(change.splices, [])
        XCTAssertEqual(change.diff?.isEmpty, true)
        XCTAssertEqual(change.itemCountBefore, 5)
        XCTAssertEqual(change.itemCountAfter, 5)
    }

    func testApplyMostlySameItemsAnnouncesOnlyTheChanges() {
        let old = items(0..<1_000, content: "a")
        let source = makeSource([section("main", old)])
        var new = old
        new[10].content = "b"                     // update at 10
        new.remove(at: 500)                       // id 500 goes
        new.insert(TestItem(5_000, "a"), at: 800) // after id 800, which is now at 799
        let change = source.apply([section("main", new)])
        assertChanges(["500-1+0,800-0+1 updated:10"])
        XCTAssertEqual(change.itemCountBefore, 1_000)
        XCTAssertEqual(change.itemCountAfter, 1_000)
        XCTAssertEqual(change.diff?.deletes, [500])
        XCTAssertEqual(change.diff?.inserts, [800])
        XCTAssertEqual(change.diff.map { pairs($0.updates) }, [[10, 10]])
        XCTAssertEqual(change.diff?.moves, [])
        XCTAssertEqual(source.sections, [section("main", new)])
    }

    func testApplyAddsAHeader() {
        let source = makeSource(fixture)
        var new = fixture
        new[3].header = .header(300)
        source.apply(new)
        assertChanges(["5-0+1"])
        XCTAssertEqual(rowIDs(source), [100, 1, 2, 101, 200, 300, 3, 4, 5, 400])
        XCTAssertEqual(source.row(at: 5)?.role, .header)
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 3, item: 0)), 6)
    }

    func testApplyMovesAnItemAcrossSections() {
        let source = makeSource(fixture)
        var new = fixture
        new[0].items = [TestItem(2)]
        new[3].items = items([3, 4, 5, 1])
        let change = source.apply(new)
        // Flat: H100 1 2 F101 H200 3 4 5 F400 → H100 2 F101 H200 3 4 5 1 F400.
        assertChanges(["1-1+0,7-0+1"])
        XCTAssertEqual(change.diff.map { pairs($0.moves) }, [[1, 7]])
        XCTAssertEqual(source.indexPath(ofItemWithID: 1), ListIndexPath(section: 3, item: 3))
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 3, item: 3)), 7)
    }

    func testApplyFromEmptyAndToEmpty() {
        let source = makeSource()
        let first = source.apply(fixture)
        XCTAssertTrue(first.emptinessChanged)
        let second = source.apply([])
        XCTAssertTrue(second.emptinessChanged)
        assertChanges(["0-0+9", "0-9+0"])
        XCTAssertEqual(source.sections, [])
    }

    func testApplyOnlyEmptySectionsAnnouncesNothing() {
        let source = makeSource()
        source.apply([section("a"), section("b")])
        assertNoChanges()
        XCTAssertEqual(source.sections.count, 2)
        source.append([TestItem(1)], toSection: 0)
        assertChanges(["0-0+1"])
    }

    func testApplyThenMutateKeepsMappingConsistent() {
        let source = makeSource(fixture)
        source.apply([section("x", header: .header(7), items([3, 5])), section("y", items([1]))])
        source.append([TestItem(2)], toSection: 0)
        source.remove(at: ListIndexPath(section: 1, item: 0))
        source.insert(TestItem(1), at: ListIndexPath(section: 1, item: 0))
        // Old flat: H100 1 2 F101 H200 3 4 5 F400; new flat: H7 3 5 1. Only 3 and 5 stay in
        // order (1 moved behind them): H100…H200 → H7, drop 4, F400 → 1.
        assertChanges(["0-5+1,2-1+0,3-1+1", "3-0+1", "4-1+0", "4-0+1"])
        assertFlatMapping(source, matches: [
            section("x", header: .header(7), items([3, 5, 2])),
            section("y", items([1])),
        ])
    }

    // MARK: The returned change equals the announced one

    func testReturnedChangeIsTheAnnouncedChange() {
        let source = makeSource(fixture)
        let returned = [
            source.append([TestItem(6)]),
            source.insert(TestItem(7), at: ListIndexPath(section: 0, item: 1)),
            source.replace(TestItem(3, "x")),
            source.apply(fixture),
            source.removeAll(),
        ]
        assertChanges(["8-0+1", "2-0+1", "updated:6", "2-1+0,8-1+0 updated:5", "0-9+0"])
        XCTAssertEqual(changeLog.changes, returned.compactMap { $0 })
    }
}

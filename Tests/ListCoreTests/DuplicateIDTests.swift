import ListCore
import XCTest

/// Ids must be unique in the whole list; later duplicates are dropped with a warning, never a trap.
final class DuplicateIDTests: RecordingTestCase {
    /// The total count and the ids of all `duplicateIDsDropped` warnings, in order.
    private func dropped(_ warnings: [ListWarning]) -> (count: Int, ids: [String]) {
        warnings.reduce(into: (0, [String]())) { total, warning in
            if case .duplicateIDsDropped(let count, let ids) = warning {
                total.0 += count
                total.1 += ids
            }
        }
    }

    // MARK: init

    func testInitDropsLaterDuplicatesWithOneWarning() {
        let source = makeSource([
            section("a", items([1, 2, 1])),
            section("b", header: .header(2), [TestItem(3), TestItem(3, "second")], footer: .footer(1)),
        ])
        assertWarnings([.duplicateIDsDropped(count: 4, ids: ["1", "2", "3", "1"])])
        assertNoChanges()
        assertFlatMapping(source, matches: [
            section("a", items([1, 2])),
            section("b", items([3])),
        ])
        XCTAssertEqual(source.item(at: ListIndexPath(section: 1, item: 0))?.content, "",
                       "the first occurrence wins")
    }

    func testHeaderWinsOverLaterItemWithSameID() {
        let source = makeSource([section("a", header: .header(5), items([5, 6]), footer: .footer(6))])
        assertWarnings([.duplicateIDsDropped(count: 2, ids: ["5", "6"])])
        assertFlatMapping(source, matches: [section("a", header: .header(5), items([6]))])
    }

    func testWarningListsAtMostFiveIDsButCountsAll() {
        let source = makeSource([section("a", items([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]))])
        assertWarnings([.duplicateIDsDropped(count: 7, ids: ["1", "2", "3", "4", "5"])])
        XCTAssertEqual(source.itemCount, 7)
    }

    func testNoDuplicatesNoWarning() {
        _ = makeSource([section("a", header: .header(0), items(1..<100), footer: .footer(100))])
        assertWarnings([])
    }

    // MARK: apply

    func testApplyDropsDuplicatesWithinTheNewSnapshot() {
        let source = makeSource([section("a", items([1, 2, 3]))])
        source.apply([section("a", items([1, 2, 2, 3, 4, 4])), section("b", header: .header(3))])
        assertWarnings([.duplicateIDsDropped(count: 3, ids: ["2", "4", "3"])])
        assertChanges(["3-0+1"])
        assertFlatMapping(source, matches: [section("a", items([1, 2, 3, 4])), section("b")])
    }

    func testApplyMayReuseIDsOfTheOldSnapshot() {
        let source = makeSource([section("a", items([1, 2, 3]))])
        source.apply([section("a", items([3, 2, 1]))])
        assertWarnings([])
        XCTAssertEqual(changeLog.take().count, 1)
        assertFlatMapping(source, matches: [section("a", items([3, 2, 1]))])
    }

    func testApplyReplacesTheTakenIDs() {
        // After apply, the old ids are gone and the new ones are taken.
        let source = makeSource([section("a", items([1, 2]))])
        source.apply([section("a", items([7, 8]))])
        assertChanges(["0-2+2"])
        source.append(items([1, 7]))
        assertWarnings([.duplicateIDsDropped(count: 1, ids: ["7"])])
        assertChanges(["2-0+1"])
        assertFlatMapping(source, matches: [section("a", items([7, 8, 1]))])
    }

    // MARK: append

    func testAppendDropsExistingAndRepeatedIDs() {
        let source = makeSource([section("a", header: .header(9), items([1, 2, 3]))])
        let change = source.append(items([3, 4, 4, 5, 1, 9]))
        assertWarnings([.duplicateIDsDropped(count: 4, ids: ["3", "4", "1", "9"])])
        assertChanges(["4-0+2"])
        XCTAssertEqual(change?.itemCountAfter, 5)
        assertFlatMapping(source, matches: [section("a", header: .header(9), items([1, 2, 3, 4, 5]))])
    }

    func testAppendOnlyDuplicatesAnnouncesNothing() {
        let source = makeSource([section("a", items([1, 2]))])
        XCTAssertNil(source.append(items([2, 1])))
        assertWarnings([.duplicateIDsDropped(count: 2, ids: ["2", "1"])])
        assertNoChanges()
        XCTAssertEqual(source.sections, [section("a", items([1, 2]))])
    }

    func testAppendSectionDropsDuplicateRows() {
        let source = makeSource([section("a", items([1, 2]))])
        source.append(section("b", header: .header(1), [TestItem(2), TestItem(3), TestItem(3, "again")],
                              footer: .footer(3)))
        // Header 1, item 2, the second 3 and footer 3 are dropped; the warnings together say so.
        let warned = dropped(warningLog.take())
        XCTAssertEqual(warned.count, 4)
        XCTAssertEqual(warned.ids, ["1", "2", "3", "3"])
        assertChanges(["2-0+1"])
        assertFlatMapping(source, matches: [section("a", items([1, 2])), section("b", items([3]))])
    }

    func testAppendSectionWithOnlyDuplicatesAddsAnEmptySection() {
        let source = makeSource([section("a", items([1]))])
        source.append(section("b", header: .header(1), [TestItem(1)]))
        XCTAssertEqual(dropped(warningLog.take()).count, 2)
        assertNoChanges()
        assertFlatMapping(source, matches: [section("a", items([1])), section("b")])
    }

    // MARK: insert and replace

    func testInsertOfPresentIDIsRefused() {
        let source = makeSource([section("a", header: .header(10), items([1, 2]))])
        XCTAssertNil(source.insert(TestItem(2, "other"), at: ListIndexPath(section: 0, item: 0)))
        XCTAssertNil(source.insert(TestItem(10), at: ListIndexPath(section: 0, item: 2)))
        assertWarnings([
            .duplicateIDsDropped(count: 1, ids: ["2"]),
            .duplicateIDsDropped(count: 1, ids: ["10"]),
        ])
        assertNoChanges()
        assertFlatMapping(source, matches: [section("a", header: .header(10), items([1, 2]))])
    }

    func testReplaceKeepsIDsUnique() {
        let source = makeSource([section("a", items([1, 2]))])
        source.replace(TestItem(2, "new"))
        assertChanges(["updated:1"])
        source.append(items([2]))
        assertWarnings([.duplicateIDsDropped(count: 1, ids: ["2"])])
        assertFlatMapping(source, matches: [section("a", [TestItem(1), TestItem(2, "new")])])
    }

    func testStringIDsAreReportedAsTheirText() {
        struct Named: ListItem {
            let id: String
            var kind: RowKind { "row" }
        }
        var warnings: [ListWarning] = []
        let source = ListDataSource<Named>(
            sections: [ListSection(id: "s", items: [Named(id: "x"), Named(id: "y"), Named(id: "x")])]
        ) { warnings.append($0) }
        XCTAssertEqual(warnings, [.duplicateIDsDropped(count: 1, ids: ["x"])])
        XCTAssertEqual(source.itemCount, 2)
    }
}

/// A big first snapshot shows before its ids are indexed; repeats are found when the index is
/// first needed.
final class DeferredIndexTests: RecordingTestCase {
    func testABigFirstSnapshotIsIndexedWhenFirstNeededAndItsRepeatsDroppedThen() {
        var rows = items(0..<150_000)
        rows.append(TestItem(7, "again"))
        let source = makeSource([section("all", rows)])
        XCTAssertEqual(source.rowCount, 150_001, "shown as given, not yet indexed")
        assertWarnings([])

        XCTAssertTrue(source.contains(id: 149_999))
        assertChanges(["150000-1+0"])
        assertWarnings([.duplicateIDsDropped(count: 1, ids: ["7"])])
        XCTAssertEqual(source.rowCount, 150_000)

        source.append([TestItem(7)])  // the index now refuses repeats at once
        assertWarnings([.duplicateIDsDropped(count: 1, ids: ["7"])])
        assertNoChanges()
    }

    func testADirectMutationIndexesFirst() {
        let source = makeSource([section("all", items(0..<120_000))])
        source.append(items(120_000..<120_010))
        assertChanges(["120000-0+10"])
        XCTAssertEqual(source.indexPath(ofItemWithID: 120_005), ListIndexPath(section: 0, item: 120_005))
    }
}

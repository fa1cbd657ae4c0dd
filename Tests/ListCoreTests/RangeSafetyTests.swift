import ListCore
import XCTest

/// Out-of-range indices answer `nil` and change nothing; nothing traps.
final class RangeSafetyTests: RecordingTestCase {
    /// Flat rows: H10 1 2 | (empty) | 3 F11 — 5 rows, sections 0, 1, 2.
    private let fixture: [ListSection<TestItem>] = [
        section("a", header: .header(10), items([1, 2])),
        section("b"),
        section("c", items([3]), footer: .footer(11)),
    ]

    private let badPaths: [ListIndexPath] = [
        ListIndexPath(section: -1, item: 0),
        ListIndexPath(section: 3, item: 0),
        ListIndexPath(section: Int.max, item: 0),
        ListIndexPath(section: Int.min, item: 0),
        ListIndexPath(section: 0, item: -1),
        ListIndexPath(section: 0, item: 2),
        ListIndexPath(section: 0, item: Int.max),
        ListIndexPath(section: 1, item: 0),
        ListIndexPath(section: 2, item: 1),
        ListIndexPath(section: 2, item: Int.min),
    ]

    func testRowOutOfRange() {
        let source = makeSource(fixture)
        XCTAssertEqual(source.rowCount, 5)
        XCTAssertNil(source.row(at: -1))
        XCTAssertNil(source.row(at: 5))
        XCTAssertNil(source.row(at: 6))
        XCTAssertNil(source.row(at: Int.max))
        XCTAssertNil(source.row(at: Int.min))
        XCTAssertEqual(source.row(at: 0)?.item.id, 10)
        XCTAssertEqual(source.row(at: 4)?.item.id, 11)
    }

    func testRowOfEmptySources() {
        XCTAssertNil(makeSource().row(at: 0))
        XCTAssertNil(makeSource().row(at: -1))
        let onlyEmptySections = makeSource([section("a"), section("b")])
        XCTAssertEqual(onlyEmptySections.rowCount, 0)
        XCTAssertNil(onlyEmptySections.row(at: 0))
    }

    func testItemAtBadPath() {
        let source = makeSource(fixture)
        for path in badPaths {
            XCTAssertNil(source.item(at: path), "item(at: \(path))")
        }
        XCTAssertEqual(source.item(at: ListIndexPath(section: 2, item: 0)), TestItem(3))
    }

    func testFlatIndexOfBadPath() {
        let source = makeSource(fixture)
        for path in badPaths {
            XCTAssertNil(source.flatIndex(of: path), "flatIndex(of: \(path))")
        }
        XCTAssertEqual(source.flatIndex(of: ListIndexPath(section: 2, item: 0)), 3)
    }

    func testSectionAtBadIndex() {
        let source = makeSource(fixture)
        XCTAssertNil(source.section(at: -1))
        XCTAssertNil(source.section(at: 3))
        XCTAssertNil(source.section(at: Int.max))
        XCTAssertEqual(source.section(at: 1)?.id, "b")
        XCTAssertNil(makeSource().section(at: 0))
    }

    func testRemoveAtBadPathReturnsNilAndEmitsNothing() {
        let source = makeSource(fixture)
        for path in badPaths {
            XCTAssertNil(source.remove(at: path), "remove(at: \(path))")
        }
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
        XCTAssertEqual(source.rowCount, 5)
        XCTAssertEqual(source.itemCount, 3)
    }

    func testInsertAtBadPathReturnsNilAndEmitsNothing() {
        let source = makeSource(fixture)
        let bad = [
            ListIndexPath(section: -1, item: 0),
            ListIndexPath(section: 3, item: 0),
            ListIndexPath(section: 0, item: -1),
            ListIndexPath(section: 0, item: 3),  // one past the append position
            ListIndexPath(section: 1, item: 1),
            ListIndexPath(section: Int.max, item: Int.max),
        ]
        for path in bad {
            XCTAssertNil(source.insert(TestItem(50), at: path), "insert(at: \(path))")
        }
        assertNoChanges()
        XCTAssertEqual(source.sections, fixture)
        XCTAssertFalse(source.contains(id: 50), "a refused insert must not reserve its id")
        // The id was not taken by the refused inserts: a valid insert is accepted, no warning.
        XCTAssertNotNil(source.insert(TestItem(50), at: ListIndexPath(section: 0, item: 2)))
        assertChanges(["3-0+1"])
    }

    func testAppendToBadSectionReturnsNilAndEmitsNothing() {
        let source = makeSource(fixture)
        XCTAssertNil(source.append([TestItem(50)], toSection: 3))
        XCTAssertNil(source.append([TestItem(50)], toSection: -1))
        assertNoChanges()
        XCTAssertFalse(source.contains(id: 50))
        XCTAssertNotNil(source.append([TestItem(50)], toSection: 1))
        assertChanges(["3-0+1"])
    }

    func testAppendToExplicitSectionOfEmptySourceIsRefused() {
        let source = makeSource()
        XCTAssertNil(source.append([TestItem(1)], toSection: 0))
        assertNoChanges()
        XCTAssertEqual(source.sections, [])
    }

    func testIndexPathOfUnknownIDIsNil() {
        let source = makeSource(fixture)
        XCTAssertNil(source.indexPath(ofItemWithID: -7))
        XCTAssertNil(source.indexPath(ofItemWithID: 11), "footers have no index path")
        XCTAssertNil(makeSource().indexPath(ofItemWithID: 1))
    }
}

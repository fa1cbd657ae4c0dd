import ListCore
import XCTest

/// The small value types: kinds, index paths, sections, splices and warnings.
final class ValueTypeTests: XCTestCase {
    func testRowKindFromLiteralAndInitializerAreEqual() {
        let literal: RowKind = "article"
        XCTAssertEqual(literal, RowKind("article"))
        XCTAssertEqual(literal.name, "article")
        XCTAssertEqual(literal.description, "article")
        XCTAssertNotEqual(literal, RowKind("header"))
    }

    func testItemHeightHintDefaultsToNil() {
        XCTAssertNil(TestItem(1).heightHint)
    }

    func testIndexPathOrdersBySectionThenItem() {
        let a = ListIndexPath(section: 0, item: 5)
        let b = ListIndexPath(section: 1, item: 0)
        let c = ListIndexPath(section: 1, item: 2)
        XCTAssertLessThan(a, b)
        XCTAssertLessThan(b, c)
        XCTAssertFalse(c < a)
        XCTAssertEqual([c, a, b].sorted(), [a, b, c])
        XCTAssertEqual(c.description, "[1, 2]")
    }

    func testSectionRowCountCountsHeaderAndFooter() {
        XCTAssertEqual(section("a").rowCount, 0)
        XCTAssertEqual(section("a", items([1, 2])).rowCount, 2)
        XCTAssertEqual(section("a", header: .header(10), items([1, 2])).rowCount, 3)
        XCTAssertEqual(section("a", items([1, 2]), footer: .footer(11)).rowCount, 3)
        XCTAssertEqual(section("a", header: .header(10), [], footer: .footer(11)).rowCount, 2)
    }

    func testSpliceDescriptionIsGTKNotation() {
        XCTAssertEqual(ListSplice(position: 2, removed: 2, added: 3).description, "2-2+3")
        XCTAssertEqual(ListSplice(position: 0, removed: 0, added: 0).description, "0-0+0")
    }

    func testSplicesApplyInSequenceTakingInsertedRowsFromNew() {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["x", "a", "c", "y", "z", "e"]
        let splices = [
            ListSplice(position: 0, removed: 0, added: 1),  // x a b c d e
            ListSplice(position: 2, removed: 1, added: 0),  // x a c d e
            ListSplice(position: 3, removed: 1, added: 2),  // x a c y z e
        ]
        XCTAssertEqual(splices.applied(to: old, insertingFrom: new), new)
        XCTAssertEqual([ListSplice]().applied(to: old, insertingFrom: new), old)
    }

    func testWarningDescriptionListsIDsAndMarksMore() {
        XCTAssertEqual(
            ListWarning.duplicateIDsDropped(count: 2, ids: ["1", "2"]).description,
            "dropped 2 item(s) whose id is already in the list: 1, 2")
        XCTAssertEqual(
            ListWarning.duplicateIDsDropped(count: 7, ids: ["1", "2", "3", "4", "5"]).description,
            "dropped 7 item(s) whose id is already in the list: 1, 2, 3, 4, 5, …")
    }
}

@testable import GtkList
import ListCore
import XCTest

/// The list's selection controller without a window: what GTK's requests and the keys select,
/// in each mode, across changes, with headers never selected.
final class ListSelectionLogicTests: XCTestCase {
    /// Rows: 0 header, 1–3 notes 0–2, 4 header, 5–7 notes 100–102.
    @MainActor
    private static func selection(_ mode: ListSelectionMode) -> (ListSelection<Note>, ListDataSource<Note>, Counter) {
        let sections = (0..<2).map { section in
            ListSection(id: "s\(section)", header: Note(id: "h\(section)", text: "Header \(section)", kind: "header"),
                        items: ListHarness.notes(section * 100..<section * 100 + 3))
        }
        let dataSource = ListDataSource(sections: sections)
        let asked = Counter()
        let selection = ListSelection(dataSource: dataSource, presentedRow: dataSource.row(at:)) { asked.count += 1 }
        selection.mode = mode
        return (selection, dataSource, asked)
    }

    @MainActor
    final class Counter { var count = 0 }

    private static func texts(_ items: [IndexedItem<Note>]) -> [String] { items.map(\.item.text) }

    func testASingleSelectionTakesOneItemAndRefusesHeadersAndRanges() {
        MainActor.assumeIsolated {
            let (selection, _, asked) = Self.selection(.single)
            selection.handleSelectionRequest(select: [0], unselect: [])
            XCTAssertTrue(selection.selectedItems.isEmpty, "a header is never selected")
            selection.handleSelectionRequest(select: [2], unselect: [])
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 1"])
            XCTAssertTrue(selection.isRowSelected(2))
            XCTAssertFalse(selection.isRowSelected(0))
            selection.handleSelectionRequest(select: [1, 2, 3], unselect: [])
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 1"], "a range is refused")
            XCTAssertEqual(asked.count, 1, "GTK is asked again once per change of the selection")
        }
    }

    func testShiftExtendsAcrossAHeaderAndCtrlSpaceToggles() {
        MainActor.assumeIsolated {
            let (selection, _, _) = Self.selection(.multiple)
            selection.selectOnly(row: 2)
            selection.extendSelection(to: 6)
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 1", "Note 2", "Note 100", "Note 101"])
            selection.toggleSelection(ofRow: 3)
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 1", "Note 100", "Note 101"])
            XCTAssertEqual(selection.selectedRow, 2)
        }
    }

    func testTheSelectionFollowsItsItemsAndForgetsRemovedOnes() {
        MainActor.assumeIsolated {
            let (selection, dataSource, _) = Self.selection(.multiple)
            var heard: [[String]] = []
            selection.itemsObservers.connect { heard.append(Self.texts($0)) }
            selection.setSelection(["n1", "n101"])
            dataSource.move(from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 0, item: 0))
            selection.forgetRemovedItems()
            XCTAssertEqual(selection.firstSelectedItem?.indexPath, ListIndexPath(section: 0, item: 0))
            dataSource.remove(at: ListIndexPath(section: 1, item: 1))
            selection.forgetRemovedItems()
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 1"])
            XCTAssertEqual(heard.last, ["Note 1"])
        }
    }

    func testNarrowingTheModeKeepsTheFirstItemInListOrder() {
        MainActor.assumeIsolated {
            let (selection, _, _) = Self.selection(.multiple)
            selection.setSelection(["n102", "n0", "n100"])
            selection.mode = .single
            XCTAssertEqual(Self.texts(selection.selectedItems), ["Note 0"])
            selection.mode = .none
            XCTAssertTrue(selection.selectedItems.isEmpty)
            selection.handleSelectionRequest(select: [1], unselect: [])
            XCTAssertTrue(selection.selectedItems.isEmpty, "a list that selects nothing ignores requests")
        }
    }
}

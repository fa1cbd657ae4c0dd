import ListCore
import XCTest

/// Hand-worked edge cases of the id-keyed diff. Every expected splice list was worked out on
/// paper from the old and new lists; each test also checks that the splices turn old into new.
final class ListDiffTests: XCTestCase {
    /// Diffs `old` against `new` and checks that the splices transform one into the other.
    private func diff(
        _ old: [TestItem], _ new: [TestItem], file: StaticString = #filePath, line: UInt = #line
    ) -> ListDiff {
        let diff = ListDiff(old: old, new: new)
        XCTAssertEqual(diff.splices.applied(to: old, insertingFrom: new, updatingInPlace: diff.updatesInPlace), new,
                       "splices and updates in place must turn old into new", file: file, line: line)
        for splice in diff.splices {
            XCTAssertTrue(splice.removed > 0 || splice.added > 0, "empty splice \(splice)",
                          file: file, line: line)
        }
        return diff
    }

    // MARK: Empty lists

    func testEmptyToEmptyIsEmpty() {
        let d = diff([], [])
        XCTAssertTrue(d.isEmpty)
        XCTAssertEqual(d.splices, [])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.inserts, [])
        XCTAssertEqual(d.moves, [])
        XCTAssertEqual(d.updates, [])
    }

    func testEmptyToSomeIsOneInsertSplice() {
        let d = diff([], items([1, 2, 3]))
        XCTAssertEqual(notation(d.splices), ["0-0+3"])
        XCTAssertEqual(d.inserts, [0, 1, 2])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.moves, [])
        XCTAssertEqual(d.updates, [])
        XCTAssertFalse(d.isEmpty)
    }

    func testSomeToEmptyIsOneDeleteSplice() {
        let d = diff(items([1, 2, 3]), [])
        XCTAssertEqual(notation(d.splices), ["0-3+0"])
        XCTAssertEqual(d.deletes, [0, 1, 2])
        XCTAssertEqual(d.inserts, [])
        XCTAssertEqual(d.moves, [])
    }

    func testIdenticalListsGiveEmptyDiff() {
        let list = items([4, 8, 15, 16, 23, 42], content: "same")
        let d = diff(list, list)
        XCTAssertTrue(d.isEmpty)
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.inserts, [])
        XCTAssertEqual(d.moves, [])
        XCTAssertEqual(d.updates, [])
    }

    func testDisjointListsReplaceEverythingInOneSplice() {
        let d = diff(items([1, 2, 3]), items([4, 5]))
        XCTAssertEqual(notation(d.splices), ["0-3+2"])
        XCTAssertEqual(d.deletes, [0, 1, 2])
        XCTAssertEqual(d.inserts, [0, 1])
    }

    // MARK: Inserts and deletes

    func testInsertAtStart() {
        let d = diff(items([1, 2, 3]), items([9, 1, 2, 3]))
        XCTAssertEqual(notation(d.splices), ["0-0+1"])
        XCTAssertEqual(d.inserts, [0])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.moves, [])
    }

    func testInsertBlockInMiddle() {
        let d = diff(items([1, 2, 3]), items([1, 9, 8, 2, 3]))
        XCTAssertEqual(notation(d.splices), ["1-0+2"])
        XCTAssertEqual(d.inserts, [1, 2])
        XCTAssertEqual(d.moves, [])
    }

    func testInsertAtEnd() {
        let d = diff(items([1, 2, 3]), items([1, 2, 3, 9]))
        XCTAssertEqual(notation(d.splices), ["3-0+1"])
        XCTAssertEqual(d.inserts, [3])
    }

    func testInsertsAtSeveralPlacesGiveOneSpliceEach() {
        let d = diff(items([1, 2, 3]), items([7, 1, 2, 8, 3, 9]))
        // At 0 add 7; then 8 lands at new index 3; then 9 at new index 5.
        XCTAssertEqual(notation(d.splices), ["0-0+1", "3-0+1", "5-0+1"])
        XCTAssertEqual(d.inserts, [0, 3, 5])
    }

    func testDeleteAtStartAndEnd() {
        XCTAssertEqual(notation(diff(items([1, 2, 3]), items([2, 3])).splices), ["0-1+0"])
        XCTAssertEqual(notation(diff(items([1, 2, 3]), items([1, 2])).splices), ["2-1+0"])
    }

    func testDeleteOneBlock() {
        let d = diff(items([1, 2, 3, 4, 5, 6]), items([1, 5, 6]))
        XCTAssertEqual(notation(d.splices), ["1-3+0"])
        XCTAssertEqual(d.deletes, [1, 2, 3])
        XCTAssertEqual(d.inserts, [])
    }

    func testDeleteTwoBlocks() {
        let d = diff(items(1..<9), items([1, 4, 5, 8]))
        // Remove 2,3 at 1 → 1 4 5 6 7 8; then remove 6,7 at 3 → 1 4 5 8.
        XCTAssertEqual(notation(d.splices), ["1-2+0", "3-2+0"])
        XCTAssertEqual(d.deletes, [1, 2, 5, 6])
    }

    func testDeleteAndInsertInSameGapShareOneSplice() {
        let d = diff(items([1, 2, 3, 4]), items([1, 8, 9, 4]))
        XCTAssertEqual(notation(d.splices), ["1-2+2"])
        XCTAssertEqual(d.deletes, [1, 2])
        XCTAssertEqual(d.inserts, [1, 2])
    }

    // MARK: Moves

    func testSingleMoveForward() {
        // Id 1 moves from the front to before 5; 2,3,4,5 keep their order.
        let d = diff(items([1, 2, 3, 4, 5]), items([2, 3, 4, 1, 5]))
        XCTAssertEqual(pairs(d.moves), [[0, 3]])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.inserts, [])
        XCTAssertEqual(d.updates, [])
        XCTAssertEqual(notation(d.splices), ["0-1+0", "3-0+1"])
    }

    func testSingleMoveBackward() {
        let d = diff(items([1, 2, 3, 4, 5]), items([1, 5, 2, 3, 4]))
        XCTAssertEqual(pairs(d.moves), [[4, 1]])
        XCTAssertEqual(notation(d.splices), ["1-0+1", "5-1+0"])
    }

    func testAdjacentSwapIsOneMove() {
        let old = items([1, 2, 3])
        let new = items([2, 1, 3])
        let d = diff(old, new)
        XCTAssertEqual(d.moves.count, 1)
        let move = d.moves[0]
        // Either row may be the one reported as moved, but the pair must describe the same row.
        XCTAssertTrue([[1, 0], [0, 1]].contains([move.old, move.new]), "\(pairs(d.moves))")
        XCTAssertEqual(d.splices.count, 2)
        XCTAssertEqual(d.splices.reduce(0) { $0 + $1.removed }, 1)
        XCTAssertEqual(d.splices.reduce(0) { $0 + $1.added }, 1)
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.inserts, [])
    }

    func testSwapOfEndsIsTwoMoves() {
        // 1 and 5 trade places: 2,3,4 stay, so both ends moved.
        let d = diff(items([1, 2, 3, 4, 5]), items([5, 2, 3, 4, 1]))
        XCTAssertEqual(pairs(d.moves), [[4, 0], [0, 4]])
        XCTAssertEqual(notation(d.splices), ["0-1+1", "4-1+1"])
    }

    func testReversedListMovesAllButOne() {
        for n in [2, 3, 10, 57] {
            let old = items(0..<n)
            let new = Array(old.reversed())
            let d = diff(old, new)
            XCTAssertEqual(d.moves.count, n - 1, "n = \(n)")
            XCTAssertEqual(d.deletes, [])
            XCTAssertEqual(d.inserts, [])
            XCTAssertEqual(d.updates, [])
            // One row stays, so exactly n - 1 rows go and come back.
            XCTAssertEqual(d.splices.reduce(0) { $0 + $1.removed }, n - 1, "n = \(n)")
            XCTAssertEqual(d.splices.reduce(0) { $0 + $1.added }, n - 1, "n = \(n)")
        }
    }

    func testRotationMovesOneRow() {
        let d = diff(items(0..<8), items([7, 0, 1, 2, 3, 4, 5, 6]))
        XCTAssertEqual(pairs(d.moves), [[7, 0]])
        XCTAssertEqual(notation(d.splices), ["0-0+1", "8-1+0"])
    }

    func testMoveBlockIsMinimal() {
        // Moving the block 6,7 to the front: 6 and 7 moved, 1...5 stay.
        let d = diff(items(1..<8), items([6, 7, 1, 2, 3, 4, 5]))
        XCTAssertEqual(pairs(d.moves), [[5, 0], [6, 1]])
        XCTAssertEqual(notation(d.splices), ["0-0+2", "7-2+0"])
    }

    // MARK: Updates

    func testAnUpdateThatKeepsItsPlaceIsNoSplice() {
        let old = items([1, 2, 3], content: "a")
        var new = old
        new[1].content = "b"
        let d = diff(old, new)
        XCTAssertEqual(notation(d.splices), [])
        XCTAssertEqual(d.updatesInPlace, [1])
        XCTAssertFalse(d.isEmpty)
        XCTAssertEqual(pairs(d.updates), [[1, 1]])
        XCTAssertEqual(d.moves, [])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.inserts, [])
    }

    func testKindChangeIsAnUpdate() {
        let old = items([1, 2, 3])
        var new = old
        new[2].kind = "other"
        let d = diff(old, new)
        XCTAssertEqual(notation(d.splices), [])
        XCTAssertEqual(d.updatesInPlace, [2])
        XCTAssertEqual(pairs(d.updates), [[2, 2]])
    }

    func testAdjacentUpdatesStayInPlace() {
        let old = items([1, 2, 3, 4], content: "a")
        var new = old
        new[1].content = "b"
        new[2].content = "b"
        let d = diff(old, new)
        XCTAssertEqual(notation(d.splices), [])
        XCTAssertEqual(d.updatesInPlace, [1, 2])
        XCTAssertEqual(pairs(d.updates), [[1, 1], [2, 2]])
    }

    func testSeparateUpdatesStayInPlace() {
        let old = items(0..<6, content: "a")
        var new = old
        new[0].content = "b"
        new[5].content = "b"
        let d = diff(old, new)
        XCTAssertEqual(notation(d.splices), [])
        XCTAssertEqual(d.updatesInPlace, [0, 5])
        XCTAssertEqual(pairs(d.updates), [[0, 0], [5, 5]])
    }

    func testUpdateAndMove() {
        // 1 moves behind 3 and changes content; 2, 3, 4 stay.
        let old = items([1, 2, 3, 4], content: "a")
        let new = [TestItem(2, "a"), TestItem(3, "a"), TestItem(1, "changed"), TestItem(4, "a")]
        let d = diff(old, new)
        XCTAssertEqual(pairs(d.moves), [[0, 2]])
        XCTAssertEqual(pairs(d.updates), [[0, 2]])
        XCTAssertEqual(notation(d.splices), ["0-1+0", "2-0+1"])
    }

    func testAnUpdateNextToAnInsertAndADeleteStaysInPlace() {
        let old = items([1, 2, 3, 4], content: "a")
        let new = [TestItem(1, "a"), TestItem(9, "a"), TestItem(3, "b"), TestItem(4, "a")]
        let d = diff(old, new)
        XCTAssertEqual(notation(d.splices), ["1-1+1"])
        XCTAssertEqual(d.updatesInPlace, [2])
        XCTAssertEqual(d.deletes, [1])
        XCTAssertEqual(d.inserts, [1])
        XCTAssertEqual(pairs(d.updates), [[2, 2]])
    }

    // MARK: Duplicate ids

    func testDuplicatesOnBothSidesMatchFirstOccurrences() {
        let old = [TestItem(1, "a"), TestItem(1, "b"), TestItem(2, "c")]
        let new = [TestItem(2, "c"), TestItem(1, "a"), TestItem(1, "z")]
        let d = diff(old, new)
        // The first 1 (old 0) matches the first 1 (new 1); the second ones are a delete and an insert.
        XCTAssertEqual(d.deletes, [1])
        XCTAssertEqual(d.inserts, [2])
        XCTAssertEqual(d.updates, [])
        XCTAssertEqual(d.moves.count, 1)
    }

    func testDuplicatesOnlyInNew() {
        let d = diff(items([1, 2]), items([1, 1, 2, 2]))
        XCTAssertEqual(d.inserts, [1, 3])
        XCTAssertEqual(d.deletes, [])
        XCTAssertEqual(d.moves, [])
        XCTAssertEqual(notation(d.splices), ["1-0+1", "3-0+1"])
    }

    func testDuplicatesOnlyInOld() {
        let d = diff(items([1, 1, 1]), items([1]))
        XCTAssertEqual(d.deletes, [1, 2])
        XCTAssertEqual(d.inserts, [])
        XCTAssertEqual(notation(d.splices), ["1-2+0"])
    }

    func testEqualListsWithDuplicatesStillTransform() {
        let list = items([5, 5, 5, 6])
        let d = diff(list, list)
        // Per the documented rule the repeated 5s are deleted and inserted again.
        XCTAssertEqual(d.deletes, [1, 2])
        XCTAssertEqual(d.inserts, [1, 2])
        XCTAssertEqual(d.moves, [])
    }

    func testAllSameIDOnBothSides() {
        let old = (0..<6).map { TestItem(7, "old\($0)") }
        let new = (0..<4).map { TestItem(7, "new\($0)") }
        let d = diff(old, new)
        XCTAssertEqual(d.deletes, [1, 2, 3, 4, 5])
        XCTAssertEqual(d.inserts, [1, 2, 3])
        XCTAssertEqual(pairs(d.updates), [[0, 0]])
        XCTAssertEqual(d.updatesInPlace, [0])
        XCTAssertEqual(notation(d.splices), ["1-5+3"])
    }

    // MARK: The id-based initializer

    func testIDInitializerAsksContentOnlyForMatchedPairs() {
        var asked: [[Int]] = []
        let d = ListDiff(oldIDs: ["a", "b", "c"], newIDs: ["c", "a", "d"]) { oldIndex, newIndex in
            asked.append([oldIndex, newIndex])
            return oldIndex != 0  // "a" changed content
        }
        XCTAssertEqual(asked.sorted { $0.lexicographicallyPrecedes($1) }, [[0, 1], [2, 0]])
        XCTAssertEqual(pairs(d.updates), [[0, 1]])
        XCTAssertEqual(d.deletes, [1])
        XCTAssertEqual(d.inserts, [2])
        XCTAssertEqual(d.moves.count, 1)
        XCTAssertEqual(d.splices.applied(to: ["a", "b", "c"], insertingFrom: ["c", "a", "d"]), ["c", "a", "d"])
    }

    func testDiffsAreEquatable() {
        XCTAssertEqual(ListDiff(old: items([1, 2]), new: items([2, 1])),
                       ListDiff(old: items([1, 2]), new: items([2, 1])))
        XCTAssertNotEqual(ListDiff(old: items([1, 2]), new: items([2, 1])),
                          ListDiff(old: items([1, 2]), new: items([1, 2])))
    }
}

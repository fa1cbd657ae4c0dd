import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `animatesChanges` on a grid, through the list's animator: a removed cell fades out where it
/// was, over the cell that moves into its place, while the grid already holds the change; an
/// inserted cell fades in.
final class GridChangeAnimationTests: XCTestCase {
    /// A grid of twelve pictures that animates its changes, with animations on for the test.
    @MainActor
    private static func harness() throws -> GridHarness {
        let harness = try GridHarness(ListDataSource(sections: GridHarness.sections([12])))
        harness.grid.animatesChanges = true
        Settings.animationsEnabled = true
        return harness
    }

    @MainActor
    private static func close(_ harness: GridHarness) {
        Settings.animationsEnabled = false
        harness.close()
    }

    func testARemovedCellFadesOutOverTheCellThatTakesItsPlace() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            _ = harness.source.remove(at: ListIndexPath(section: 0, item: 2))
            XCTAssertEqual(harness.grid.animatingGhostCount, 1, "Picture 0.2 goes as a ghost")
            XCTAssertEqual(harness.source.itemCount, 11, "the data holds the change at once")
            var sawFading = false
            XCTAssertTrue(MainLoop.run(until: {
                for ghost in harness.grid.animatingGhostOpacities {
                    XCTAssertEqual(ghost.picture, 1, "the picture stays whole while the whole ghost fades")
                    if ghost.clip < 0.9 { sawFading = true }
                }
                return harness.grid.animatingGhostCount == 0
            }, timeout: 2), "and the ghost goes")
            XCTAssertTrue(sawFading, "the ghost fades out")
            harness.drawn()
            XCTAssertEqual(Array(harness.shownTexts.prefix(3)), ["Picture 0.0", "Picture 0.1", "Picture 0.3"])
        }
    }

    func testAnInsertedCellFadesIn() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            _ = harness.source.insert(Note(id: "new", text: "New picture"), at: ListIndexPath(section: 0, item: 1))
            let path = ListIndexPath(section: 0, item: 1)
            XCTAssertTrue(MainLoop.run(until: { (harness.grid.cellWidget(at: path)?.opacity ?? 1) < 1 }, timeout: 1),
                          "it starts faded")
            XCTAssertTrue(MainLoop.run(until: { harness.grid.cellWidget(at: path)?.opacity == 1 }, timeout: 2), "and ends whole")
            XCTAssertEqual(harness.grid.cellWidget(at: path)?.shownTexts.first, "New picture")
        }
    }

    func testWithoutAnimationsAGridChangesAtOnce() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            harness.grid.animatesChanges = false
            _ = harness.source.remove(at: ListIndexPath(section: 0, item: 2))
            XCTAssertEqual(harness.grid.animatingGhostCount, 0)
        }
    }
}

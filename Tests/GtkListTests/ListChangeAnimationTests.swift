import GtkList
import GtkListTesting
import ListCore
import XCTest

/// `animatesChanges`: a removed row leaves as a ghost that collapses and fades while the list
/// already holds the change; an inserted row fades in; moves, big changes and reduced motion are
/// not animated.
final class ListChangeAnimationTests: XCTestCase {
    /// A list of 30 notes that animates its changes, with animations on for the test.
    @MainActor
    private static func harness() throws -> ListHarness {
        let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "all", items: ListHarness.notes(0..<30))]))
        harness.list.animatesChanges = true
        Settings.animationsEnabled = true
        return harness
    }

    @MainActor
    private static func close(_ harness: ListHarness) {
        Settings.animationsEnabled = false
        harness.close()
    }

    func testARemovedRowLeavesAsAGhostWhileTheListAlreadyHoldsTheChange() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            _ = harness.source.remove(at: ListIndexPath(section: 0, item: 2))
            XCTAssertEqual(harness.list.animatingGhostCount, 1, "Note 2 goes as a ghost")
            harness.assertPresentedChanges(["2-1+0"])
            XCTAssertEqual(harness.source.itemCount, 29, "the data holds the change at once")
            XCTAssertTrue(MainLoop.run(until: { harness.list.animatingGhostCount == 0 }, timeout: 2), "and the ghost goes")
        }
    }

    /// The row below moves up under the leaving row at once; the leaving row's clip stays opaque
    /// while its picture fades, so the two rows' texts never show through each other.
    func testALeavingRowNeverShowsTheRowBelowThroughItsText() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            _ = harness.source.remove(at: ListIndexPath(section: 0, item: 2))
            harness.assertPresentedChanges(["2-1+0"])
            var sawFading = false
            XCTAssertTrue(MainLoop.run(until: {
                for ghost in harness.list.animatingGhostOpacities {
                    XCTAssertEqual(ghost.clip, 1, "the clip over the row below is opaque")
                    if ghost.picture < 0.9 { sawFading = true }
                }
                return harness.list.animatingGhostCount == 0
            }, timeout: 2))
            XCTAssertTrue(sawFading, "the leaving row's picture fades")
        }
    }

    func testAnInsertedRowFadesIn() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            _ = harness.source.insert(Note(id: "new", text: "New note"), at: ListIndexPath(section: 0, item: 1))
            harness.assertPresentedChanges(["1-0+1"])
            XCTAssertTrue(MainLoop.run(until: { (harness.row(showing: "New note")?.widget.opacity ?? 1) < 1 }, timeout: 1),
                          "it starts faded")
            XCTAssertTrue(MainLoop.run(until: { harness.row(showing: "New note")?.widget.opacity == 1 }, timeout: 2),
                          "and ends whole")
        }
    }

    func testMovesBigChangesAndReducedMotionAreNotAnimated() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.harness()
            defer { Self.close(harness) }
            // A reorder through apply: the moved row is removed and inserted, and shown once.
            var notes = ListHarness.notes(0..<30)
            notes.swapAt(1, 3)
            harness.source.apply([ListSection(id: "all", items: notes)])
            harness.discardPresentedChanges()
            XCTAssertEqual(harness.list.animatingGhostCount, 0, "a moved row leaves no ghost")
            // More rows than show.
            harness.source.apply([ListSection(id: "all", items: Array(notes.prefix(2)))])
            harness.discardPresentedChanges()
            XCTAssertEqual(harness.list.animatingGhostCount, 0, "a big change is not animated")
            // Reduced motion.
            Settings.animationsEnabled = false
            _ = harness.source.remove(at: ListIndexPath(section: 0, item: 0))
            harness.discardPresentedChanges()
            XCTAssertEqual(harness.list.animatingGhostCount, 0)
        }
    }
}

import GtkList
import GtkListTesting
@testable import ListCore
import XCTest

/// What the model-contract fuzz found in a sorted table, shrunk and made exact. Told in several
/// signals, a change left GTK's sorted rows out of order: between two signals GTK placed new
/// rows among rows that a later signal removes, which stand for no row then (the sorter answered
/// "neither first" for them). A sorted table now hears each change as one signal, and its sorter
/// puts rows that stand for nothing last.
final class TableSortRegressionTests: XCTestCase {
    func testASortedTableStaysSortedWhenABackgroundApplyLandsAfterARemoval() throws {
        try MainActor.assumeIsolated {
            let screen = try FuzzScreen(FuzzScreen.Setup(table: true, multipleSelection: true))
            defer { screen.close() }
            let table = try XCTUnwrap(screen.view as? TableView<Note>)
            let source = table.dataSource
            table.sort(by: table.columns[0])
            func note(_ id: String, _ text: String) -> Note { Note(id: id, text: text) }
            let footer = Note(id: "footer", text: "Footer", kind: "header")
            source.apply([ListSection(id: "s", items: [note("a", "Row a6-4")], footer: footer)])
            source.append([note("c0", "Added 7-0"), note("c1", "Added 7-1"), note("c2", "Added 7-2")])
            let target = [ListSection(id: "s", items: [
                note("a", "Row a6-4"), note("c0", "Added 7-0"), note("b1", "Row b8-1"), note("c1", "Added 7-1"),
                note("c2", "Added 7-2"), note("b2", "Row b8-2"),
            ], footer: footer)]
            // A background apply that took its snapshot before a removal and lands after it,
            // step by step (as `applyInBackground` does across its await): it is rebased over it.
            let run = source.startBackgroundApply()
            let prepared = PreparedApply(from: source.sections, to: target)
            source.remove(at: ListIndexPath(section: 0, item: 2))
            XCTAssertNotNil(source.finishBackgroundApply(run, prepared))
            XCTAssertEqual(source.sections[0].items.map(\.text), ["Row a6-4", "Added 7-0", "Row b8-1", "Added 7-2", "Row b8-2"])
            XCTAssertEqual((0..<table.presentedRowCount).compactMap { table.item(atRow: $0)?.item.text },
                           ["Added 7-0", "Added 7-2", "Row a6-4", "Row b8-1", "Row b8-2"])
            XCTAssertEqual(screen.problems(drawn: true), [])
        }
    }

    /// An apply that inserts, removes and updates rows far apart in a table sorted descending.
    func testASortedTableStaysSortedThroughAnApplyOfScatteredSplices() throws {
        try runInASortableTable([
            .apply(seed: 13_860_983_793_931_520_272),
            .remove(section: 814, at: 29),
            .removeRange(section: 792, from: 509, count: 4),
            .move(fromSection: 380, from: 356, toSection: 828, to: 781),
            .append(count: 4),
            .sort(column: 0, ascending: false),
            .remove(section: 894, at: 74),
            .insert(section: 534, at: 664),
            .insert(section: 251, at: 460),
            .apply(seed: 6_449_470_243_106_092_004),
        ])
    }

    /// A background apply in a table sorted by its second column that moves the edge between
    /// two sections past a row it leaves alone: that row is in the other section now, and GTK,
    /// told only of the rows the apply touched, kept it where it was among the first's rows.
    func testASortedTableStaysSortedWhenAnApplyMovesASectionEdgePastARowItLeavesAlone() throws {
        try runInASortableTable([
            .apply(seed: 6_938_014_398_454_847_965),
            .append(count: 1),
            .sort(column: 1, ascending: true),
            .apply(seed: 4_246_930_918_542_607_270),
            .apply(seed: 11_303_309_348_103_835_520),
            .insert(section: 958, at: 877),
            .applyInBackground(seed: 376_552_905_281_182_980),
        ])
    }

    /// Runs `steps` on a shown table with multiple selection, none of them leaving a problem.
    private func runInASortableTable(_ steps: [FuzzStep]) throws {
        try MainActor.assumeIsolated {
            let screen = try FuzzScreen(FuzzScreen.Setup(table: true, multipleSelection: true))
            defer { screen.close() }
            for (index, step) in steps.enumerated() {
                XCTAssertEqual(screen.run(step, index: index), [], "step \(index): \(step)")
            }
        }
    }
}

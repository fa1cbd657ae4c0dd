import Foundation
import ListCore
import XCTest

/// Diffs computed off the data source's thread land as if applied at once: newer snapshots win,
/// and direct mutations made meanwhile are made again on the result.
final class ApplyInBackgroundTests: XCTestCase {
    /// Runs `body` on the main actor and spins the main run loop (which drains Swift's main queue
    /// on Linux) until it has finished.
    private func onMainActor(_ body: @escaping @MainActor () async -> Void,
                             file: StaticString = #filePath, line: UInt = #line) {
        MainActor.assumeIsolated {
            var finished = false
            Task { @MainActor in
                await body()
                finished = true
            }
            let deadline = Date().addingTimeInterval(20)
            while !finished, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.002)) }
            XCTAssertTrue(finished, "the main-actor work did not finish", file: file, line: line)
        }
    }

    /// A view that knows only what changes announce: rows it was told are gone, added or updated.
    /// After each change, every row it kept must still be the data source's row at that place.
    @MainActor
    private final class Mirror {
        private(set) var rows: [TestItem?]
        private var observation: ObservationToken?

        init(_ source: ListDataSource<TestItem>) {
            rows = (0..<source.rowCount).map { source.row(at: $0)?.item }
            observation = source.observe { [unowned self] change in
                for splice in change.splices {
                    self.rows.replaceSubrange(splice.position..<splice.position + splice.removed,
                                              with: [TestItem?](repeating: nil, count: splice.added))
                }
                for position in change.updatesInPlace { self.rows[position] = nil }
                XCTAssertEqual(self.rows.count, source.rowCount, "the splices must add up to the rows")
                for (position, row) in self.rows.enumerated() {
                    if let row { XCTAssertEqual(row, source.row(at: position)?.item, "untouched row \(position)") }
                }
                self.rows = (0..<source.rowCount).map { source.row(at: $0)?.item }
            }
        }
    }

    func testTheResultLandsOnTheDataSourceThreadWithTheChangeItMade() {
        onMainActor {
            let source = ListDataSource(sections: [section("s", items(0..<1_000))])
            let mirror = Mirror(source)
            var new = items(0..<1_000)
            new[10].content = "edited"
            new.remove(at: 500)
            let change = await source.applyInBackground([section("s", new)])
            XCTAssertEqual(change?.changeDescription, "500-1+0 updated:10")
            XCTAssertEqual(source.sections, [section("s", new)])
            XCTAssertEqual(mirror.rows.compactMap { $0 }, new)
        }
    }

    func testANewerSnapshotSupersedesOneStillBeingDiffed() {
        onMainActor {
            // The first diff is large enough (200,000 rows) to be still running when the second starts.
            let source = ListDataSource(sections: [section("s", items(0..<200_000))])
            let first = Task { @MainActor in await source.applyInBackground([section("s", items(1..<200_001))]) }
            await Task.yield()
            let second = Task { @MainActor in await source.applyInBackground([section("s", items(5..<8))]) }
            let results = (await first.value, await second.value)
            XCTAssertNil(results.0, "superseded")
            XCTAssertEqual(results.1?.itemCountAfter, 3)
            XCTAssertEqual(source.sections, [section("s", items(5..<8))])

            // A plain apply is newer than any background one still running.
            let third = Task { @MainActor in await source.applyInBackground([section("s", items(0..<200_000))]) }
            await Task.yield()  // the background diff starts
            source.apply([section("s", items(1..<2))])
            let landed = await third.value
            XCTAssertNil(landed)
            XCTAssertEqual(source.sections, [section("s", items(1..<2))])
        }
    }

    func testAPageAppendedWhileTheDiffRunsIsKeptOnTheNewSnapshot() {
        onMainActor {
            let source = ListDataSource(sections: [section("s", items(0..<100))])
            let mirror = Mirror(source)
            let refreshed = [TestItem(-1, "new")] + items(0..<100)
            let landing = Task { @MainActor in await source.applyInBackground([section("s", refreshed)]) }
            await Task.yield()  // the background diff starts
            source.append(items(100..<120))  // a page arrives before the diff lands
            source.append([TestItem(5)])  // already there: dropped, as always
            let change = await landing.value
            XCTAssertNotNil(change)
            XCTAssertEqual(source.sections, [section("s", refreshed + items(100..<120))])
            XCTAssertEqual(mirror.rows.compactMap { $0 }, refreshed + items(100..<120))
        }
    }

    func testAMoveMadeWhileTheDiffRunsIsMadeAgainOnTheNewSnapshot() {
        onMainActor {
            // Enough rows that the diff is still running when the move comes.
            let source = ListDataSource(sections: [section("s", items(0..<20_000))])
            let mirror = Mirror(source)
            let refreshed = [TestItem(-1, "new")] + items(0..<20_000)
            let landing = Task { @MainActor in await source.applyInBackground([section("s", refreshed)]) }
            await Task.yield()  // the background diff starts
            // Item 0 goes where item 3 stands, so after it. Looked up by id: should the diff land
            // first, the move means the same, as the rebase makes it again after the same neighbour.
            guard let from = source.indexPath(ofItemWithID: 0), let to = source.indexPath(ofItemWithID: 3) else {
                return XCTFail("items 0 and 3 are in the list")
            }
            XCTAssertNotNil(source.move(from: from, to: to))
            let change = await landing.value
            XCTAssertNotNil(change)
            let expected = [TestItem(-1, "new")] + items([1, 2, 3, 0]) + items(4..<20_000)
            XCTAssertEqual(source.sections, [section("s", expected)])
            XCTAssertEqual(mirror.rows.compactMap { $0 }, expected)
        }
    }

    func testRandomBackgroundAppliesInterleavedWithMutationsEndAsTheModelSays() {
        onMainActor {
            var rng = SplitMix64(seed: 0xA5_1C_0FF)
            var nextID = 10_000
            for round in 0..<60 {
                let source = ListDataSource<TestItem>(sections: [section("a", items(0..<rng.int(0...30))),
                                                                 section("b", items(100..<(100 + rng.int(0...30))))],
                                                      warningHandler: { _ in })
                let mirror = Mirror(source)
                // The newest snapshot, and the mutations made after it was handed over.
                var landing: Task<ListChange?, Never>?
                var expected: [ListSection<TestItem>] = source.sections
                var pendingMutations: [(ListDataSource<TestItem>) -> Void] = []
                var pendingSnapshot: [ListSection<TestItem>]?
                for _ in 0..<rng.int(1...12) {
                    switch rng.int(0...4) {
                    case 0:  // a new snapshot, diffed in the background
                        let snapshot = Self.randomSnapshot(&rng, from: source.sections, nextID: &nextID)
                        pendingSnapshot = snapshot
                        pendingMutations = []
                        landing = Task { @MainActor in await source.applyInBackground(snapshot) }
                        await Task.yield()
                    case 1:  // a page appended
                        let page = (0..<rng.int(1...5)).map { _ in nextID += 1; return TestItem(nextID) }
                        source.append(page)
                        pendingMutations.append { $0.append(page) }
                    case 2:  // a row removed
                        if let row = source.sections.flatMap(\.items).randomElement(using: &rng),
                           let path = source.indexPath(ofItemWithID: row.id) {
                            source.remove(at: path)
                            pendingMutations.append { target in
                                if let path = target.indexPath(ofItemWithID: row.id) { target.remove(at: path) }
                            }
                        }
                    case 3:  // a row updated in place
                        if let row = source.sections.flatMap(\.items).randomElement(using: &rng) {
                            let edited = TestItem(row.id, "edit \(round)")
                            source.replace(edited)
                            pendingMutations.append { $0.replace(edited) }
                        }
                    default:  // let what runs land
                        if let running = landing { _ = await running.value }
                    }
                }
                if let running = landing { _ = await running.value }
                // The model: the newest snapshot with the mutations since made on it.
                if let pendingSnapshot {
                    let model = ListDataSource<TestItem>(sections: pendingSnapshot, warningHandler: { _ in })
                    pendingMutations.forEach { $0(model) }
                    expected = model.sections
                } else {
                    expected = source.sections
                }
                XCTAssertEqual(source.sections, expected, "round \(round)")
                XCTAssertEqual(mirror.rows.compactMap { $0 }, source.sections.flatMap(\.items), "round \(round)")
            }
        }
    }

    /// A snapshot like `sections` with some rows gone, some edited, some new and some moved.
    private static func randomSnapshot(_ rng: inout SplitMix64, from sections: [ListSection<TestItem>],
                                       nextID: inout Int) -> [ListSection<TestItem>] {
        sections.map { section in
            var rows = section.items.filter { _ in !rng.chance(0.2) }
            for index in rows.indices where rng.chance(0.2) { rows[index].content += "'" }
            for _ in 0..<rng.int(0...4) {
                nextID += 1
                rows.insert(TestItem(nextID), at: rng.int(0...rows.count))
            }
            if rows.count > 2, rng.chance(0.3) { rows.swapAt(0, rows.count - 1) }
            return ListSection(id: section.id, items: rows)
        }
    }
}

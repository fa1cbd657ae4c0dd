import Foundation
import GtkList
import GtkListTesting
import XCTest

/// Random changes through shown lists, GTK as the judge: after every step GTK's model contract
/// held at every items-changed, GTK did not abort, and every bound row is the data's row at its
/// place; every few steps, after a frame, every row on screen is bound. Seeded: a failure prints
/// its seed and the shrunk steps that still fail; a broken contract, which GTK may abort on,
/// prints the seed and the steps up to it as it happens.
///
/// `LIST_FUZZ_STEPS` sets the steps of each run (10,000 in all by default); `LIST_FUZZ_SEED`
/// replays one seed.
final class ModelContractFuzzTests: XCTestCase {
    private static let setups: [FuzzScreen.Setup] = [
        .init(feed: false, multipleSelection: true, pinnedHeaders: true, animations: false, reordering: true),
        .init(feed: false, multipleSelection: false, pinnedHeaders: false, animations: true, reordering: false),
        .init(feed: true, multipleSelection: true, pinnedHeaders: true, animations: false, reordering: false),
        .init(feed: true, multipleSelection: false, pinnedHeaders: false, animations: true, reordering: true),
        .init(table: true, multipleSelection: true),
        .init(grid: true, multipleSelection: true, pinnedHeaders: true, animations: true, reordering: true),
        .init(outline: true, multipleSelection: true, pinnedHeaders: true, animations: true),
    ]

    private static var stepsPerRun: Int {
        ProcessInfo.processInfo.environment["LIST_FUZZ_STEPS"].flatMap(Int.init) ?? 10_000 / setups.count
    }

    private static var seed: UInt64 {
        ProcessInfo.processInfo.environment["LIST_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_124
    }

    func testAPlainListWithMultipleSelectionPinnedHeadersAndReordering() throws { try fuzz(Self.setups[0], run: 0) }
    func testAnAnimatedList() throws { try fuzz(Self.setups[1], run: 1) }
    func testAFeedWithMultipleSelectionAndPinnedHeaders() throws { try fuzz(Self.setups[2], run: 2) }
    func testAnAnimatedFeedWithReordering() throws { try fuzz(Self.setups[3], run: 3) }
    func testATableSortedByItsColumns() throws { try fuzz(Self.setups[4], run: 4) }
    func testAnAnimatedGridInChangingColumnsWithATrailingRowAndPinnedHeaders() throws { try fuzz(Self.setups[5], run: 5) }
    func testAnAnimatedOutlineExpandedCollapsedAndEdited() throws { try fuzz(Self.setups[6], run: 6) }

    private func fuzz(_ setup: FuzzScreen.Setup, run: UInt64, file: StaticString = #filePath, line: UInt = #line) throws {
        try MainActor.assumeIsolated {
            let seed = Self.seed &+ run
            var random = FuzzRandom(seed: seed)
            let steps = (0..<Self.stepsPerRun).map { _ in FuzzStep.random(&random, feed: setup.feed || setup.grid || setup.outline,
                                                                            table: setup.table || setup.grid || setup.outline,
                                                                            outline: setup.outline) }
            let screen = try FuzzScreen.make(setup)
            defer { screen.close() }
            // A broken contract is told before GTK hears the change, which GTK may abort on: with
            // the seed and the step, the run replays to there.
            var stepIndex = 0
            screen.onViolation = { violation in
                let message = "\(setup), seed \(seed) (LIST_FUZZ_SEED=\(Self.seed)), step \(stepIndex) "
                    + "(LIST_FUZZ_STEPS=\(stepIndex + 1)) broke GTK's model contract at \(violation)\n"
                    + steps[...stepIndex].map { "    \($0),\n" }.joined()
                FileHandle.standardError.write(Data(message.utf8))
            }
            for (index, step) in steps.enumerated() {
                stepIndex = index
                let problems = screen.run(step, index: index)
                if !problems.isEmpty { return try Self.report(setup: setup, seed: seed, steps: Array(steps[...index]),
                                                              problems: problems, file: file, line: line) }
            }
            let problems = screen.problems(drawn: true)
            if !problems.isEmpty { try Self.report(setup: setup, seed: seed, steps: steps, problems: problems, file: file, line: line) }
        }
    }

    /// Fails the test with the seed, the problems, and the steps that led there shrunk to the
    /// fewest that still fail.
    @MainActor
    private static func report(setup: FuzzScreen.Setup, seed: UInt64, steps: [FuzzStep], problems: [String],
                               file: StaticString, line: UInt) throws {
        let shrunk = try shrink(steps, on: setup)
        let shrunkFailure = try firstFailure(of: shrunk, on: setup)
        XCTFail("""
            \(setup), seed \(seed): step \(steps.count - 1) failed: \(problems.joined(separator: "; "))
            Shrunk to \(shrunk.count) steps, which fail with: \(shrunkFailure?.problems.joined(separator: "; ") ?? "nothing (flaky?)")
            \(shrunk.map { "    \($0)," }.joined(separator: "\n"))
            """, file: file, line: line)
    }

    /// Runs `steps` on a new screen; the first step after which something was wrong, if any.
    @MainActor
    private static func firstFailure(of steps: [FuzzStep], on setup: FuzzScreen.Setup) throws -> (index: Int, problems: [String])? {
        let screen = try FuzzScreen.make(setup)
        defer { screen.close() }
        for (index, step) in steps.enumerated() {
            let problems = screen.run(step, index: index)
            if !problems.isEmpty { return (index, problems) }
        }
        let problems = screen.problems(drawn: true)
        return problems.isEmpty ? nil : (steps.count - 1, problems)
    }

    /// `steps` with as many steps left out as can be while they still fail: chunks first, then
    /// single steps (delta debugging, bounded to 120 replays).
    @MainActor
    private static func shrink(_ steps: [FuzzStep], on setup: FuzzScreen.Setup) throws -> [FuzzStep] {
        var steps = steps
        var chunk = max(1, steps.count / 2)
        var replays = 0
        while chunk >= 1 && replays < 120 {
            var start = 0
            var removedAny = false
            while start < steps.count && replays < 120 {
                var candidate = steps
                candidate.removeSubrange(start..<min(start + chunk, steps.count))
                replays += 1
                if let failure = try firstFailure(of: candidate, on: setup) {
                    steps = Array(candidate[...failure.index])
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return steps
    }
}

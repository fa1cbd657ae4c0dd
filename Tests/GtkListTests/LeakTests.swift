import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Creating and destroying list windows many times leaves nothing of ours alive.
final class LeakTests: XCTestCase {
    /// 100 in the normal suite; scripts/leakcheck.sh asks for 1,000.
    private static var iterations: Int {
        ProcessInfo.processInfo.environment["GTKLIST_LEAK_ITERATIONS"].flatMap(Int.init) ?? 100
    }

    func testManyListWindowsLeaveNoObjectsOfOurs() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            MainLoop.runPending()
            let before = (GtkListDiagnostics.liveClosureCount, GtkListDiagnostics.liveRowObjectCount,
                          GtkListDiagnostics.liveListModelCount)
            for round in 0..<Self.iterations {
                let harness = try FeedHarness(items: 30, pages: 0)
                harness.feed.list.onActivate { _ in _ = round }
                harness.feed.dataSource.append([Note(id: "extra", text: "Extra")])
                harness.drawn()
                harness.close()
            }
            MainLoop.run(until: { GtkListDiagnostics.liveClosureCount == before.0 }, timeout: 5)
            XCTAssertEqual(GtkListDiagnostics.liveClosureCount, before.0, "signal closures")
            XCTAssertEqual(GtkListDiagnostics.liveRowObjectCount, before.1, "row objects")
            XCTAssertEqual(GtkListDiagnostics.liveListModelCount, before.2, "list models")
        }
    }
}

import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Closing a window releases every closure and row object GtkList gave to GLib.
final class OwnershipTests: XCTestCase {
    func testClosedWindowLeavesNoClosuresOrRowObjects() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            MainLoop.runPending()
            let closuresBefore = GtkListDiagnostics.liveClosureCount
            let rowObjectsBefore = GtkListDiagnostics.liveRowObjectCount

            for _ in 0..<3 {
                var harness: ListHarness? = try ListHarness(ListDataSource(sections: [
                    ListSection(id: "s", items: ListHarness.notes(0..<500)),
                ]))
                var taps = 0
                harness!.list.onActivate { _ in taps += 1 }
                XCTAssertGreaterThan(GtkListDiagnostics.liveClosureCount, closuresBefore)
                XCTAssertGreaterThan(GtkListDiagnostics.liveRowObjectCount, rowObjectsBefore)
                harness!.close()
                harness = nil
                XCTAssertNil(harness)
            }
            MainLoop.run(until: { GtkListDiagnostics.liveClosureCount == closuresBefore }, timeout: 2)
            XCTAssertEqual(GtkListDiagnostics.liveClosureCount, closuresBefore)
            XCTAssertEqual(GtkListDiagnostics.liveRowObjectCount, rowObjectsBefore)
        }
    }
}

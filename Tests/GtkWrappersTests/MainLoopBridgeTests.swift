import Dispatch
import GtkWrappers
import GtkListTesting
import XCTest

/// Swift's main queue and main actor run inside GLib's main loop.
final class MainLoopBridgeTests: XCTestCase {
    func testMainQueueAndMainActorTasksRunInsideTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            var steps: [String] = []
            DispatchQueue.main.async { steps.append("dispatch") }
            Task { @MainActor in
                steps.append("task")
                try? await Task.sleep(for: .milliseconds(30))
                steps.append("after sleep")
            }
            XCTAssertTrue(MainLoop.run(until: { steps.count == 3 }, timeout: 3), "got \(steps)")
            XCTAssertEqual(Set(steps.prefix(2)), ["dispatch", "task"])
            XCTAssertEqual(steps.last, "after sleep")
        }
    }

    func testFramesStillComeWhileMainQueueWorkIsPending() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setChild(Label("frames"))
            window.present()
            defer { window.close() }
            // If the bridge starved lower-priority sources, no frame would ever be drawn.
            for index in 0..<20 { DispatchQueue.main.async { _ = index } }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window, timeout: 3))
        }
    }
}

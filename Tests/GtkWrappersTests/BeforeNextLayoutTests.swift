import GtkWrappers
import GtkListTesting
import XCTest

/// `beforeNextLayout` runs its body once, in the next frame, after that frame's tick
/// callbacks and before its layout.
final class BeforeNextLayoutTests: XCTestCase {
    func testTheBodyRunsAfterTheFramesTicksAndIsLaidOutInThatFrame() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let label = Label("short")
            label.horizontalAlignment = .start  // allocated its natural width
            window.setDefaultSize(width: 400, height: 200)
            window.setChild(label)
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let shortWidth = label.allocatedWidth
            var steps: [String] = []
            var widthPainted: Int?
            label.beforeNextLayout {
                steps.append("body")
                label.text = "a text many times longer than before"
            }
            // Added after the body was asked for, and still run before it.
            label.addTickCallback {
                steps.append("tick")
                return false
            }
            window.onFramePainted {
                if steps.contains("tick"), widthPainted == nil { widthPainted = label.allocatedWidth }
            }
            XCTAssertTrue(MainLoop.run(until: { widthPainted != nil }, timeout: 5))
            XCTAssertEqual(steps, ["tick", "body"])
            XCTAssertGreaterThan(widthPainted ?? 0, shortWidth, "the body's change was laid out in its own frame")
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            XCTAssertEqual(steps, ["tick", "body"], "the body runs once")
        }
    }

    func testTheBodyRunsAtOnceForAWidgetWithoutFrames() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            var runs = 0
            Label("never shown").beforeNextLayout { runs += 1 }
            XCTAssertEqual(runs, 1)
        }
    }

    func testTheBodyRunsWhenTheWidgetGoesBeforeTheFrame() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let label = Label("closing")
            window.setChild(label)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            var runs = 0
            label.beforeNextLayout { runs += 1 }
            window.close()
            MainLoop.runPending()
            XCTAssertEqual(runs, 1)
        }
    }
}

import GtkListTesting
@testable import GtkWrappers
import XCTest

/// GLib owns every Swift closure handed to it: a widget's signal handlers, tick callbacks and
/// shortcuts are released when the widget goes, never before (a closure freed while GTK still
/// calls it was the use-after-free of other Swift GTK bindings).
final class CallbackOwnershipTests: XCTestCase {
    func testAClosedWindowReleasesTheClosuresOfItsWidgets() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            MainLoop.runPending()
            let before = liveCallbackBoxes.load(ordering: .relaxed)
            var clicks = 0
            do {
                let window = Window()
                let button = Button(label: "Press")
                button.onClicked { clicks += 1 }
                window.setChild(button)
                window.addTickCallback { true }
                window.present()
                XCTAssertTrue(MainLoop.waitUntilDrawn(window))
                XCTAssertGreaterThan(liveCallbackBoxes.load(ordering: .relaxed), before)
                button.click()
                XCTAssertEqual(clicks, 1, "the handler runs while its widget lives")
                window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { liveCallbackBoxes.load(ordering: .relaxed) == before }, timeout: 3),
                          "\(liveCallbackBoxes.load(ordering: .relaxed) - before) closures outlived their window")
        }
    }
}

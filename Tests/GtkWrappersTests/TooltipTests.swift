import GtkWrappers
import GtkListTesting
import XCTest

/// A tooltip set before a widget is put anywhere, or once it shows, is the widget's tooltip,
/// and setting it leaves the widget shown or hidden as it was.
final class TooltipTests: XCTestCase {
    func testATooltipSetBeforeAndAfterTheWidgetIsPlacedIsItsTooltipAndKeepsItsVisibility() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let shown = Button(label: "Shown")
            shown.tooltip = "Set before it was placed"
            XCTAssertTrue(shown.isVisible)
            XCTAssertEqual(shown.tooltip, "Set before it was placed")
            let hidden = Button(label: "Hidden")
            hidden.isVisible = false
            hidden.tooltip = "Set while hidden"
            XCTAssertFalse(hidden.isVisible, "a hidden widget stays hidden")
            XCTAssertEqual(hidden.tooltip, "Set while hidden")

            let window = Window()
            window.setChild(Box(.horizontal, spacing: 0, children: [shown, hidden]))
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            XCTAssertTrue(shown.isVisible)
            shown.tooltip = "Set while it shows"
            XCTAssertEqual(shown.tooltip, "Set while it shows")
            XCTAssertTrue(shown.isVisible)
            shown.tooltip = nil
            XCTAssertNil(shown.tooltip)
        }
    }
}

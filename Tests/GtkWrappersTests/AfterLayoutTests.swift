import GtkWrappers
import GtkListTesting
import XCTest

/// `afterLayout` runs its body once, right after GTK lays the window out, and what it changes
/// in sizes is laid out again before that frame paints.
final class AfterLayoutTests: XCTestCase {
    func testAMarginSetWhenAWidthIsKnownShowsInTheFrameThatKnewIt() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let probe = DrawingArea()
            let label = Label("narrowed by the probe's width")
            let box = Box(.vertical, children: [probe, label])
            window.setDefaultSize(width: 400, height: 200)
            window.setChild(box)
            var probeWidths: [Int] = []
            // A size is told while GTK allocates, when a margin set would be lost.
            probe.onResize { width, _ in
                probeWidths.append(width)
                probe.afterLayout { label.setMargins(start: Int32(width / 4)) }
            }
            var firstPainted: (label: Int, probe: Int)?
            Task { @MainActor in firstPainted = await window.painted { (label.allocatedWidth, probe.allocatedWidth) } ?? nil }
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.run(until: { firstPainted != nil }, timeout: 5))
            let painted = try XCTUnwrap(firstPainted)
            XCTAssertEqual(probeWidths.last, painted.probe)
            XCTAssertEqual(painted.label, painted.probe - painted.probe / 4, "the margin was laid out in the first frame painted")
        }
    }

    func testTheBodyRunsAtOnceForAWidgetWithoutFrames() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            var runs = 0
            Label("never shown").afterLayout { runs += 1 }
            XCTAssertEqual(runs, 1)
        }
    }

    func testTheBodyRunsWhenTheWidgetGoesBeforeTheLayout() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let label = Label("closing")
            window.setChild(label)
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            var runs = 0
            label.afterLayout { runs += 1 }
            window.close()
            MainLoop.runPending()
            XCTAssertEqual(runs, 1)
        }
    }
}

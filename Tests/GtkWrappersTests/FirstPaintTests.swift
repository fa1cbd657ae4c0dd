import CGtk
import GtkListTesting
@testable import GtkWrappers
import XCTest

/// `firstPaint(where:then:)` draws no frame only to wait: it takes the first frame the window
/// paints after which the condition holds, and makes a frame paint once the condition holds
/// with nothing else changing.
final class FirstPaintTests: XCTestCase {
    /// Counts the frames in which the window's surface rendered.
    @MainActor
    private final class RenderCount {
        private(set) var count = 0
        private let watch: SurfaceRenderWatch

        init(_ window: Window) throws {
            let native = try XCTUnwrap(gtk_widget_get_native(window.widgetPointer))
            watch = SurfaceRenderWatch(surface: try XCTUnwrap(gtk_native_get_surface(native)))
            window.onFramePainted { [weak self] in
                guard let self, self.watch.hasRendered else { return }
                self.count += 1
                self.watch.startOver()
            }
        }

        deinit { MainActor.assumeIsolated { watch.stop() } }
    }

    func testTheWaitDrawsNothingAndTakesTheFrameAChangePainted() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let label = Label("before")
            window.setChild(label)
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let renders = try RenderCount(window)
            var isDue = false
            var checks = 0
            var taken: String?
            Task { @MainActor in
                taken = await window.firstPaint(where: {
                    checks += 1
                    return isDue
                }, then: { label.text })
            }
            XCTAssertTrue(MainLoop.run(until: { checks >= 30 }, timeout: 5), "the condition is asked at every frame")
            XCTAssertEqual(renders.count, 0, "frames were drawn only to wait")
            XCTAssertNil(taken)

            label.text = "after"
            isDue = true
            XCTAssertTrue(MainLoop.run(until: { taken != nil }, timeout: 5))
            XCTAssertEqual(taken, "after")
            XCTAssertEqual(renders.count, 1, "the change's own frame was the one taken")
        }
    }

    func testAFrameIsMadeToPaintOnceItIsDueWithNothingChanging() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setChild(Label("still"))
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            var isDue = false
            var checks = 0
            var taken = false
            Task { @MainActor in
                taken = await window.firstPaint(where: {
                    checks += 1
                    return isDue
                }, then: { true }) ?? false
            }
            XCTAssertTrue(MainLoop.run(until: { checks >= 10 }, timeout: 5))
            isDue = true
            XCTAssertTrue(MainLoop.run(until: { taken }, timeout: 5), "no frame was painted for a moment that came")
        }
    }

    func testTheWaitEndsWithoutTheBodyWhenTheWindowCloses() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setChild(Label("closing"))
            window.present()
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            var ended = false
            var ran = false
            Task { @MainActor in
                _ = await window.firstPaint(where: { false }, then: { ran = true })
                ended = true
            }
            MainLoop.run(for: 0.1)
            window.close()
            XCTAssertTrue(MainLoop.run(until: { ended }, timeout: 5))
            XCTAssertFalse(ran)
        }
    }
}

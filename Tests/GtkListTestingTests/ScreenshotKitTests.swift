import Foundation
import GtkList
import GtkListTesting
import SnapshotTesting
import XCTest

/// Rendering widgets: stable pictures, PNG round trips, golden paths, and the
/// swift-snapshot-testing strategy a user would write.
final class ScreenshotKitTests: XCTestCase {
    func testGoldenPathsSitBesideTheTestAndArtifactsElsewhere() {
        let paths = GoldenPaths(testFile: "/src/Tests/AppTests/ListScreenTests.swift", name: "empty")
        XCTAssertEqual(paths.golden.path, "/src/Tests/AppTests/__Goldens__/ListScreenTests/empty.png")
        XCTAssertEqual(paths.actual.lastPathComponent, "empty.actual.png")
        XCTAssertEqual(paths.diff.lastPathComponent, "empty.diff.png")
    }

    func testRenderingIsStableAndSurvivesAPNGRoundTrip() throws {
        try MainActor.assumeIsolated {
            let window = try Self.drawnWindow(showing: "Stable pictures", width: 240, height: 120)
            defer { window.close() }
            let first = try PixelImage(rendering: window)
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let second = try PixelImage(rendering: window)
            XCTAssertEqual(first.bytes, second.bytes, "two renders of one state are byte-identical")
            XCTAssertEqual(first.pngData(), second.pngData(), "and so are their PNG files")
            let decoded = try XCTUnwrap(PixelImage(encoded: first.pngData()))
            XCTAssertEqual(ImageComparison(actual: decoded, golden: first, tolerance: .exact), .match)
        }
    }

    /// `WidgetRenderer.writePNG` draws a cairo window's nodes into an image of its own: the
    /// file holds the pixels of the texture the window's renderer draws.
    func testAWrittenPictureHoldsThePixelsOfTheRenderersTexture() throws {
        try MainActor.assumeIsolated {
            let window = try Self.drawnWindow(showing: "Written as rendered", width: 260, height: 140)
            defer { window.close() }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("written-as-rendered-\(getpid()).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try WidgetRenderer.writePNG(of: window, to: file.path)
            let written = try XCTUnwrap(PixelImage(encoded: Data(contentsOf: file)))
            XCTAssertEqual(ImageComparison(actual: written, golden: try PixelImage(rendering: window), tolerance: .exact), .match)
        }
    }

    func testRenderingAWidgetThatIsNotShownFailsClearly() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            XCTAssertThrowsError(try PixelImage(rendering: Label("never shown"))) { error in
                XCTAssertEqual(error as? RenderError, .notShown)
            }
        }
    }

    /// What a user of the package writes: swift-snapshot-testing with our strategy.
    func testSnapshotTestingStrategyForAWidget() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 300, height: 160)
            let message = Label("Hello from a snapshot test")
            message.horizontalAlignment = .center
            window.setChild(message)
            window.present()
            defer { window.close() }
            assertSnapshot(of: window as Widget, as: .image)
        }
    }

    /// A window of `width` × `height` pixels showing `text`, presented and drawn.
    @MainActor
    private static func drawnWindow(showing text: String, width: Int32, height: Int32) throws -> Window {
        try GtkTestEnvironment.start()
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.setChild(Label(text))
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        return window
    }
}

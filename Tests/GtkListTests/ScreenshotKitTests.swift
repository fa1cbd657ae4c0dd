import GtkList
import GtkListTesting
import SnapshotTesting
import XCTest

/// The screenshot kit itself: comparison, PNG round trips, stable pictures, and the
/// swift-snapshot-testing strategy a user would write.
final class ScreenshotKitTests: XCTestCase {
    private static func solid(_ width: Int, _ height: Int, _ value: UInt8) -> PixelImage {
        PixelImage(width: width, height: height, bytes: [UInt8](repeating: value, count: width * height * 4))
    }

    func testIdenticalImagesMatchExactly() {
        let image = Self.solid(4, 4, 200)
        XCTAssertEqual(ImageComparison(actual: image, golden: image, tolerance: .exact), .match)
    }

    func testSmallChannelDifferencesPassWithinTolerance() {
        var bytes = Self.solid(10, 10, 100).bytes
        bytes[0] = 103
        let actual = PixelImage(width: 10, height: 10, bytes: bytes)
        XCTAssertEqual(ImageComparison(actual: actual, golden: Self.solid(10, 10, 100),
                                       tolerance: ImageTolerance(perChannel: 3, changedPixelFraction: 0)), .match)
    }

    func testChangedPixelsBeyondTheFractionFailWithADiffImage() throws {
        var bytes = Self.solid(10, 10, 100).bytes
        for pixel in 0..<2 { bytes[pixel * 4 + 2] = 250 }  // two of 100 pixels change a lot
        let actual = PixelImage(width: 10, height: 10, bytes: bytes)
        let golden = Self.solid(10, 10, 100)
        XCTAssertEqual(ImageComparison(actual: actual, golden: golden,
                                       tolerance: ImageTolerance(perChannel: 4, changedPixelFraction: 0.05)), .match)
        let strict = ImageComparison(actual: actual, golden: golden,
                                     tolerance: ImageTolerance(perChannel: 4, changedPixelFraction: 0.01))
        guard case .mismatch(let fraction, let largest, let diff) = strict else {
            return XCTFail("expected a mismatch, got \(strict)")
        }
        XCTAssertEqual(fraction, 0.02, accuracy: 1e-9)
        XCTAssertEqual(largest, 150)
        XCTAssertEqual(Array(diff.pixel(x: 0, y: 0)), [0, 0, 255, 255], "changed pixels are red")
        XCTAssertNotEqual(Array(diff.pixel(x: 5, y: 5)), [0, 0, 255, 255])
    }

    func testSizeMismatchIsReportedAsSuch() {
        let comparison = ImageComparison(actual: Self.solid(4, 5, 0), golden: Self.solid(5, 4, 0), tolerance: .standard)
        XCTAssertEqual(comparison.summary, "the image is 4×5 but the golden is 5×4")
    }

    func testGoldenPathsSitBesideTheTestAndArtifactsElsewhere() {
        let paths = GoldenPaths(testFile: "/src/Tests/AppTests/ListScreenTests.swift", name: "empty")
        XCTAssertEqual(paths.golden.path, "/src/Tests/AppTests/__Goldens__/ListScreenTests/empty.png")
        XCTAssertEqual(paths.actual.lastPathComponent, "empty.actual.png")
        XCTAssertEqual(paths.diff.lastPathComponent, "empty.diff.png")
    }

    func testRenderingIsStableAndSurvivesAPNGRoundTrip() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 240, height: 120)
            window.setChild(Label("Stable pictures"))
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let first = try PixelImage(rendering: window)
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let second = try PixelImage(rendering: window)
            XCTAssertEqual(first.bytes, second.bytes, "two renders of one state are byte-identical")
            XCTAssertEqual(first.pngData(), second.pngData(), "and so are their PNG files")
            let decoded = try XCTUnwrap(PixelImage(encoded: first.pngData()))
            XCTAssertEqual(ImageComparison(actual: decoded, golden: first, tolerance: .exact), .match)
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
}

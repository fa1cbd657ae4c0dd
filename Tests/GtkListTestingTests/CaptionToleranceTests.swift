import GtkList
import GtkListTesting
import XCTest

/// The standard tolerance on real text: one changed character fails, the same picture passes.
final class CaptionToleranceTests: XCTestCase {
    /// A 480×600 window showing `text` in a dimmed caption label, as the refresh indicator's
    /// "Last updated" line.
    @MainActor
    private static func captionWindow(_ text: String) -> (window: Window, label: Label) {
        let window = Window()
        window.setDefaultSize(width: 480, height: 600)
        let label = Label(text)
        label.addCSSClass("caption")
        label.addCSSClass("dim-label")
        window.setChild(label)
        window.present()
        return (window, label)
    }

    func testOneChangedDigitInACaptionFails() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (window, label) = Self.captionWindow("Last updated 12:05 PM")
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let golden = try PixelImage(rendering: window)
            label.text = "Last updated 12:08 PM"
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let actual = try PixelImage(rendering: window)
            XCTAssertEqual(actual.width * actual.height, 480 * 600)

            let comparison = ImageComparison(actual: actual, golden: golden, tolerance: .standard)
            XCTAssertNotEqual(comparison, .match, "5 → 8 must not pass")
            let densest = try XCTUnwrap(comparison.densestSquare)
            XCTAssertGreaterThan(densest.changedPixels, 3 * ImageTolerance.standard.cluster!.changedPixels,
                                 "the digit fails by a wide margin: \(comparison.summary)")
            // Counting pixels over the whole picture alone, as the old default did, lets it through.
            let fractionOnly = ImageTolerance(perChannel: 4, changedPixelFraction: 0.001)
            XCTAssertEqual(ImageComparison(actual: actual, golden: golden, tolerance: fractionOnly), .match)
        }
    }

    func testTheSameCaptionRenderedTwicePasses() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (window, _) = Self.captionWindow("Last updated 12:05 PM")
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let first = try PixelImage(rendering: window)
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let second = try PixelImage(rendering: window)
            XCTAssertEqual(ImageComparison(actual: second, golden: first, tolerance: .standard), .match)
        }
    }

    /// The golden was recorded by an earlier run on this machine.
    func testTheCaptionMatchesItsGoldenFromAnotherRun() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (window, _) = Self.captionWindow("Last updated 12:05 PM")
            defer { window.close() }
            assertGolden(of: window, named: "caption")
        }
    }

    func testOneNarrowLetterChangedInBodyTextFails() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (window, label) = Self.captionWindow("Milk")
            defer { window.close() }
            label.removeCSSClass("caption")
            label.removeCSSClass("dim-label")
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let golden = try PixelImage(rendering: window)
            label.text = "Mllk"
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            let actual = try PixelImage(rendering: window)
            let comparison = ImageComparison(actual: actual, golden: golden, tolerance: .standard)
            XCTAssertNotEqual(comparison, .match, "i → l must not pass: \(comparison.summary)")
        }
    }
}

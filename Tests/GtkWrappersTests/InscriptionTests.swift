import GtkListTesting
import GtkWrappers
import XCTest

/// An inscription shows the text last given, as written.
final class InscriptionTests: XCTestCase {
    /// How many pixels of `widget`, as drawn now, are the red of the markup below.
    @MainActor
    private static func redPixels(of widget: Widget) throws -> Int {
        guard let image = try PixelImage.renderedAfterNextPaint(of: widget) else {
            XCTFail("no frame was painted")
            return 0
        }
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let (blue, green, red) = (pixel[pixel.startIndex], pixel[pixel.startIndex + 1], pixel[pixel.startIndex + 2])  // B8G8R8A8
                if red > 200, green < 60, blue < 60 { count += 1 }
            }
        }
        return count
    }

    func testPlainTextLosesTheHighlightOfMarkupShownBefore() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            let inscription = Inscription()
            window.setChild(inscription)
            window.setDefaultSize(width: 300, height: 60)
            window.present()
            defer { window.close() }
            inscription.setMarkup("<span background=\"#ff0000\">highlighted</span> text")
            XCTAssertGreaterThan(try Self.redPixels(of: inscription), 50, "the markup's background shows")
            // The same text, as a recycled row shows it again once the search is cleared.
            inscription.text = "highlighted text"
            XCTAssertEqual(try Self.redPixels(of: inscription), 0)
            inscription.setMarkup("<span background=\"#ff0000\">other</span> words")
            inscription.text = "another row's text"
            XCTAssertEqual(try Self.redPixels(of: inscription), 0)
            XCTAssertEqual(inscription.text, "another row's text")
        }
    }
}

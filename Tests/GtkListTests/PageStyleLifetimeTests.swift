import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Colours given to one widget or page apply while it lives and go with it: no style sheet
/// stays on the display after its owner, so closing windows leaves no CSS behind.
final class PageStyleLifetimeTests: XCTestCase {
    func testAStyleProviderLetGoTakesItsRulesOffTheDisplay() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let box = Box(.vertical)
            box.addCSSClass("style-lifetime-test")
            box.setSizeRequest(width: 40, height: 40)
            let window = Window()
            window.setChild(box)
            window.present()
            defer { window.close() }
            var provider: StyleProvider? = StyleProvider(priority: .application)
            provider?.load(".style-lifetime-test { background-color: #FF0000; }")
            XCTAssertEqual(try Self.centrePixel(of: window), Self.opaqueRed)
            provider = nil
            XCTAssertNotEqual(try Self.centrePixel(of: window), Self.opaqueRed, "the rules outlived their provider")
        }
    }

    func testAPagesColoursGoWithThePageAndItsStyleClassIsReused() throws {
        try MainActor.assumeIsolated {
            do {
                let red = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.backgroundColor(Color(hex: 0xFF0000)) }
                XCTAssertEqual(try Self.cornerPixel(of: red.feed.widget), Self.opaqueRed)
                red.close()
            }
            // The next page to take a colour gets the freed style class; the red rule must not
            // come with it.
            let tinted = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.imageTint(Color(hex: 0x0000FF)) }
            defer { tinted.close() }
            XCTAssertNotEqual(try Self.cornerPixel(of: tinted.feed.widget), Self.opaqueRed)
        }
    }

    /// Red as ``PixelImage`` holds it: blue, green, red, alpha.
    private static let opaqueRed: [UInt8] = [0, 0, 255, 255]

    /// The widget's centre pixel, once drawn.
    @MainActor
    private static func centrePixel(of widget: Widget) throws -> [UInt8] {
        let image = try Self.rendered(widget)
        return Array(image.pixel(x: image.width / 2, y: image.height / 2))
    }

    /// A pixel near the widget's lower left corner, away from a page's centred content.
    @MainActor
    private static func cornerPixel(of widget: Widget) throws -> [UInt8] {
        let image = try Self.rendered(widget)
        return Array(image.pixel(x: 8, y: image.height - 8))
    }

    @MainActor
    private static func rendered(_ widget: Widget) throws -> PixelImage {
        MainLoop.waitUntilDrawn(widget)
        return try PixelImage(rendering: widget)
    }
}

import GtkWrappers
import GtkListTesting
import XCTest

/// A menu button's popover menu is made the first time it opens, and then shows the menu.
final class MenuButtonTests: XCTestCase {
    func testTheMenuIsMadeAsItFirstOpensAndShowsItsItems() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let menu = Menu()
            menu.append("First Item", action: "app.first")
            menu.append("Second Item", action: "app.second")
            let button = MenuButton(iconName: "open-menu-symbolic", menu: menu)
            let window = Window()
            window.setChild(button)
            window.present()
            defer { window.close() }
            XCTAssertTrue(MainLoop.waitUntilDrawn(window))
            XCTAssertFalse(button.labelTexts.contains("First Item"), "no menu made before it opens")
            for _ in 1...2 {
                button.openPopover()
                XCTAssertTrue(MainLoop.run(until: { button.isPopoverShown && button.shownTexts.contains("Second Item") }, timeout: 3),
                              "\(button.shownTexts)")
                XCTAssertEqual(button.shownTexts.filter { $0.hasSuffix("Item") }, ["First Item", "Second Item"])
                button.closePopover()
                XCTAssertTrue(MainLoop.run(until: { !button.isPopoverShown }))
            }
        }
    }
}

import GtkListTesting
import GtkWrappers
import XCTest

/// The icon theme's resource paths, and its reading on another thread.
final class IconThemeTests: XCTestCase {
    func testAddingAPathTheThemeHasAlreadyLeavesItsPathsAsTheyWere() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let path = "/io/github/gtklistkit/IconThemeTests/icons"
            let before = IconTheme.resourcePaths
            XCTAssertFalse(before.contains(path))
            ResourceBundle.addIcons(at: path)
            ResourceBundle.addIcons(at: path)
            ResourceBundle.addIcons(at: path + "/")
            XCTAssertEqual(IconTheme.resourcePaths, before + [path])
        }
    }

    func testLookUpsOnTheMainThreadWhileTheThemeIsReadInTheBackgroundFindWhatItHas() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            // A new path makes GTK read the theme again: the background reading below has work.
            ResourceBundle.addIcons(at: "/io/github/gtklistkit/IconThemeTests/more-icons")
            IconTheme.readInBackground()
            XCTAssertTrue(IconTheme.hasIcon(named: "open-menu-symbolic"))
            XCTAssertFalse(IconTheme.hasIcon(named: "no-such-icon-in-any-theme"))
        }
    }
}

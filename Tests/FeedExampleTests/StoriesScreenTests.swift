@testable import feed_example  // your app's module
import GtkList
import GtkListTesting
import SnapshotTesting
import XCTest

final class StoriesScreenTests: XCTestCase {
    func testStoriesScreen() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()  // cairo, Adwaita, Cantarell, no animations, frozen clock
            let window = Window()
            window.setDefaultSize(width: 480, height: 600)
            window.setChild(makeStoriesScreen(api: StoryAPI(latency: .zero)))
            window.present()
            defer { window.close() }
            waitForScreen(window)  // the first refresh has loaded and been drawn
            assertSnapshot(of: window as Widget, as: .image)  // swift-snapshot-testing
            assertGolden(of: window, named: "stories")  // or the kit's own golden files
        }
    }

    func testEmptyStoriesScreen() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 480, height: 600)
            window.setChild(makeStoriesScreen(api: StoryAPI(latency: .zero, archiveSize: 0, breakingNews: false)))
            window.present()
            defer { window.close() }
            assertGolden(of: window, named: "all-caught-up")  // waits for the screen by itself
        }
    }
}

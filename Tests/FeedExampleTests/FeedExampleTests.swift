@testable import feed_example
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The stories example app (the README's screen) does what it says, driven by real X input: F5 and a wheel pull
/// refresh, scrolling down pages in the archive, and a closed window can be opened again.
final class FeedExampleTests: XCTestCase {
    @MainActor
    private static func openWindow(api: StoryAPI, title: String) -> Window {
        let window = Window()
        window.title = title
        window.setDefaultSize(width: 480, height: 600)
        window.setChild(makeStoriesScreen(api: api))
        window.present()
        waitForScreen(window)
        return window
    }

    func testRefreshesOnF5AndAWheelPullPagesAtTheEndAndSurvivesReopening() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let api = StoryAPI(latency: .milliseconds(20))
            var window: Window? = Self.openWindow(api: api, title: "stories-1")
            var feed: FeedListView<Story>! = try XCTUnwrap(window!.controller(FeedListView<Story>.self))
            XCTAssertEqual(feed.dataSource.item(at: ListIndexPath(section: 0, item: 0))?.title, "Breaking news 1")

            try TestInput.pressKeys("F5", in: window!)
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount == 22 }), "F5 refreshed")
            waitForScreen(window!)

            try TestInput.scrollWheel(.up, notches: 4, over: window!, at: (x: 200, y: 200))
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount == 23 }), "a wheel pull refreshed")
            waitForScreen(window!)

            try TestInput.scrollWheel(.down, notches: 40, over: window!, at: (x: 200, y: 300))
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount >= 43 }), "scrolling down paged")
            waitForScreen(window!)

            weak let closedFeed = feed
            feed = nil
            window!.close()
            window = nil
            XCTAssertTrue(MainLoop.run(until: { closedFeed == nil }, timeout: 2), "the closed window's feed is gone")

            window = Self.openWindow(api: api, title: "stories-2")
            feed = try XCTUnwrap(window!.controller(FeedListView<Story>.self))
            XCTAssertEqual(feed.dataSource.item(at: ListIndexPath(section: 0, item: 0))?.title, "Breaking news 4")
            try TestInput.pressKeys("F5", in: window!)
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount == 25 }), "the new window refreshes")
            window!.close()
        }
    }
}

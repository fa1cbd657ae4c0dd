import GtkList
import GtkListTesting
@testable import ListViewerKit
import ListCore
import XCTest

/// The demo's wallpapers as a grid page: the demo menu's check button switches between the feed
/// and the grid, whose cells the keys move through and whose pictures are drawn.
final class DemoWallpapersTests: XCTestCase {
    func testTheDemoMenuShowsTheWallpapersAsAGrid() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let demo = DemoContent()
            let viewer = ViewerWindow(window: Window(), content: demo, size: WindowSize(width: 720, height: 600))
            viewer.present()
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { demo.feed.state.hasLoadedOnce }))
            let grid = demo.wallpapers
            XCTAssertFalse(grid.widget.isDrawable, "the feed shows first")
            demo.wallpapersToggle.isActive = true
            XCTAssertTrue(MainLoop.run(until: { grid.visibleRows != nil }), "the grid shows")
            XCTAssertFalse(demo.feed.widget.isDrawable)
            XCTAssertTrue(MainLoop.run(until: { grid.columnCount == 3 }), "720 px hold three wallpapers of at least 200 px")
            XCTAssertEqual(grid.accessibleLabel, "Wallpapers")
            XCTAssertTrue(MainLoop.run(until: { grid.cellWidget(at: ListIndexPath(section: 0, item: 0)) != nil }))
            let first = try XCTUnwrap(grid.cellWidget(at: ListIndexPath(section: 0, item: 0)))
            XCTAssertTrue(first.shownTexts.contains("First light over the ridge"), "\(first.shownTexts)")
            MainLoop.waitUntilDrawn(viewer.window)
            assertGolden(of: viewer.window, named: "demo-wallpapers")

            grid.focusItem(at: ListIndexPath(section: 0, item: 1))
            try TestInput.pressKeys("Down", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { grid.selectedItem?.item.title == "Northern lights" }), "Down reached the wallpaper below")

            demo.wallpapersToggle.isActive = false
            XCTAssertTrue(MainLoop.run(until: { demo.feed.widget.isDrawable && !grid.widget.isDrawable }), "the feed is back")
        }
    }
}

@testable import feed_example
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The stories grid of GtkList's "Grids" article: as many columns as fit, the arrow keys in both
/// directions, the menu that copies a title, and its empty page.
final class StoriesGridTests: XCTestCase {
    @MainActor
    private static func show(_ stories: ListDataSource<Story>) throws -> (Window, GridView<Story>) {
        try GtkTestEnvironment.start()
        let window = Window()
        window.setDefaultSize(width: 520, height: 360)
        let grid = makeStoriesGrid(of: stories)
        window.setChild(grid.widget)
        window.present()
        MainLoop.waitUntilDrawn(window)
        return (window, grid)
    }

    func testCardsFillTheColumnsTheKeysMoveAndTheMenuCopiesATitle() throws {
        try MainActor.assumeIsolated {
            let titles = ["Tides turn early this spring", "Apples", "Moss on the north side", "Lanterns", "Salt roads"]
            let stories = ListDataSource(sections: [ListSection(id: "all", items: titles.enumerated().map { Story(id: $0, title: $1) })])
            let (window, grid) = try Self.show(stories)
            defer { window.close() }
            XCTAssertEqual(grid.columnCount, 3, "520 px hold three cards of at least 160 px")
            assertGolden(of: window, named: "stories-grid")
            grid.focusItem(at: ListIndexPath(section: 0, item: 1))
            try TestInput.pressKeys("Down", in: window)
            XCTAssertTrue(MainLoop.run(until: { grid.focusedRow == 4 }), "Down goes to the card below")
            XCTAssertEqual(grid.selectedItem?.item.title, "Salt roads")
            try TestInput.pressKeys("Menu", in: window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { grid.shownContextMenu != nil }), "the menu opened")
            try TestInput.pressKeys("Return", in: try XCTUnwrap(grid.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: window) == "Salt roads" }), "the title was copied")
        }
    }

    func testAnEmptyGridShowsItsPage() throws {
        try MainActor.assumeIsolated {
            let (window, grid) = try Self.show(ListDataSource(sections: [ListSection(id: "all", items: [])]))
            defer { window.close() }
            XCTAssertEqual(grid.emptyPage?.isShown, true)
            XCTAssertTrue(window.shownTexts.contains("No stories yet"), "\(window.shownTexts)")
        }
    }
}

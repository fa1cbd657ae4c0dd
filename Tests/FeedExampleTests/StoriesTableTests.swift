@testable import feed_example
import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The stories table of GtkList's "Sortable tables" article: its columns sort, its menu copies,
/// and its empty page keeps the headers.
final class StoriesTableTests: XCTestCase {
    @MainActor
    private static func show(_ stories: ListDataSource<Story>) throws -> (Window, TableView<Story>) {
        try GtkTestEnvironment.start()
        let window = Window()
        window.setDefaultSize(width: 420, height: 300)
        window.setChild(makeStoriesTable(of: stories))
        window.present()
        MainLoop.waitUntilDrawn(window)
        return (window, try XCTUnwrap(window.controller(TableView<Story>.self)))
    }

    func testTheTitleColumnSortsAndTheMenuCopiesATitle() throws {
        try MainActor.assumeIsolated {
            let titles = ["Tides", "Apples", "Moss"]
            let stories = ListDataSource(sections: [ListSection(id: "all", items: titles.enumerated().map { Story(id: $0, title: $1) })])
            let (window, table) = try Self.show(stories)
            defer { window.close() }
            XCTAssertEqual(table.columns.map(\.title), ["No.", "Title"])
            table.sort(by: table.columns[1])
            XCTAssertEqual((0..<3).compactMap { table.item(atRow: $0)?.item.title }, ["Apples", "Moss", "Tides"])
            MainLoop.waitUntilDrawn(window)
            assertGolden(of: window, named: "stories-table")
            let moss = try XCTUnwrap(table.cellWidget(at: ListIndexPath(section: 0, item: 2), in: table.columns[1]))
            try TestInput.click(moss, button: .secondary)
            XCTAssertTrue(MainLoop.run(until: { table.shownContextMenu != nil }), "the menu opened")
            try TestInput.pressKeys("Return", in: try XCTUnwrap(table.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: window) == "Moss" }), "the title was copied")
        }
    }

    func testAnEmptyTableShowsItsPageBelowTheHeaders() throws {
        try MainActor.assumeIsolated {
            let (window, table) = try Self.show(ListDataSource(sections: [ListSection(id: "all", items: [])]))
            defer { window.close() }
            XCTAssertEqual(table.emptyPage?.isShown, true)
            XCTAssertTrue(window.shownTexts.contains("No stories yet"), "\(window.shownTexts)")
            XCTAssertTrue(window.shownTexts.contains("Title"), "the headers stay")
        }
    }
}

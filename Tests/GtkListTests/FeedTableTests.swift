import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The feed around a table: its first load fills the rows, the load-more footer shows under
/// the rows, across the table, while a page loads, a failed first load shows the error page
/// with Retry, and a load with no rows shows the empty page — the feed the list has.
final class FeedTableTests: XCTestCase {
    /// Cities `range`, each with a population from its number.
    private nonisolated static func cities(_ range: Range<Int>) -> [City] {
        range.map { City(id: "c\($0)", name: "City \($0)", population: 1_000 * ($0 + 1)) }
    }

    func testATableFeedLoadsPagesBehindItsFooterAndShowsItsPages() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let name = TableColumn<City>("Name", text: \.name)
            name.expands = true
            let feed = FeedTableView(dataSource: ListDataSource<City>(), columns: [
                name, TableColumn("Population", text: { String($0.population) }, alignment: .trailing),
            ])
            let work = RowsWork()
            feed.refreshWork = { [work] source in
                source.apply([ListSection(id: "cities", items: Self.cities(0..<work.refreshedRows))])
                return .available
            }
            feed.loadMoreWork = { [work] source in
                while !work.releasesLoads { try await Task.sleep(nanoseconds: 1_000_000) }
                source.append(Self.cities(source.itemCount..<(source.itemCount + 20)))
                return .available
            }
            let (window, contract) = try showFeed(feed)
            defer {
                contract.assertNoViolation()
                window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { feed.state.hasLoadedOnce }))
            XCTAssertEqual(feed.table.presentedRowCount, 30, "the first show loads the rows")

            // Near the last row, a page loads, its footer under the rows.
            work.releasesLoads = false
            for _ in 0..<3 {
                feed.table.scrollToItem(at: ListIndexPath(section: 0, item: 29))
                MainLoop.waitUntilDrawn(window)
            }
            XCTAssertEqual(feed.state.footer, .loading)
            let footer = try XCTUnwrap(feed.table.trailingWidget)
            XCTAssertTrue(MainLoop.run(until: { footer.isDrawable }, timeout: 5))
            XCTAssertGreaterThan(footer.allocatedWidth, 300, "the footer spans the table")
            XCTAssertEqual(feed.table.presentedRowCount, 30, "the footer is no row of the table")
            try TestInput.movePointer(over: window, at: (x: 1, y: 1))
            XCTAssertTrue(MainLoop.run(until: { feed.table.scrolledWindow.showsNoScrollIndicators }, timeout: 10))
            MainLoop.waitUntilDrawn(window)
            assertGolden(of: window, named: "feed-table-loading-more", waitsForLoads: false)
            work.releasesLoads = true
            XCTAssertTrue(MainLoop.run(until: { feed.table.presentedRowCount == 50 }))
            XCTAssertEqual(feed.state.footer, .hidden)
            XCTAssertFalse(footer.isDrawable, "the footer goes with the load")

            // A refresh that brings no rows shows the empty page.
            work.refreshedRows = 0
            feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { feed.emptyPage.isShown }), "no rows: the empty page")
        }
    }

    /// "No more items" stands under the rows as a row after the last would: while they are
    /// scrolled to their end, not while the user reads further up (it had shown all the time).
    func testTheFooterShowsOnlyWhileTheRowsAreScrolledToTheirEnd() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let feed = FeedTableView(dataSource: ListDataSource<City>(), columns: [TableColumn("Name", text: \.name)])
            feed.refreshWork = { source in
                source.apply([ListSection(id: "cities", items: Self.cities(0..<60))])
                return .exhausted
            }
            let (window, contract) = try showFeed(feed)
            defer {
                contract.assertNoViolation()
                window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { feed.state.hasLoadedOnce }))
            XCTAssertEqual(feed.state.footer, .exhausted)
            let footer = try XCTUnwrap(feed.table.trailingWidget, "the exhausted feed's footer is set")
            MainLoop.waitUntilDrawn(window)
            XCTAssertFalse(footer.isDrawable, "at the top of 60 rows the footer is not shown")
            feed.table.scrollToItem(at: ListIndexPath(section: 0, item: 59))
            XCTAssertTrue(MainLoop.run(until: { footer.isDrawable }, timeout: 5), "at their end it is")
            // Shown, it shortens the rows' view: it stays.
            MainLoop.run(for: 0.3)
            XCTAssertTrue(footer.isDrawable, "it stays while the rows stay at their end")
            feed.table.scrollToItem(at: ListIndexPath(section: 0, item: 0))
            XCTAssertTrue(MainLoop.run(until: { !footer.isDrawable }, timeout: 5), "back at the top it goes")
        }
    }

    func testAFirstLoadThatFailsShowsTheErrorPageAndRetryLoadsTheRows() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let feed = FeedTableView(dataSource: ListDataSource<City>(), columns: [TableColumn("Name", text: \.name)])
            let work = RowsWork()
            feed.refreshWork = { [work] source in
                work.attempts += 1
                if work.attempts == 1 { throw RowsWork.Failure.offline }
                source.apply([ListSection(id: "cities", items: Self.cities(0..<3))])
                return .exhausted
            }
            try assertRetryLoadsAfterAFailedFirstLoad(feed) { feed.table.presentedRowCount == 3 }
            XCTAssertEqual(work.attempts, 2)
        }
    }
}

/// The feed's work as a test steers it.
@MainActor
private final class RowsWork {
    enum Failure: Error {
        case offline
    }

    var attempts = 0
    /// The rows a refresh brings.
    var refreshedRows = 30
    /// While `false`, a page load waits.
    var releasesLoads = true
}

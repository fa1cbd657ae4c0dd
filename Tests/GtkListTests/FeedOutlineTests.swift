import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The feed around an outline: its first load fills the tree, the load-more footer follows the
/// last visible row and a page appends top-level nodes, a failed load shows the error page with
/// Retry, and a tree with no nodes shows the empty page — the feed the list and the grid have.
final class FeedOutlineTests: XCTestCase {
    /// Folder `n` with two files in it.
    private nonisolated static func folder(_ n: Int) -> OutlineNode<Note> {
        OutlineNode(Note(id: "f\(n)", text: "Folder \(n)"),
                    children: [OutlineNode(Note(id: "f\(n)a", text: "File \(n)a")), OutlineNode(Note(id: "f\(n)b", text: "File \(n)b"))])
    }

    /// An empty outline of folders in a feed.
    @MainActor
    private static func makeFeed() -> (Outline<Note>, FeedOutlineView<Note>) {
        let outline = Outline<Note>(nodes: [])
        return (outline, FeedOutlineView(outline: outline, adapters: [
            RowAdapter(kind: "note", make: FolderRow.init, bind: { $0.name.text = $1.text }),
        ]))
    }

    func testAnOutlineFeedLoadsPagesOfNodesBehindItsFooterAndShowsItsPages() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (outline, feed) = Self.makeFeed()
            let work = TreeWork()
            feed.refreshWork = { [outline, work] _ in
                if work.failsNext { throw FeedTestError.offline }
                work.nodes = work.refreshedNodes
                _ = outline.apply((0..<work.nodes).map(Self.folder))
                return .available
            }
            feed.loadMoreWork = { [outline, work] _ in
                while !work.releasesLoads { try await Task.sleep(nanoseconds: 1_000_000) }
                work.nodes += 6
                _ = outline.apply((0..<work.nodes).map(Self.folder))
                return work.nodes < 24 ? .available : .exhausted
            }
            let (window, contract) = try showFeed(feed)
            defer {
                contract.assertNoViolation()
                window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { feed.state.hasLoadedOnce }))
            XCTAssertEqual(feed.dataSource.itemCount, 12, "the first show loads the tree, collapsed")
            XCTAssertTrue(feed.view.outline.expand("f0") != nil)
            XCTAssertEqual(feed.dataSource.itemCount, 14)

            // Near the last row, a page of nodes loads behind the footer.
            work.releasesLoads = false
            for _ in 0..<3 {
                feed.view.scrollToRow(13)
                MainLoop.waitUntilDrawn(window)
            }
            XCTAssertEqual(feed.state.footer, .loading)
            let footer = try XCTUnwrap(feed.view.trailingWidget)
            feed.view.scrollToRow(14)  // the row after the last: the footer
            XCTAssertTrue(MainLoop.run(until: { footer.isDrawable }, timeout: 5))
            try TestInput.movePointer(over: window, at: (x: 1, y: 1))
            XCTAssertTrue(MainLoop.run(until: { feed.view.scrolledWindow.showsNoScrollIndicators }, timeout: 10))
            MainLoop.waitUntilDrawn(window)
            assertGolden(of: window, named: "feed-outline-loading-more", waitsForLoads: false)
            work.releasesLoads = true
            XCTAssertTrue(MainLoop.run(until: { feed.dataSource.itemCount == 20 }), "six more folders, f0 still open")
            XCTAssertTrue(outline.isExpanded("f0"), "what was open stays open")

            // A refresh that fails keeps the tree; one that brings no nodes shows the empty page.
            work.failsNext = true
            feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { !feed.state.isRefreshing }))
            XCTAssertEqual(feed.dataSource.itemCount, 20)
            XCTAssertFalse(feed.errorPage.isShown, "the tree still shows")
            work.failsNext = false
            work.refreshedNodes = 0
            feed.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: { feed.emptyPage.isShown }), "no nodes: the empty page")
            XCTAssertEqual(feed.dataSource.itemCount, 0)
        }
    }

    func testAFirstLoadThatFailsShowsTheErrorPageAndRetryLoadsTheTree() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let (outline, feed) = Self.makeFeed()
            let work = TreeWork()
            feed.refreshWork = { [outline, work] _ in
                work.attempts += 1
                if work.attempts == 1 { throw FeedTestError.offline }
                _ = outline.apply((0..<3).map(Self.folder))
                return .exhausted
            }
            try assertRetryLoadsAfterAFailedFirstLoad(feed) { feed.dataSource.itemCount == 3 }
            XCTAssertEqual(work.attempts, 2)
        }
    }
}

/// The feed's work as a test steers it.
@MainActor
private final class TreeWork {
    var failsNext = false
    var attempts = 0
    /// The top-level nodes the tree has, and a refresh brings.
    var nodes = 0
    var refreshedNodes = 12
    /// While `false`, a page load waits.
    var releasesLoads = true
}

/// Why a test's load fails.
private enum FeedTestError: Error {
    case offline
}

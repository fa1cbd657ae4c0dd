import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import XCTest

final class ViewerWindowTests: XCTestCase {
    /// A shown viewer whose demo source answers at once, after its first load.
    @MainActor
    private static func makeViewer(height: Int = 700) throws -> ViewerWindow {
        try GtkTestEnvironment.start()
        let source = DemoFeedSource()
        source.refreshDelay = .zero
        source.pageDelay = .zero
        let viewer = ViewerWindow(window: Window(), source: source, title: "Test",
                                  size: WindowSize(width: 600, height: height))
        viewer.present()
        XCTAssertTrue(MainLoop.run(until: { viewer.feed.state.hasLoadedOnce }))
        XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
        return viewer
    }

    func testActivatingARowShowsItsTitleInAToast() throws {
        try MainActor.assumeIsolated {
            let viewer = try Self.makeViewer()
            defer { viewer.window.close() }
            XCTAssertFalse(viewer.toast.isShown)
            XCTAssertNil(viewer.list.selectedItem, "nothing is selected when the window opens")

            let firstArticle = try XCTUnwrap(viewer.source.dataSource.item(at: ListIndexPath(section: 0, item: 0)))
            viewer.list.activateRow(1)  // row 0 is the section header
            XCTAssertTrue(viewer.toast.isShown)
            XCTAssertEqual(viewer.toast.shownTitle, firstArticle.title)
        }
    }

    func testEveryDemoRowKindHasARowDesign() throws {
        try MainActor.assumeIsolated {
            let viewer = try Self.makeViewer(height: 4000)
            defer { viewer.window.close() }
            let boundKinds = Set(viewer.list.boundItems.map(\.kind))
            XCTAssertEqual(boundKinds, [FeedItem.Kind.header, FeedItem.Kind.article,
                                        FeedItem.Kind.card, FeedItem.Kind.compact])
        }
    }

    func testRefreshPutsNewStoriesOnTopAndMovesNothingElse() throws {
        try MainActor.assumeIsolated {
            let viewer = try Self.makeViewer()
            defer { viewer.window.close() }
            var changes: [ListChange] = []
            viewer.source.dataSource.observe { changes.append($0) }
            viewer.refreshButton.click()
            XCTAssertTrue(MainLoop.run(until: { !changes.isEmpty && !viewer.feed.state.isRefreshing }))
            XCTAssertEqual(changes.map(\.spliceDescription), ["1-0+1"], "one story inserted under the header")
            XCTAssertEqual(changes.first?.diff?.moves, [])
            let top = viewer.source.dataSource.item(at: ListIndexPath(section: 0, item: 0))
            XCTAssertEqual(top?.id, "breaking-0")
        }
    }

    func testFailureToggleMakesTheNextPageFailWithRetryInTheFooter() throws {
        try MainActor.assumeIsolated {
            let viewer = try Self.makeViewer()
            defer { viewer.window.close() }
            viewer.failureToggle.isActive = true
            XCTAssertTrue(viewer.source.failsNextLoad)
            for _ in 0..<10 where viewer.feed.state.footer == .hidden {
                viewer.list.scrollToRow(viewer.list.presentedRowCount - 1)
                MainLoop.waitUntilDrawn(viewer.window)
            }
            XCTAssertTrue(MainLoop.run(until: {
                if case .failed = viewer.feed.state.footer { return true }
                return false
            }))
            XCTAssertFalse(viewer.failureToggle.isActive, "the toggle springs back after one failure")
            viewer.feed.retry()
            XCTAssertTrue(MainLoop.run(until: { viewer.source.dataSource.sections.last?.id == "archive" }))
        }
    }

    func testClearingShowsTheEmptyPageWhoseReloadButtonRefillsTheFeed() throws {
        try MainActor.assumeIsolated {
            let viewer = try Self.makeViewer()
            defer { viewer.window.close() }
            XCTAssertFalse(viewer.feed.emptyPage.isShown)
            viewer.clearButton.click()
            XCTAssertEqual(viewer.source.dataSource.itemCount, 0)
            XCTAssertTrue(viewer.feed.emptyPage.isShown)
            viewer.feed.emptyPage.pressButton()
            XCTAssertTrue(MainLoop.run(until: { viewer.source.dataSource.itemCount > 0 && !viewer.feed.state.isRefreshing }))
            XCTAssertFalse(viewer.feed.emptyPage.isShown)
        }
    }
}

import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

final class ViewerWindowTests: XCTestCase {
    /// A shown viewer whose demo source answers at once, after its first load.
    @MainActor
    private static func makeViewer(height: Int = 700) throws -> (ViewerWindow, DemoContent) {
        try GtkTestEnvironment.start()
        let source = DemoFeedSource()
        source.refreshDelay = .zero
        source.pageDelay = .zero
        let demo = DemoContent(source: source)
        let viewer = ViewerWindow(window: Window(), content: demo, size: WindowSize(width: 600, height: height))
        viewer.present()
        XCTAssertTrue(MainLoop.run(until: { demo.feed.state.hasLoadedOnce }))
        XCTAssertTrue(MainLoop.waitUntilDrawn(viewer.window))
        return (viewer, demo)
    }

    func testActivatingARowShowsItsTitleInAToast() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer()
            defer { viewer.window.close() }
            XCTAssertFalse(viewer.toast.isShown)
            XCTAssertNil(demo.feed.list.selectedItem, "nothing is selected when the window opens")

            let firstArticle = try XCTUnwrap(demo.source.dataSource.item(at: ListIndexPath(section: 0, item: 0)))
            demo.feed.list.activateRow(1)  // row 0 is the section header
            XCTAssertTrue(viewer.toast.isShown)
            XCTAssertEqual(viewer.toast.shownTitle, firstArticle.title)
        }
    }

    func testEveryDemoRowKindHasARowDesign() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer(height: 4000)
            defer { viewer.window.close() }
            let boundKinds = Set(demo.feed.list.boundItems.map(\.kind))
            XCTAssertEqual(boundKinds, [FeedItem.Kind.header, FeedItem.Kind.article,
                                        FeedItem.Kind.card, FeedItem.Kind.compact])
        }
    }

    func testTheDemoUpdatesAreReorderedByKeysAndKeepTheirOrderOverARefresh() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer()
            defer { viewer.window.close() }
            let data = demo.source.dataSource
            let updates = try XCTUnwrap(data.sections.firstIndex { $0.id == DemoFeedSource.reorderableSectionID })
            let names = { data.section(at: updates)?.items.prefix(3).map(\.title) ?? [] }
            XCTAssertEqual(names(), ["gtk4", "glib2.0", "pango1.0"])
            demo.feed.list.focusItem(at: ListIndexPath(section: updates, item: 0))
            MainLoop.waitUntilDrawn(viewer.window)
            try TestInput.pressKeys("alt+Down", in: viewer.window)
            XCTAssertEqual(names(), ["glib2.0", "gtk4", "pango1.0"])
            XCTAssertEqual(demo.feed.list.selectedItem?.item.title, "gtk4", "the moved row stays selected")

            // Stories keep their order.
            let firstStory = data.item(at: ListIndexPath(section: 0, item: 0))?.id
            demo.feed.list.focusItem(at: ListIndexPath(section: 0, item: 0))
            MainLoop.waitUntilDrawn(viewer.window)
            try TestInput.pressKeys("alt+Down", in: viewer.window)
            XCTAssertEqual(data.item(at: ListIndexPath(section: 0, item: 0))?.id, firstStory)

            viewer.refreshButton.click()
            XCTAssertTrue(MainLoop.run(until: { data.item(at: ListIndexPath(section: 0, item: 0))?.id == "breaking-0" }))
            XCTAssertEqual(names(), ["glib2.0", "gtk4", "pango1.0"], "a refresh keeps the user's order")
        }
    }

    func testRefreshPutsNewStoriesOnTopAndMovesNothingElse() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer()
            defer { viewer.window.close() }
            var changes: [ListChange] = []
            let observation = demo.source.dataSource.observe { changes.append($0) }
            defer { observation.cancel() }
            viewer.refreshButton.click()
            XCTAssertTrue(MainLoop.run(until: { !changes.isEmpty && !demo.feed.state.isRefreshing }))
            XCTAssertEqual(changes.map(\.spliceDescription), ["1-0+1"], "one story inserted under the header")
            XCTAssertEqual(changes.first?.diff?.moves, [])
            let top = demo.source.dataSource.item(at: ListIndexPath(section: 0, item: 0))
            XCTAssertEqual(top?.id, "breaking-0")
        }
    }

    func testFailureToggleMakesTheNextPageFailWithRetryInTheFooter() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer()
            defer { viewer.window.close() }
            demo.failureToggle.isActive = true
            XCTAssertTrue(demo.source.failsNextLoad)
            for _ in 0..<10 where demo.feed.state.footer == .hidden {
                demo.feed.list.scrollToRow(demo.feed.list.presentedRowCount - 1)
                MainLoop.waitUntilDrawn(viewer.window)
            }
            XCTAssertTrue(MainLoop.run(until: {
                if case .failed = demo.feed.state.footer { return true }
                return false
            }))
            XCTAssertFalse(demo.failureToggle.isActive, "the toggle springs back after one failure")
            demo.feed.retry()
            XCTAssertTrue(MainLoop.run(until: { demo.source.dataSource.sections.last?.id == "archive" }))
        }
    }

    func testClearingShowsTheEmptyPageWhoseReloadButtonRefillsTheFeed() throws {
        try MainActor.assumeIsolated {
            let (viewer, demo) = try Self.makeViewer()
            defer { viewer.window.close() }
            XCTAssertFalse(demo.feed.emptyPage.isShown)
            demo.clearButton.click()
            XCTAssertEqual(demo.source.dataSource.itemCount, 0)
            XCTAssertTrue(demo.feed.emptyPage.isShown)
            demo.feed.emptyPage.pressButton()
            XCTAssertTrue(MainLoop.run(until: { demo.source.dataSource.itemCount > 0 && !demo.feed.state.isRefreshing }))
            XCTAssertFalse(demo.feed.emptyPage.isShown)
        }
    }
}

/// The keyboard in list-viewer itself: across the demo's section headers, and in a file.
final class ViewerKeyboardTests: XCTestCase {
    func testTheDemoIsWalkedByKeysAcrossItsSectionHeaders() throws {
        try MainActor.assumeIsolated {
            let viewer = try StagedScreen.make(.list)
            defer { viewer.window.close() }
            let list = try XCTUnwrap(viewer.demo?.feed.list)
            XCTAssertTrue(MainLoop.run(until: { list.focusedRow == 1 }), "the first story has the first focus, not the header")
            // Six stories in the first section; the seventh Down skips the "Featured" header.
            for _ in 0..<6 { try TestInput.pressKeys("Down", in: viewer.window) }
            XCTAssertEqual(list.focusedRow, 8, "row 7 is a header")
            try TestInput.pressKeys("Home", in: viewer.window)
            XCTAssertEqual(list.focusedRow, 1)
            // Its menu copies the story's title and summary.
            try TestInput.pressKeys("Menu", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { list.isContextMenuShown }))
            try TestInput.pressKeys("Return", in: try XCTUnwrap(list.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: viewer.window) != nil }))
            XCTAssertEqual(Clipboard.localText(of: viewer.window),
                           "Incremental builds get twice as fast in the new toolchain\nCaching type-checked modules between "
                           + "runs cuts rebuild times on large projects by half, with no change to build scripts.")
        }
    }

    func testAFileRowOpensItsMenuFromTheKeyboard() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("people.jsonl", (1...5).map { #"{"name": "Person \#($0)"}"# }.joined(separator: "\n") + "\n")
            let file = FileContent(path: path)
            let viewer = try StagedScreen.show(file, height: 400)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.focusedRow == 0 }), "the first record has the focus")
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("shift+F10", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.isContextMenuShown }))
            try TestInput.pressKeys("Return", in: try XCTUnwrap(file.feed.list.shownContextMenu), awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: viewer.window) == "Person 2" }),
                          "copied: \(String(describing: Clipboard.localText(of: viewer.window)))")
        }
    }

    func testAFileRowsMenuCopiesOneFieldsValue() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let path = try scratch.write("people.jsonl", #"{"name": "Ada", "born": {"year": 1815}, "note": "first"}"# + "\n")
            let file = FileContent(path: path)
            let viewer = try StagedScreen.show(file)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.focusedRow == 0 }))
            try TestInput.pressKeys("shift+F10", in: viewer.window, awaitsRelease: false)
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.isContextMenuShown }))
            let menu = try XCTUnwrap(file.feed.list.shownContextMenu)
            XCTAssertEqual(menu.shownTexts.filter { $0.hasPrefix("Copy") }, ["Copy", "Copy as JSON", "Copy Value"])
            // Copy Value opens its submenu of fields; the second is "born".
            for key in ["Down", "Down", "Return"] { try TestInput.pressKeys(key, in: menu, awaitsRelease: false) }
            XCTAssertTrue(MainLoop.run(until: { menu.shownTexts.contains("born") }), "\(menu.shownTexts)")
            MainLoop.waitUntilDrawn(menu)
            for key in ["Down", "Down", "Return"] { try TestInput.pressKeys(key, in: menu, awaitsRelease: false) }
            XCTAssertTrue(MainLoop.run(until: { Clipboard.localText(of: viewer.window) != nil }))
            XCTAssertEqual(Clipboard.localText(of: viewer.window), #"{"year":1815}"#)
        }
    }
}

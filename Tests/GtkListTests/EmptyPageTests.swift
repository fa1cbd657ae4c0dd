import GtkList
import GtkListTesting
import ListCore
import XCTest

/// The empty page follows the model by itself, never flashes before the first load, and sits
/// centred over the list.
final class EmptyPageTests: XCTestCase {
    /// Counts every appearance callback of a page.
    @MainActor
    final class CallbackLog {
        var events: [String] = []
        func attach(to page: EmptyPage) {
            page.onWillAppear { self.events.append("willAppear") }
                .onDidAppear { self.events.append("didAppear") }
                .onWillDisappear { self.events.append("willDisappear") }
                .onDidDisappear { self.events.append("didDisappear") }
        }
    }

    func testPageFollowsEveryKindOfModelChangeWithOneCallbackEach() throws {
        try MainActor.assumeIsolated {
            let log = CallbackLog()
            let harness = try FeedHarness(items: 3, pages: 0) { log.attach(to: $0.emptyPage) }
            defer { harness.close() }
            let source = harness.feed.dataSource
            let page = harness.feed.emptyPage
            XCTAssertFalse(page.isShown)

            let steps: [(String, () -> Void, Bool)] = [
                ("removeAll", { source.removeAll() }, true),
                ("append", { source.append([Note(id: "a", text: "A")]) }, false),
                ("remove", { source.remove(at: ListIndexPath(section: 0, item: 0)) }, true),
                ("insert", { source.insert(Note(id: "b", text: "B"), at: ListIndexPath(section: 0, item: 0)) }, false),
                ("apply headers only", {
                    source.apply([ListSection(id: "h", header: Note(id: "h", text: "Header", kind: "note"))])
                }, true),
                ("apply items", { source.apply([ListSection(id: "s", items: ListHarness.notes(0..<2))]) }, false),
            ]
            for (name, change, shown) in steps {
                change()
                harness.drawn()
                XCTAssertEqual(page.isShown, shown, name)
            }
            let cycle = ["willAppear", "didAppear", "willDisappear", "didDisappear"]
            XCTAssertEqual(log.events, cycle + cycle + cycle)
        }
    }

    func testLoadingPageShowsUntilTheFirstLoadAndTheEmptyPageNeverFlashes() throws {
        try MainActor.assumeIsolated {
            let log = CallbackLog()
            let harness = try FeedHarness(items: 0, pages: 0, firstLoad: .waits) { log.attach(to: $0.emptyPage) }
            defer { harness.close() }
            XCTAssertTrue(harness.feed.loadingPage.isShown)
            XCTAssertFalse(harness.feed.emptyPage.isShown)
            harness.releasesWork = true
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.hasLoadedOnce }))
            XCTAssertFalse(harness.feed.loadingPage.isShown)
            XCTAssertTrue(harness.feed.emptyPage.isShown, "loaded with no items")
            XCTAssertEqual(log.events, ["willAppear", "didAppear"])
        }
    }

    func testFailedFirstLoadShowsTheErrorPageAndItsButtonRetries() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 0, pages: 0, firstLoad: .fails("The server is down."))
            defer { harness.close() }
            XCTAssertTrue(MainLoop.run(until: { harness.feed.errorPage.isShown }))
            XCTAssertFalse(harness.feed.emptyPage.isShown)
            harness.refreshFailure = nil
            harness.feed.retry()
            XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 && harness.feed.state.hasLoadedOnce }))
            XCTAssertFalse(harness.feed.errorPage.isShown)
        }
    }

    func testPageIsCentredAtTwoWindowSizes() throws {
        try MainActor.assumeIsolated {
            for (width, height) in [(360, 480), (700, 900)] {
                let harness = try FeedHarness(items: 0, pages: 0, width: Int32(width), height: Int32(height))
                defer { harness.close() }
                let page = harness.feed.emptyPage
                XCTAssertTrue(page.isShown)
                let area = try XCTUnwrap(harness.feed.widget.bounds(relativeTo: harness.feed.widget))
                let content = try XCTUnwrap(page.contentWidget.bounds(relativeTo: harness.feed.widget))
                XCTAssertGreaterThan(content.height, 0)
                XCTAssertEqual(content.x + content.width / 2, area.width / 2, accuracy: 1, "\(width)x\(height)")
                XCTAssertEqual(content.y + content.height / 2, area.height / 2, accuracy: 1, "\(width)x\(height)")
            }
        }
    }

    func testVerticalOffsetMovesTheCentre() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.verticalOffset(-40) }
            defer { harness.close() }
            let area = try XCTUnwrap(harness.feed.widget.bounds(relativeTo: harness.feed.widget))
            let content = try XCTUnwrap(harness.feed.emptyPage.contentWidget.bounds(relativeTo: harness.feed.widget))
            XCTAssertEqual(content.y + content.height / 2, area.height / 2 - 40, accuracy: 1)
        }
    }

    func testShouldDisplayFalseKeepsThePageHidden() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.shouldDisplay { false } }
            defer { harness.close() }
            XCTAssertEqual(harness.feed.state.overlayPage, .empty)
            XCTAssertFalse(harness.feed.emptyPage.isShown)
        }
    }

    func testAPullOnTheEmptyPageRefreshesOnlyWhenScrollingIsAllowed() throws {
        try MainActor.assumeIsolated {
            for allowsScroll in [true, false] {
                let harness = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.allowsScroll(allowsScroll) }
                defer { harness.close() }
                XCTAssertTrue(harness.feed.emptyPage.isShown)
                for _ in 0..<4 { _ = harness.feed.deliverScroll(dy: -1) }
                if allowsScroll {
                    harness.settleWheel()
                    XCTAssertTrue(MainLoop.run(until: { harness.refreshCalls == 2 }), "the pull refreshed")
                } else {
                    XCTAssertEqual(harness.clock.sleeperCount, 0, "no pull started")
                    XCTAssertFalse(harness.feed.state.isRefreshing)
                }
            }
        }
    }

    func testHeaderRowsStayVisibleAboveThePageWhenAsked() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 0, pages: 0) { $0.emptyPage.keepsHeadersVisible(true) }
            defer { harness.close() }
            harness.feed.dataSource.apply([ListSection(id: "h", header: Note(id: "h", text: "Header"))])
            harness.drawn()
            harness.drawn()
            let page = harness.feed.emptyPage
            XCTAssertTrue(page.isShown)
            let background = try XCTUnwrap(page.contentWidget.parent?.bounds(relativeTo: harness.feed.widget))
            XCTAssertGreaterThan(background.y, 10, "the page starts below the header row")
        }
    }

    func testThePagesButtonCanTakeKeyboardFocus() throws {
        try MainActor.assumeIsolated {
            var taps = 0
            let harness = try FeedHarness(items: 0, pages: 0) { feed in
                feed.emptyPage = EmptyPage.standard(image: .iconName("emblem-ok-symbolic"), title: "Done",
                                                    description: "Nothing left.", buttonTitle: "Reload")
                    .onTapButton { taps += 1 }
            }
            defer { harness.close() }
            XCTAssertTrue(harness.feed.emptyPage.isShown)
            XCTAssertTrue(harness.feed.emptyPage.focusButton(), "the button takes keyboard focus")
            harness.feed.emptyPage.pressButton()
            XCTAssertEqual(taps, 1)
        }
    }

    func testTitleAndDescriptionArePlainTextUnlessMarkupIsAskedFor() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let page = EmptyPage.textOnly(title: "Q&A <none>", description: "Ask & answer")
            XCTAssertEqual(page.shownTexts, ["Q&A <none>", "Ask & answer"])
            page.titleMarkup("<b>Q&amp;A</b>").descriptionMarkup("<i>soon</i>")
            XCTAssertEqual(page.shownTexts, ["Q&A", "soon"])
        }
    }
}

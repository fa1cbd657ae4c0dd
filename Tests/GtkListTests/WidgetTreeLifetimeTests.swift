import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A list, feed or page lives while its widget is in a widget tree, as GTK widgets do, and work
/// that finishes after its feed is gone is dropped.
final class WidgetTreeLifetimeTests: XCTestCase {
    /// Puts a feed of notes into `window` and returns it weakly: the window holds its widget
    /// alone. (A `Window` wrapper holds its window as a C caller's reference would, so closing
    /// it frees the content only once the wrapper goes too.)
    @MainActor
    private static func showFeed(in window: Window, refreshes: Counter) -> () -> FeedListView<Note>? {
        let feed = FeedListView(dataSource: ListDataSource<Note>(), adapters: [
            RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        feed.refreshWork = { notes in
            refreshes.value += 1
            let round = refreshes.value
            notes.apply([ListSection(id: "s", items: ListHarness.notes(0..<round))])
            return .exhausted
        }
        window.setChild(feed.widget)
        weak let weakFeed = feed
        return { weakFeed }
    }

    /// Puts a feed over `notes` into `window` whose refresh waits for `gate`, then adds three
    /// notes; returns the feed weakly, so the window holds it alone.
    @MainActor
    private static func showGatedFeed(over notes: ListDataSource<Note>, in window: Window,
                                      gate: Gate) -> () -> FeedListView<Note>? {
        let feed = FeedListView(dataSource: notes, adapters: [
            RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
        ])
        feed.refreshWork = { notes in
            await gate.wait()
            notes.append(ListHarness.notes(0..<3))
            return .exhausted
        }
        window.setChild(feed.widget)
        weak let weakFeed = feed
        return { weakFeed }
    }

    func testAFeedHeldOnlyByItsWidgetSurvivesRefreshesAndIsFreedWithItsWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let modelsBefore = GtkListDiagnostics.liveListModelCount
            let refreshes = Counter()
            var window: Window? = Window()
            let feed = Self.showFeed(in: window!, refreshes: refreshes)
            window!.present()
            waitForScreen(window!)
            for round in 2...11 {
                feed()?.beginRefreshing()
                waitForScreen(window!)
                XCTAssertEqual(refreshes.value, round, "refresh \(round) ran")
                XCTAssertEqual(feed()?.dataSource.itemCount, round)
            }
            XCTAssertNotNil(feed(), "the window's widget tree keeps the feed")
            window!.close()
            window = nil
            MainLoop.run(until: { feed() == nil }, timeout: 2)
            XCTAssertNil(feed(), "closing the window frees the feed")
            XCTAssertEqual(GtkListDiagnostics.liveListModelCount, modelsBefore)
        }
    }

    func testAFeedReleasedDuringASlowRefreshDropsTheResultAndLeaksNothing() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            MainLoop.runPending()
            let closuresBefore = GtkListDiagnostics.liveClosureCount
            let modelsBefore = GtkListDiagnostics.liveListModelCount
            let gate = Gate()
            let notes = ListDataSource<Note>()
            var window: Window? = Window()
            let feed = Self.showGatedFeed(over: notes, in: window!, gate: gate)
            window!.present()
            XCTAssertTrue(MainLoop.run(until: { gate.isWaiting }), "the first refresh started")
            window!.close()
            window = nil
            MainLoop.run(until: { feed() == nil }, timeout: 2)
            XCTAssertNil(feed(), "the feed goes with its window although its work still waits")

            gate.open()
            XCTAssertTrue(MainLoop.run(until: { notes.itemCount == 3 }), "the work itself ran to its end")
            MainLoop.run(until: { GtkListDiagnostics.liveClosureCount == closuresBefore }, timeout: 2)
            XCTAssertEqual(GtkListDiagnostics.liveClosureCount, closuresBefore, "signal closures")
            XCTAssertEqual(GtkListDiagnostics.liveListModelCount, modelsBefore, "list models")
        }
    }

    func testAFeedClosedWhileItsNewRowsWaitForAFrameIsFreed() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let gate = Gate()
            let notes = ListDataSource<Note>()
            var window: Window? = Window()
            let feed = Self.showGatedFeed(over: notes, in: window!, gate: gate)
            window!.present()
            XCTAssertTrue(MainLoop.run(until: { gate.isWaiting }), "the first refresh started")
            gate.open()
            // The work has returned: the feed now waits for the frame that draws the new rows.
            XCTAssertTrue(MainLoop.run(until: { notes.itemCount == 3 }))
            window!.close()
            window = nil
            XCTAssertTrue(MainLoop.run(until: { feed() == nil }, timeout: 2),
                          "a wait for a frame that never comes must not keep the feed")
        }
    }

    func testAListAndItsEmptyPageLiveWithTheirWidgetAndCanMoveBetweenWindows() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            weak var weakList: ListView<Note>?
            weak var weakPage: EmptyPage?
            var first: Window? = Window()
            var second: Window? = Window()
            do {
                let list = ListView(dataSource: ListDataSource<Note>())
                list.emptyPage = EmptyPage.textOnly(title: "Nothing")
                weakList = list
                weakPage = list.emptyPage
                first!.setChild(list.widget)
            }
            first!.present()
            MainLoop.waitUntilDrawn(first!)
            XCTAssertEqual(weakPage?.isShown, true)

            // Moving the widget to another window: a wrapper of it held meanwhile keeps it.
            do {
                let widget = try XCTUnwrap(weakList?.widget)
                first!.setChild(Label("elsewhere"))
                XCTAssertNotNil(weakList, "held by the app's reference to its widget")
                second!.setChild(widget)
            }
            second!.present()
            MainLoop.waitUntilDrawn(second!)
            XCTAssertNotNil(weakList, "held by the second window")
            first!.close()
            second!.close()
            first = nil
            second = nil
            MainLoop.run(until: { weakList == nil && weakPage == nil }, timeout: 2)
            XCTAssertNil(weakList)
            XCTAssertNil(weakPage)
        }
    }

    func testAListNeverShownIsFreedWithItsLastReference() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let modelsBefore = GtkListDiagnostics.liveListModelCount
            weak var weakList: ListView<Note>?
            do {
                let list = ListView(dataSource: ListDataSource<Note>(sections: [
                    ListSection(id: "s", items: ListHarness.notes(0..<3)),
                ]))
                weakList = list
                XCTAssertEqual(GtkListDiagnostics.liveListModelCount, modelsBefore + 1)
            }
            XCTAssertNil(weakList)
            XCTAssertEqual(GtkListDiagnostics.liveListModelCount, modelsBefore)
        }
    }
}

/// A number shared between a test and the work it starts.
@MainActor
final class Counter {
    var value = 0
}

/// Holds work back until the test opens it.
@MainActor
final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    var isWaiting: Bool { !waiters.isEmpty }

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

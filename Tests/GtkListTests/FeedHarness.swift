import GtkList
import GtkListTesting
import ListCore
import XCTest

/// A shown window holding a `FeedListView<Note>` whose refresh and load-more work the test
/// controls: each call is counted and waits until the test lets it finish.
@MainActor
final class FeedHarness {
    let window: Window
    let feed: FeedListView<Note>
    private(set) var refreshCalls = 0
    private(set) var loadMoreCalls = 0
    private(set) var cancelledLoads = 0
    /// While `false`, started work waits.
    var releasesWork = true
    let pageSize: Int
    var pagesLeft: Int
    /// When set, refreshes fail with this message.
    var refreshFailure: String?
    /// The clock of the feed's waits (the wheel's settle delay), moved by the test.
    let clock = ManualClock()
    /// Checks GListModel's contract at every change GTK hears.
    private(set) var contract: ListModelContractChecker!

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `pages`: how many pages load-more can add; 0 for a list that does not page at all.
    init(items: Int, pageSize: Int = 20, pages: Int = 3, width: Int32 = 360, height: Int32 = 480,
         firstLoad: FirstLoad = .finishes, configure: (FeedListView<Note>) -> Void = { _ in }) throws {
        self.pageSize = pageSize
        pagesLeft = pages
        try GtkTestEnvironment.start()
        window = Window()
        let source = ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<items))])
        feed = FeedListView(dataSource: source, adapters: [
            RowAdapter(kind: "note", defaultHeight: 40, make: { Label() }, bind: { $0.text = $1.text }),
        ])
        feed.refreshWork = { [weak self] _ in
            guard let self else { return .unchanged }
            self.refreshCalls += 1
            try await self.waitForRelease()
            if let failure = self.refreshFailure { throw Failure(description: failure) }
            return .available
        }
        feed.loadMoreWork = { [weak self] _ in
            guard let self else { return .exhausted }
            self.loadMoreCalls += 1
            do {
                try await self.waitForRelease()
            } catch {
                self.cancelledLoads += 1
                throw error
            }
            let start = self.feed.dataSource.itemCount
            self.feed.dataSource.append(ListHarness.notes(start..<(start + self.pageSize)))
            self.pagesLeft -= 1
            return self.pagesLeft > 0 ? .available : .exhausted
        }
        if pages == 0 { feed.loadMoreWork = nil }  // a list that never pages
        feed.delayClock = clock
        configure(feed)
        switch firstLoad {
        case .finishes: break
        case .waits: releasesWork = false
        case .fails(let message): refreshFailure = message
        }
        window.setDefaultSize(width: width, height: height)
        window.setChild(feed.widget)
        contract = try ListModelContractChecker(listIn: window)
        window.present()
        XCTAssertTrue(MainLoop.waitUntilDrawn(window))
        // The first refresh starts on first show.
        if firstLoad == .finishes {
            XCTAssertTrue(MainLoop.run(until: { self.feed.state.hasLoadedOnce }))
        } else {
            XCTAssertTrue(MainLoop.run(until: { self.refreshCalls == 1 }))
        }
        drawn()
    }

    /// What the first load does.
    enum FirstLoad: Equatable {
        case finishes, waits
        case fails(String)
    }

    private func waitForRelease() async throws {
        while !releasesWork {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    func drawn() { MainLoop.waitUntilDrawn(window) }

    /// Lets the wheel rest: waits until the feed times the wheel's settle delay, then moves the
    /// clock past it.
    func settleWheel(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(MainLoop.run(until: { self.clock.sleeperCount > 0 }), "the wheel's pause is timed",
                      file: file, line: line)
        clock.advance(by: .milliseconds(350))
    }

    func close() {
        contract.assertNoViolation()
        window.close()
        MainLoop.runPending()
    }
}

import GtkList
import GtkListTesting
import ListCore
import XCTest

/// Real key presses reach every item row across section headers and footers.
final class ListKeyboardTests: XCTestCase {
    /// Three sections of `itemsPerSection` notes, each with a header; rows are
    /// header 0, items 1…n, header n+1, …
    @MainActor
    private static func sectionedHarness(itemsPerSection: Int = 3, height: Int32 = 480) throws -> ListHarness {
        let sections = (0..<3).map { section in
            ListSection(id: "s\(section)",
                        header: Note(id: "h\(section)", text: "Header \(section)", kind: "header"),
                        items: ListHarness.notes(section * 100..<section * 100 + itemsPerSection))
        }
        return try ListHarness(ListDataSource(sections: sections), height: height)
    }

    @MainActor
    private static func focusedText(_ harness: ListHarness) -> String? {
        harness.list.focusedRow.flatMap { harness.source.row(at: $0)?.item.text }
    }

    func testTabFromAButtonLandsOnTheFirstItemRowNotOnAHeader() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let sections = [ListSection(id: "s", header: Note(id: "h", text: "Header", kind: "header"),
                                        items: ListHarness.notes(0..<5))]
            let list = ListView(dataSource: ListDataSource(sections: sections), adapters: [
                RowAdapter(kind: "note", make: { Label() }, bind: { $0.text = $1.text }),
                RowAdapter(kind: "header", make: { Label() }, bind: { $0.text = $1.text }),
            ])
            let button = Button(label: "Before")
            let window = Window()
            window.setDefaultSize(width: 360, height: 400)
            window.setChild(Box(.vertical, children: [button, list.widget]))
            window.present()
            defer { window.close() }
            MainLoop.waitUntilDrawn(window)
            XCTAssertTrue(button.grabFocus())
            try TestInput.pressKeys("Tab", in: window)
            XCTAssertEqual(list.focusedRow, 1, "the first item row, after the header")
            XCTAssertNil(list.selectedItem, "focus that comes in selects nothing")
            try TestInput.pressKeys("shift+Tab", in: window)
            XCTAssertTrue(button.hasFocusWithin, "Shift+Tab leaves the list again")
        }
    }

    func testDownAndUpCrossSectionHeaders() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            XCTAssertEqual(Self.focusedText(harness), "Note 0", "the window's first focus skips the header")
            var visited: [String?] = []
            for _ in 0..<5 {
                try TestInput.pressKeys("Down", in: harness.window)
                visited.append(Self.focusedText(harness))
            }
            XCTAssertEqual(visited, ["Note 1", "Note 2", "Note 100", "Note 101", "Note 102"])
            try TestInput.pressKeys("Up", in: harness.window)
            try TestInput.pressKeys("Up", in: harness.window)
            try TestInput.pressKeys("Up", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 2")
            XCTAssertEqual(harness.list.selectedItem?.item.text, "Note 2", "the keyboard selects as it moves")
        }
    }

    func testHomeEndAndTheirCtrlFormsReachTheFirstAndLastItems() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            XCTAssertEqual(Self.focusedText(harness), "Note 0", "the window's first focus skips the header")
            try TestInput.pressKeys("End", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 202")
            try TestInput.pressKeys("Home", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 0")
            try TestInput.pressKeys("ctrl+End", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 202")
            try TestInput.pressKeys("ctrl+Home", in: harness.window)
            XCTAssertEqual(Self.focusedText(harness), "Note 0")
        }
    }

    func testPageDownAndPageUpMoveAScreenfulAndNeverStick() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness(itemsPerSection: 40, height: 300)
            defer { harness.close() }
            XCTAssertEqual(Self.focusedText(harness), "Note 0", "the window's first focus skips the header")
            var rows: [Int] = []
            for _ in 0..<4 {
                try TestInput.pressKeys("Page_Down", in: harness.window)
                harness.drawn()
                rows.append(try XCTUnwrap(harness.list.focusedRow))
            }
            XCTAssertEqual(rows, rows.sorted(), "Page Down only moves down: \(rows)")
            XCTAssertEqual(Set(rows).count, 4, "every Page Down moves: \(rows)")
            XCTAssertGreaterThan(rows[0], 5, "a page is more than a few rows: \(rows)")
            for _ in 0..<4 {
                try TestInput.pressKeys("Page_Up", in: harness.window)
                harness.drawn()
            }
            XCTAssertEqual(Self.focusedText(harness), "Note 0", "Page Up goes back to the top, over the header")
        }
    }

    func testEnterActivatesTheFocusedItem() throws {
        try MainActor.assumeIsolated {
            let harness = try Self.sectionedHarness()
            defer { harness.close() }
            var activated: [String] = []
            harness.list.onActivate { activated.append($0.item.text) }
            XCTAssertEqual(Self.focusedText(harness), "Note 0", "the window's first focus skips the header")
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertEqual(activated, ["Note 100"])
        }
    }
}

/// The keyboard reaches the feed's own buttons: the footer's Retry and the empty page's button.
final class FeedKeyboardTests: XCTestCase {
    func testSpaceActivatesTheFocusedItem() throws {
        try MainActor.assumeIsolated {
            let harness = try ListHarness(ListDataSource(sections: [ListSection(id: "s", items: ListHarness.notes(0..<5))]))
            defer { harness.close() }
            var activated: [String] = []
            harness.list.onActivate { activated.append($0.item.text) }
            try TestInput.pressKeys("Down", in: harness.window)
            try TestInput.pressKeys("space", in: harness.window)
            XCTAssertEqual(activated, ["Note 1"])
        }
    }

    func testDownFromTheLastItemReachesTheFootersRetryAndEnterPressesIt() throws {
        try MainActor.assumeIsolated {
            let harness = try FeedHarness(items: 12, pages: 2)
            defer { harness.close() }
            struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
            let working = harness.feed.loadMoreWork
            let network = OfflineSwitch()
            harness.feed.loadMoreWork = { dataSource in
                if network.isOffline { throw Offline() }
                return try await working!(dataSource)
            }
            try TestInput.pressKeys("End", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.state.footer == .failed(message: "offline") }))
            harness.drawn()
            try TestInput.pressKeys("End", in: harness.window)
            try TestInput.pressKeys("Down", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.list.focusedRow == nil }), "the focus left the item rows for the footer")
            network.isOffline = false
            let countBefore = harness.feed.dataSource.itemCount
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertTrue(MainLoop.run(until: { harness.feed.dataSource.itemCount == countBefore + 20 }),
                          "Retry loaded the page: \(harness.feed.dataSource.itemCount) items")
        }
    }

    func testTabReachesTheEmptyPagesButton() throws {
        try MainActor.assumeIsolated {
            var pressed = 0
            let harness = try FeedHarness(items: 0, pages: 0) { feed in
                feed.emptyPage = EmptyPage.textOnly(title: "Nothing").button("_Reload")
            }
            defer { harness.close() }
            harness.feed.emptyPage.onTapButton { pressed += 1 }
            XCTAssertTrue(harness.feed.emptyPage.isShown)
            try TestInput.pressKeys("Tab", in: harness.window)
            try TestInput.pressKeys("Return", in: harness.window)
            XCTAssertEqual(pressed, 1, "Tab reached the page's button and Enter pressed it")
        }
    }
}

/// Whether the network of a test is down; a class, so the work closure sees it change.
private final class OfflineSwitch {
    var isOffline = true
}

import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// Ctrl+F in an opened file: the whole file is searched, matches are counted and highlighted,
/// Enter and Shift+Enter go from matching record to matching record (the list's window moving
/// as needed), "Only Matches" filters, and Escape puts everything back.
final class FileSearchTests: XCTestCase {
    /// Every 7th record says "error", one far down says "needle".
    @MainActor
    private static func open(_ scratch: ScratchDirectory, count: Int = 5_000,
                             width: Int = 700) throws -> (ViewerWindow, FileContent) {
        let lines = (1...count).map { number in
            let level = number % 7 == 0 ? "ERROR" : "info"
            let text = number == count - 10 ? "a needle here" : "request \(number) served"
            return #"{"id": \#(number), "level": "\#(level)", "message": "\#(text)"}"#
        }
        return try show(lines, in: scratch, width: width)
    }

    /// A window showing `lines` as a JSON Lines file.
    @MainActor
    private static func show(_ lines: [String], in scratch: ScratchDirectory,
                             width: Int = 700) throws -> (ViewerWindow, FileContent) {
        let path = try scratch.write("service.jsonl", lines.joined(separator: "\n") + "\n")
        try GtkTestEnvironment.start()
        let file = FileContent(path: path)
        file.model.records.maximumLoadedRecords = 1_000
        return (try StagedScreen.show(file, width: width, height: 500), file)
    }

    @MainActor
    private static func selectedID(_ file: FileContent) -> Int? { file.feed.list.selectedItem?.item.id }

    @MainActor
    private static func searchEnded(_ file: FileContent) -> Bool {
        MainLoop.run(until: { file.searchBar.search?.progress.isComplete == true && file.searchBar.countLabel.text.contains("match") }, timeout: 5)
    }

    func testTypedQueryIsCountedAndEnterGoesFromMatchToMatch() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.feed.list.grabFocus()
            try TestInput.pressKeys("ctrl+f", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.widget.isShown && file.searchBar.entry.hasFocusWithin }))
            for key in ["e", "r", "r", "o", "r"] { try TestInput.pressKeys(key, in: viewer.window) }
            XCTAssertTrue(Self.searchEnded(file), file.searchBar.countLabel.text)
            XCTAssertEqual(file.searchBar.countLabel.text, "714 matches", "smart case: lower case finds ERROR")
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 7 }), "\(String(describing: Self.selectedID(file)))")
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 14 }))
            XCTAssertEqual(file.searchBar.countLabel.text, "2 of 714")
            try TestInput.pressKeys("shift+Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 7 }))
            XCTAssertTrue(file.searchBar.entry.hasFocusWithin, "the keyboard stays in the search field")
            try TestInput.pressKeys("shift+Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 4_998 }), "backwards from the first match wraps to the last")
        }
    }

    /// Alt+R makes the query a regular expression (PCRE2): its matches are counted and shown;
    /// a pattern that does not compile says why in the bar, marks the field, and searches
    /// nothing; the toggle off, the same text is plain text again.
    func testARegularExpressionIsSearchedAndABadOneExplained() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            try TestInput.pressKeys("ctrl+f", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.entry.hasFocusWithin }))
            try TestInput.pressKeys("alt+r", in: viewer.window)
            XCTAssertTrue(file.searchBar.regexToggle.isActive)
            for key in ["r", "e", "q", "u", "e", "s", "t", "space", "4", "9", "9", "bracketleft", "0", "minus", "9",
                        "bracketright", "backslash", "b"] {
                try TestInput.pressKeys(key, in: viewer.window)
            }
            XCTAssertEqual(file.searchBar.entry.text, "request 499[0-9]\\b")
            XCTAssertTrue(Self.searchEnded(file), file.searchBar.countLabel.text)
            XCTAssertEqual(file.searchBar.countLabel.text, "9 matches", "4991–4999: record 4990 holds the needle instead")
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 4_991 }), "\(String(describing: Self.selectedID(file)))")
            // A bracket left open.
            try TestInput.pressKeys("BackSpace", in: viewer.window)
            try TestInput.pressKeys("BackSpace", in: viewer.window)
            try TestInput.pressKeys("BackSpace", in: viewer.window)
            XCTAssertEqual(file.searchBar.entry.text, "request 499[0-9")
            // Waits for the explanation of this text, not of the one typed on the way to it
            // ("request 499[0-9]\": "\ at end of pattern").
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.countLabel.text.contains("missing terminating ]") }), file.searchBar.countLabel.text)
            XCTAssertTrue(file.searchBar.countLabel.text.hasPrefix("Not a valid pattern:"), file.searchBar.countLabel.text)
            XCTAssertTrue(file.searchBar.entry.hasCSSClass("error"))
            XCTAssertNil(file.searchBar.search, "nothing is searched")
            // As text, the same characters are simply not in the file.
            file.searchBar.regexToggle.isActive = false
            XCTAssertTrue(Self.searchEnded(file) || file.searchBar.countLabel.text == "No matches", file.searchBar.countLabel.text)
            XCTAssertEqual(file.searchBar.countLabel.text, "No matches")
            XCTAssertFalse(file.searchBar.entry.hasCSSClass("error"))
        }
    }

    func testAMatchFarBeyondTheListsWindowIsReached() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 20_000)
            defer { viewer.window.close() }
            file.searchBar.search(for: "needle")
            XCTAssertTrue(Self.searchEnded(file))
            XCTAssertEqual(file.searchBar.countLabel.text, "1 match")
            file.searchBar.step(forward: true)
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 19_990 }, timeout: 5))
            XCTAssertLessThanOrEqual(file.model.records.dataSource.itemCount, 1_000)
        }
    }

    func testOnlyMatchesShowsTheMatchingRecordsAndEscapeBringsEveryRecordBack() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.searchBar.search(for: "ERROR")
            XCTAssertTrue(Self.searchEnded(file))
            file.searchBar.filterToggle.isActive = true
            XCTAssertTrue(MainLoop.run(until: {
                file.model.records.dataSource.sections.first?.items.allSatisfy { $0.id % 7 == 0 } == true && file.model.records.dataSource.itemCount > 0
            }, timeout: 5))
            // Paging through the matches reads them all.
            for _ in 0..<20 where !file.feed.state.isExhausted {
                file.feed.list.scrollToRow(file.feed.list.presentedRowCount - 1)
                MainLoop.waitUntilDrawn(viewer.window)
                MainLoop.run(until: { file.feed.state.footer != .loading }, timeout: 2)
            }
            XCTAssertEqual(file.model.records.dataSource.itemCount, 714)
            XCTAssertEqual(file.model.records.dataSource.sections[0].items.last?.id, 4_998)

            file.searchBar.entry.grabFocus()
            try TestInput.pressKeys("Escape", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { !file.searchBar.widget.isShown }))
            XCTAssertTrue(MainLoop.run(until: { file.model.records.dataSource.sections.first?.items.first?.id == 1 }, timeout: 5),
                          "every record again")
            XCTAssertFalse(file.searchBar.filterToggle.isActive)
            XCTAssertNil(file.model.search.query)
        }
    }

    func testNoMatchesSaysSo() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 50)
            defer { viewer.window.close() }
            file.searchBar.search(for: "absent")
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.countLabel.text == "No matches" }))
            file.searchBar.filterToggle.isActive = true
            XCTAssertTrue(MainLoop.run(until: { file.feed.emptyPage.isShown }))
            XCTAssertTrue(file.feed.widget.shownTexts.contains("No matching records"), "\(file.feed.widget.shownTexts)")
        }
    }

    func testGoldenPictureOfTheSearchBarWithHighlightedMatches() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 30)
            defer { viewer.window.close() }
            file.searchBar.search(for: "error")
            XCTAssertTrue(Self.searchEnded(file))
            file.searchBar.step(forward: true)
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.countLabel.text == "1 of 4" }))
            try TestInput.movePointer(over: viewer.window, at: (x: 690, y: 490))
            MainLoop.waitUntilDrawn(viewer.window)
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "search-highlights")
        }
    }

    /// Failures in three bursts: records 100–130, 1,500, and 2,800–2,900 of 3,000.
    @MainActor
    private static func showBursts(_ scratch: ScratchDirectory) throws -> (ViewerWindow, FileContent) {
        let lines = (1...3_000).map { number in
            let failed = (100...130).contains(number) || number == 1_500 || (2_800...2_900).contains(number)
            return #"{"id": \#(number), "message": "request \#(number) \#(failed ? "failed" : "served")"}"#
        }
        return try show(lines, in: scratch)
    }

    func testMatchesAreMarkedAlongTheScrollBarAndAClickGoesToTheNearest() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.showBursts(scratch)
            defer { viewer.window.close() }
            let overview = file.matchOverview.widget
            XCTAssertFalse(overview.isVisible, "no search, no marks")
            file.searchBar.search(for: "failed")
            XCTAssertTrue(Self.searchEnded(file))
            XCTAssertTrue(MainLoop.run(until: { overview.isVisible }))
            MainLoop.waitUntilDrawn(viewer.window)
            let bar = file.scrollbar.widget
            let height = Double(overview.allocatedHeight)
            XCTAssertEqual(Double(bar.allocatedHeight), height, "the ticks span the scroll bar")
            // A press on a tick of the last burst goes to a match there.
            try TestInput.click(bar, at: (x: 3, y: height * 2_850 / 3_000))
            XCTAssertTrue(MainLoop.run(until: { (2_800...2_900).contains(Self.selectedID(file) ?? 0) }), "\(String(describing: Self.selectedID(file)))")
            XCTAssertTrue(file.searchBar.countLabel.text.hasSuffix("of 133"), file.searchBar.countLabel.text)
            // The single match at 1,500.
            try TestInput.click(bar, at: (x: 3, y: height * 1_499 / 3_000 + 1))
            XCTAssertTrue(MainLoop.run(until: { Self.selectedID(file) == 1_500 }), "\(String(describing: Self.selectedID(file)))")
            XCTAssertEqual(file.searchBar.countLabel.text, "32 of 133")
            // Away from the ticks the scroll bar scrolls as ever, selecting nothing: the list's
            // window moves away from the match (which it may no longer hold).
            try TestInput.click(bar, at: (x: 3, y: height * 0.7))
            XCTAssertTrue(MainLoop.run(until: { (file.feed.list.visibleRows.map { file.model.records.droppedRecords + $0.lowerBound } ?? 0) > 1_900 }))
            XCTAssertTrue([nil, 1_500].contains(Self.selectedID(file)), "\(String(describing: Self.selectedID(file)))")
            XCTAssertEqual(file.searchBar.countLabel.text, "32 of 133")
            // Closing the search takes the marks away.
            file.searchBar.search(for: "")
            XCTAssertTrue(MainLoop.run(until: { !overview.isVisible }))
        }
    }

    func testGoldenPictureOfMatchesAlongTheScrollBar() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.showBursts(scratch)
            defer { viewer.window.close() }
            file.searchBar.search(for: "failed")
            XCTAssertTrue(Self.searchEnded(file))
            XCTAssertTrue(MainLoop.run(until: { file.matchOverview.widget.isVisible }))
            MainLoop.waitUntilDrawn(viewer.window)
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "search-overview")
        }
    }

    /// The count follows a search for as long as the bar lives: a closed window lets go of it.
    func testAClosedWindowLetsGoOfItsSearch() throws {
        try MainActor.assumeIsolated {
            weak var weakSearch: (any RecordMatching)?
            do {
                let scratch = try ScratchDirectory()
                let (viewer, file) = try Self.open(scratch, count: 50)
                file.searchBar.search(for: "error")
                XCTAssertTrue(Self.searchEnded(file))
                weakSearch = file.searchBar.search
                viewer.window.close()
            }
            XCTAssertTrue(MainLoop.run(until: { weakSearch == nil }, timeout: 5), "the search outlived its window")
        }
    }

    func testSearchFromTheCommandLineOpensTheBarWithItsCount() throws {
        try MainActor.assumeIsolated {
            let options = try ViewerOptions.parse(["service.jsonl", "--search", "error"])
            XCTAssertEqual(options.start.search, "error")
            XCTAssertThrowsError(try ViewerOptions.parse(["--search", "error"]), "a search needs a file")
            let scratch = try ScratchDirectory()
            let lines = (1...300).map { #"{"name": "Entry \#($0)", "level": "\#($0 % 10 == 0 ? "error" : "info")"}"# }
            let path = try scratch.write("service.jsonl", lines.joined(separator: "\n") + "\n")
            try GtkTestEnvironment.start()
            let file = FileContent(path: path, asks: options.start.requests)
            let viewer = try StagedScreen.show(file, width: 700, height: 500)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { file.isSettled }))
            XCTAssertTrue(file.searchBar.widget.isShown)
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.countLabel.text == "30 matches" }), file.searchBar.countLabel.text)
        }
    }
}

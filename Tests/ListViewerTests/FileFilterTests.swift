import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// Ctrl+Shift+F in an opened file: an expression over fields keeps the list to the records
/// that pass it, over the whole file, with a count; a search looks only among them; a broken
/// expression is underlined and explained while the last good filter stays; Escape puts every
/// record back.
final class FileFilterTests: XCTestCase {
    /// Every 7th record is an ERROR, latencies cycle through 0…499, every 10th has a trace.
    private static func record(_ number: Int) -> String {
        let level = number % 7 == 0 ? "ERROR" : "info"
        let trace = number % 10 == 0 ? #", "ctx": {"trace": "t\#(number)"}"# : ""
        return #"{"id": \#(number), "level": "\#(level)", "latency_ms": \#(number * 37 % 500), "message": "request \#(number) served"\#(trace)}"#
    }

    @MainActor
    private static func open(_ scratch: ScratchDirectory, count: Int = 5_000) throws -> (ViewerWindow, FileContent) {
        let path = try scratch.write("service.jsonl", (1...count).map(record).joined(separator: "\n") + "\n")
        try GtkTestEnvironment.start()
        let file = FileContent(path: path)
        file.model.records.maximumLoadedRecords = 1_000
        return (try StagedScreen.show(file, width: 700, height: 500), file)
    }

    /// The ids of the records the list holds now.
    @MainActor
    private static func shownIDs(_ file: FileContent) -> [Int] {
        file.model.records.dataSource.sections.first?.items.map(\.id) ?? []
    }

    @MainActor
    private static func filterEnded(_ file: FileContent) -> Bool {
        // The count shows the end a moment later.
        MainLoop.run(until: { file.filterBar.filter?.progress.isComplete == true && file.isSettled
                         && !file.filterBar.countLabel.text.contains("so far") }, timeout: 5)
    }

    func testATypedFilterKeepsThePassingRecordsWithTheirCount() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.feed.list.grabFocus()
            try TestInput.pressKeys("ctrl+shift+f", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.filterBar.widget.isShown && file.filterBar.entry.hasFocusWithin }))
            for character in "not level = info and not ctx.trace exists" {
                let keys = [" ": "space", "=": "equal", ".": "period"]
                try TestInput.pressKeys(keys[String(character)] ?? String(character), in: viewer.window)
            }
            XCTAssertTrue(MainLoop.run(until: { file.filterBar.filter?.filter?.text == "not level = info and not ctx.trace exists" }))
            XCTAssertTrue(Self.filterEnded(file), file.filterBar.countLabel.text)
            let expected = (1...5_000).filter { $0 % 7 == 0 && $0 % 10 != 0 }
            XCTAssertEqual(file.filterBar.countLabel.text, "\(UserLocale.formatted(expected.count)) of 5,000 records")
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file).prefix(5) == expected.prefix(5) }), "\(Self.shownIDs(file).prefix(5))")
            // Scrolling on pages through the passing records only.
            file.feed.loadMore()
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file).count > 40 }))
            XCTAssertEqual(Self.shownIDs(file), Array(expected.prefix(Self.shownIDs(file).count)))
            try TestInput.pressKeys("Escape", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { !file.filterBar.widget.isShown && Self.shownIDs(file).prefix(3) == [1, 2, 3] }))
            XCTAssertNil(file.filterBar.filter)
        }
    }

    /// A broken expression is underlined where it breaks and the bar says why; the list keeps
    /// the last filter that could be read; mended, it filters again.
    func testABrokenExpressionIsExplainedAndTheLastFilterStays() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 100)
            defer { viewer.window.close() }
            file.filterBar.filter(by: "ctx.trace exists")
            XCTAssertTrue(Self.filterEnded(file))
            XCTAssertEqual(file.filterBar.countLabel.text, "10 of 100 records")
            file.filterBar.filter(by: "ctx.trace exists and level =")
            XCTAssertEqual(file.filterBar.expressionError?.problem, .expectedValue)
            XCTAssertEqual(file.filterBar.countLabel.text, "expected a value at the end")
            XCTAssertTrue(file.filterBar.entry.hasCSSClass("error"))
            XCTAssertEqual(file.filterBar.filter?.filter?.text, "ctx.trace exists", "the last good filter stays")
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file) == Array(stride(from: 10, through: 100, by: 10)) }))
            file.filterBar.filter(by: "ctx.trace exists and level = ERROR")
            XCTAssertTrue(Self.filterEnded(file))
            XCTAssertFalse(file.filterBar.entry.hasCSSClass("error"))
            XCTAssertEqual(file.filterBar.countLabel.text, "1 of 100 records")
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file) == [70] }))
        }
    }

    /// A search within a filter counts and goes to the records both let through; with "Only
    /// Matches" the list holds just those; the filter removed, the search covers every record.
    func testASearchLooksOnlyAmongTheFilteredRecords() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch)
            defer { viewer.window.close() }
            file.filterBar.filter(by: "level = ERROR")
            XCTAssertTrue(Self.filterEnded(file))
            file.searchBar.search(for: "request 7")
            let both = (1...5_000).filter { $0 % 7 == 0 && "request \($0) served".contains("request 7") }
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.search?.progress.isComplete == true }))
            XCTAssertEqual(file.searchBar.search?.matches, both)
            file.searchBar.step(forward: true)
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.selectedItem?.item.id == both[0] }))
            file.searchBar.filterToggle.isActive = true
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file) == both }), "\(Self.shownIDs(file))")
            file.searchBar.filterToggle.isActive = false
            file.filterBar.widget.isShown = false
            let everyRecord = (1...5_000).filter { "request \($0) served".contains("request 7") }
            XCTAssertTrue(MainLoop.run(until: { file.searchBar.search?.progress.isComplete == true && file.searchBar.search?.matches == everyRecord }))
        }
    }

    /// A filter with nothing passing says so on the empty page.
    func testAFilterThatPassesNothingSaysSo() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 50)
            defer { viewer.window.close() }
            file.filterBar.filter(by: "level = FATAL")
            XCTAssertTrue(Self.filterEnded(file))
            XCTAssertEqual(file.filterBar.countLabel.text, "0 of 50 records")
            XCTAssertTrue(MainLoop.run(until: { file.feed.emptyPage.isShown }))
            XCTAssertTrue(file.feed.widget.shownTexts.contains("No record of “service.jsonl” passes “level = FATAL”."), "\(file.feed.widget.shownTexts)")
        }
    }

    /// A filter of 20,000 digits that passes nothing: the empty page quotes its start (wrapping
    /// the whole of it took GTK 54 s).
    func testALongFilterThatPassesNothingIsQuotedShort() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 50)
            defer { viewer.window.close() }
            let start = ContinuousClock.now
            file.filterBar.filter(by: "latency_ms = " + String(repeating: "9", count: 20_000))
            XCTAssertTrue(Self.filterEnded(file))
            XCTAssertTrue(MainLoop.run(until: { file.feed.emptyPage.isShown }))
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
            let quoted = "No record of “service.jsonl” passes “latency_ms = " + String(repeating: "9", count: 67) + "…”."
            XCTAssertTrue(file.feed.widget.shownTexts.contains(quoted), "\(file.feed.widget.shownTexts)")
        }
    }

    /// A damaged line stops a filter where it is: the bar says so, and the window settles (a
    /// picture had waited 100 s for a filter that could never be complete).
    func testAFilterStoppedByADamagedLineSaysSoAndSettles() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let text = (1...60).map(Self.record).joined(separator: "\n") + "\n{\"id\": }\n" + (62...300).map(Self.record).joined(separator: "\n") + "\n"
            let file = FileContent(path: try scratch.write("damaged.jsonl", text))
            let viewer = try StagedScreen.show(file, width: 900, height: 500)
            defer { viewer.window.close() }
            file.filterBar.filter(by: "level = ERROR")
            XCTAssertTrue(MainLoop.run(until: { file.isSettled && file.filterBar.filter?.progress.hasEnded == true }, timeout: 10))
            XCTAssertEqual(file.filterBar.countLabel.text, "8 of 60 records before line 61, which is damaged")
        }
    }

    /// A followed log: the filter, and a search within it, take in what the file gains; a
    /// replaced file is filtered and searched again.
    func testAFilterAndItsSearchFollowTheFile() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            func lines(_ numbers: ClosedRange<Int>) -> String {
                numbers.map { #"{"n": \#($0), "level": "\#($0 % 7 == 0 ? "ERROR" : "info")", "msg": "\#($0 % 2 == 0 ? "even" : "odd")"}"# + "\n" }.joined()
            }
            let path = try scratch.write("log.jsonl", lines(1...30))
            let file = FileContent(path: path)
            let viewer = try StagedScreen.show(file, height: 400)
            defer { viewer.window.close() }
            file.isFollowing = true
            file.filterBar.filter(by: "level = ERROR")
            file.searchBar.search(for: "even")
            XCTAssertTrue(MainLoop.run(until: { file.filterBar.countLabel.text == "4 of 30 records" && file.searchBar.countLabel.text == "2 matches" }),
                          "\(file.filterBar.countLabel.text), \(file.searchBar.countLabel.text)")
            try appendText(lines(31...42), to: path)
            XCTAssertTrue(MainLoop.run(until: { file.filterBar.countLabel.text == "6 of 42 records" && file.searchBar.countLabel.text == "3 matches" }, timeout: 5),
                          "what the file gained: \(file.filterBar.countLabel.text), \(file.searchBar.countLabel.text)")
            XCTAssertEqual(file.filterBar.filter?.matches, [7, 14, 21, 28, 35, 42])
            XCTAssertEqual(file.searchBar.search?.matches, [14, 28, 42])
            // Replaced by a shorter log, as log rotation does.
            let rotated = try scratch.write("rotated.jsonl", lines(1...10))
            XCTAssertEqual(rename(rotated, path), 0)
            XCTAssertTrue(MainLoop.run(until: { file.filterBar.countLabel.text == "1 of 10 records" && file.searchBar.countLabel.text == "No matches" }, timeout: 5),
                          "filtered again: \(file.filterBar.countLabel.text), \(file.searchBar.countLabel.text)")
            XCTAssertTrue(MainLoop.run(until: { Self.shownIDs(file) == [7] }), "\(Self.shownIDs(file))")
        }
    }

    func testFilterFromTheCommandLine() throws {
        try MainActor.assumeIsolated {
            let options = try ViewerOptions.parse(["service.jsonl", "--filter", "level = ERROR"])
            XCTAssertEqual(options.start.filter, "level = ERROR")
            XCTAssertThrowsError(try ViewerOptions.parse(["--filter", "level = ERROR"]), "a filter needs a file")
            XCTAssertThrowsError(try ViewerOptions.parse(["service.jsonl", "--filter", "level = (ERROR"])) { error in
                XCTAssertEqual(ViewerOptions.message(for: error), "--filter cannot be read: expected a value at character 9")
            }
            XCTAssertTrue(ViewerOptions.helpMessage().contains("ctx.trace exists"), "--help documents the grammar")
        }
    }

    func testGoldenPicturesOfAFilterAndOfABrokenExpression() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, file) = try Self.open(scratch, count: 60)
            defer { viewer.window.close() }
            file.filterBar.filter(by: "latency_ms >= 300 and not level = ERROR")
            XCTAssertTrue(Self.filterEnded(file))
            MainLoop.waitUntilDrawn(viewer.window)
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "filter-count")
            file.filterBar.filter(by: "latency_ms >= 300 and not level ERROR")
            XCTAssertNotNil(file.filterBar.expressionError)
            MainLoop.waitUntilDrawn(viewer.window)
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "filter-broken")
        }
    }
}

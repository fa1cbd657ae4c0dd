import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFileAccess
import RecordFiles
import RecordFilesTesting
import XCTest

/// A log with times shows its records over time above the list, with a search's matches over
/// the bars; a click on a bar, or Right and Enter, goes to its first record; a file without
/// times shows no timeline.
final class FileTimelineTests: XCTestCase {
    private static let start = 1_700_000_000

    /// 3,000 records: a quiet first hour (a record a minute... then a busy burst), with an error
    /// every 7th record of the burst.
    private static func log() -> String {
        var seconds = start
        return (1...3_000).map { number in
            seconds += number <= 60 ? 60 : 1
            let level = number > 60 && number % 7 == 0 ? "ERROR" : "INFO"
            return #"{"ts": \#(seconds), "level": "\#(level)", "msg": "request \#(number)"}"# + "\n"
        }.joined()
    }

    @MainActor
    private static func open(_ text: String, in scratch: ScratchDirectory, dark: Bool = false) throws -> (ViewerWindow, FileContent) {
        try GtkTestEnvironment.start()
        Settings.prefersDarkTheme = dark
        let content = FileContent(path: try scratch.write("service.jsonl", text))
        let viewer = try StagedScreen.show(content, width: 700, height: 420)
        // Every one of the log's records counted in the bars drawn.
        XCTAssertTrue(MainLoop.run(until: {
            content.isSettled && content.model.index.progress?.isComplete == true
                && abs((content.timeline.histogram?.counts.reduce(0, +) ?? 0) - 3_000) < 0.01
        }, timeout: 10))
        return (viewer, content)
    }

    func testBarsCountTheRecordsAndAClickGoesToTheFirstRecordOfItsBar() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(Self.log(), in: scratch)
            defer { viewer.window.close() }
            let timeline = content.timeline
            XCTAssertTrue(timeline.widget.isVisible)
            let histogram = try XCTUnwrap(timeline.histogram)
            XCTAssertEqual(histogram.counts.reduce(0, +), 3_000, accuracy: 0.01)
            XCTAssertEqual(histogram.start, Double(Self.start + 60))
            // The busy last 49 minutes hold 2,940 of the records: the bars over them are the tall ones.
            let busyFrom = histogram.bucket(of: Double(Self.start + 3_600))
            XCTAssertGreaterThan(histogram.counts[busyFrom...].reduce(0, +), 2_900)
            // A click on the middle of the busy part goes to the first record of that bar.
            let width = Double(timeline.area.allocatedWidth)
            let bar = (busyFrom + histogram.counts.count) / 2
            try TestInput.click(timeline.area, at: (x: (Double(bar) + 0.5) * width / Double(histogram.counts.count), y: 20))
            let expected = try XCTUnwrap(histogram.firstRecords[bar])
            XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItem?.item.id == expected }),
                          "\(String(describing: content.feed.list.selectedItem?.item.id)) instead of \(expected)")
            // The keyboard: Right chooses the next bar with records, Enter goes there.
            try TestInput.pressKeys("Right", in: viewer.window)
            try TestInput.pressKeys("Return", in: viewer.window)
            let next = try XCTUnwrap(histogram.firstRecords[(bar + 1)...].compactMap { $0 }.first)
            XCTAssertTrue(MainLoop.run(until: { content.feed.list.selectedItem?.item.id == next }))
            XCTAssertTrue(timeline.area.hasFocusWithin, "the keyboard stays on the timeline")
        }
    }

    func testASearchsMatchesAreCountedOverTheBars() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(Self.log(), in: scratch)
            defer { viewer.window.close() }
            content.searchBar.search(for: "ERROR")
            let errors = (61...3_000).filter { $0 % 7 == 0 }.count
            XCTAssertTrue(MainLoop.run(until: { content.timeline.histogram?.matchCounts.reduce(0, +) == Double(errors) }))
        }
    }

    func testTheTimeFieldMayBeChosen() throws {
        try MainActor.assumeIsolated {
            let options = try ViewerOptions.parse(["log.jsonl", "--time", "at"])
            XCTAssertEqual(options.rows.time, "at")
            XCTAssertFalse(options.runsAlone, "a running list-viewer opens it, options and all")
            let scratch = try ScratchDirectory()
            try GtkTestEnvironment.start()
            let text = (1...200).map { #"{"msg": "m\#($0)", "at": "2030-01-01T00:\#(String(format: "%02d", $0 / 60)):\#(String(format: "%02d", $0 % 60))Z"}"# + "\n" }.joined()
            let content = FileContent(FileReference(path: try scratch.write("log.jsonl", text), timeKey: "at"))
            let viewer = try StagedScreen.show(content, width: 700, height: 420)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.timeline.histogram != nil }, timeout: 10))
            XCTAssertEqual(content.timeline.histogram?.start, 1_893_456_001)
        }
    }

    /// A refresh reads the file again with a new index: the timeline starts over with it, and
    /// counts what the file gained.
    func testTheTimelineFollowsARefresh() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (viewer, content) = try Self.open(Self.log(), in: scratch)
            defer { viewer.window.close() }
            try appendText((1...500).map { #"{"ts": \#(Self.start + 7_000 + $0), "msg": "late \#($0)"}"# + "\n" }.joined(),
                           to: scratch.path("service.jsonl"))
            content.beginRefreshing()
            XCTAssertTrue(MainLoop.run(until: {
                content.isSettled && content.model.index.progress?.recordCount == 3_500
                    && abs((content.timeline.histogram?.counts.reduce(0, +) ?? 0) - 3_500) < 0.01
            }, timeout: 10), "\(String(describing: content.timeline.histogram?.counts.reduce(0, +)))")
        }
    }

    /// While an app starts (its index waits for the first rows), the strip of a log with times
    /// takes its place with the first rows, before any bar: the rows stay where they are when
    /// the bars come. A file without times keeps no place.
    func testTheStripKeepsItsPlaceBeforeItsBarsSoTheRowsDoNotMove() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            try GtkTestEnvironment.start()
            defer { LowPriorityThreads.stopYieldingFully() }
            LowPriorityThreads.yieldFully(for: .seconds(30))
            let content = FileContent(path: try scratch.write("service.jsonl", Self.log()))
            let viewer = try StagedScreen.show(content, width: 700, height: 420)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.feed.list.visibleRows != nil }))
            XCTAssertEqual(content.model.index.progress?.recordCount, 0, "the index waits for the start-up to end")
            XCTAssertNil(content.timeline.histogram)
            XCTAssertTrue(content.timeline.widget.isVisible, "the strip keeps its place before its bars")
            let listHeight = content.feed.list.scrolledWindow.allocatedHeight

            LowPriorityThreads.stopYieldingFully()
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.timeline.histogram != nil }, timeout: 10))
            XCTAssertEqual(content.feed.list.scrolledWindow.allocatedHeight, listHeight, "the rows did not move when the bars came")

            let people = FileContent(path: try scratch.write("people.jsonl", (1...50).map { #"{"name": "p\#($0)"}"# + "\n" }.joined()))
            let other = try StagedScreen.show(people, width: 700, height: 420)
            defer { other.window.close() }
            XCTAssertTrue(MainLoop.run(until: { people.feed.list.visibleRows != nil }))
            XCTAssertFalse(people.timeline.widget.isVisible)
        }
    }

    func testAFileWithoutTimesHasNoTimeline() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            try GtkTestEnvironment.start()
            let content = FileContent(path: try scratch.write("people.jsonl", (1...500).map { #"{"name": "p\#($0)"}"# + "\n" }.joined()))
            let viewer = try StagedScreen.show(content, width: 700, height: 420)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.model.index.progress?.isComplete == true }))
            XCTAssertNil(content.timeline.histogram)
            XCTAssertFalse(content.timeline.widget.isVisible)
        }
    }

    func testGoldenPicturesOfTheTimelineInLightAndDark() throws {
        try MainActor.assumeIsolated {
            for dark in [false, true] {
                let scratch = try ScratchDirectory()
                let (viewer, content) = try Self.open(Self.log(), in: scratch, dark: dark)
                defer {
                    viewer.window.close()
                    Settings.prefersDarkTheme = false
                }
                content.searchBar.search(for: "ERROR")
                XCTAssertTrue(MainLoop.run(until: { content.isSettled && content.searchBar.countLabel.text == "420 matches" }), content.searchBar.countLabel.text)
                MainLoop.waitUntilDrawn(viewer.window)
                StagedScreen.settle(viewer)
                assertGolden(of: viewer.window, named: dark ? "timeline-dark" : "timeline-light")
            }
        }
    }
}

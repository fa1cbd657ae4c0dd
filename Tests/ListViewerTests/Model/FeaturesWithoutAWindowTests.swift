import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Each feature of an open file's window built from the file's model alone — no window, no
/// other feature: what it shows follows the model, and what it does goes through the model.
final class FeaturesWithoutAWindowTests: XCTestCase {
    @MainActor
    private static func settle(_ model: OpenFile) -> Bool {
        MainLoop.run(until: { model.settleState == .settled }, timeout: 20)
    }

    func testTheFilterBarCountsWhatTheModelFilters() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch)
            let bar = FileFilterBar(model: model)
            bar.filter(by: "level = error")
            XCTAssertTrue(Self.settle(model), "\(model.settleState)")
            XCTAssertEqual(bar.countLabel.text, "300 of 3,000 records")
            XCTAssertEqual(bar.entry.text, "level = error", "a filter not typed shows in the field")
            XCTAssertTrue(bar.widget.isShown)
            model.filter.setText("level = ")
            XCTAssertEqual(bar.countLabel.text, model.filter.expressionError?.explanation(in: "level = "))
            XCTAssertTrue(bar.entry.hasCSSClass("error"))
            XCTAssertEqual(bar.filter?.filter?.text, "level = error", "the last filter that could be read stays")
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testTheSearchBarCountsAndStepsThroughTheModelsMatches() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch)
            let bar = FileSearchBar(model: model)
            bar.search(for: "line 29")
            XCTAssertTrue(Self.settle(model), "\(model.settleState)")
            XCTAssertEqual(bar.countLabel.text, "111 matches")
            XCTAssertEqual(bar.entry.text, "line 29")
            bar.step(forward: true)
            XCTAssertTrue(MainLoop.run(until: { model.place.selected == 29 && model.settleState == .settled }))
            XCTAssertEqual(bar.countLabel.text, "1 of 111")
            bar.step(forward: false)
            XCTAssertTrue(MainLoop.run(until: { model.place.selected == 2_999 && model.settleState == .settled }), "wraps around")
            XCTAssertEqual(bar.countLabel.text, "111 of 111")
            bar.search(for: "(", regularExpression: true)
            XCTAssertNil(model.search.run)
            XCTAssertTrue(bar.countLabel.text.hasPrefix("Not a valid pattern: "), bar.countLabel.text)
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testGoToRecordMovesTheModelAndSaysWhatItCannotRead() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch)
            let log = NoticeLog(model)
            let navigator = RecordNavigator(model: model, anchor: Box(.vertical))
            navigator.goTo(1_234)
            XCTAssertTrue(model.place.isMoving)
            XCTAssertTrue(Self.settle(model))
            XCTAssertTrue(model.records.holds(record: 1_234))
            navigator.listShortcuts.first { $0.trigger == "<Control>End" }?.action()
            XCTAssertTrue(Self.settle(model))
            XCTAssertEqual(model.place.selected, 3_000)
            XCTAssertTrue(log.notices.isEmpty, "\(log.notices)")
            withExtendedLifetime((list, log, scratch)) {}
        }
    }

    func testTheExporterSavesTheRecordsTheModelShows() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch)
            let log = NoticeLog(model)
            let destination = scratch.path("errors.jsonl")
            let exporter = FileExporter(model: model) { name, _, completion in
                XCTAssertEqual(name, "log (export).jsonl")
                completion(destination)
            }
            model.filter.setText("level = error")
            XCTAssertTrue(Self.settle(model))
            exporter.chooseDestination()
            XCTAssertTrue(MainLoop.run(until: { exporter.export == nil && !log.notices.isEmpty }, timeout: 20), "\(log.notices)")
            XCTAssertEqual(log.notices.first?.title, "Exported 300 records")
            let lines = try String(contentsOfFile: destination, encoding: .utf8).split(separator: "\n")
            XCTAssertEqual(lines.count, 300)
            XCTAssertTrue(lines.allSatisfy { $0.contains(#""error""#) }, "\(lines.prefix(2))")
            withExtendedLifetime((list, log, scratch)) {}
        }
    }

    func testTheScrollBarSpansTheFileAndMovesTheModel() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch)
            let scrollbar = FileScrollbar(model: model)
            let overview = MatchOverview(model: model, over: scrollbar.widget)
            model.place.viewportDidChange(RecordPlace.Viewport(rows: 20...39, overflows: true))
            XCTAssertEqual(scrollbar.widget.upper, 3_000, "the whole file, not the window")
            XCTAssertEqual(scrollbar.widget.pageSize, 20)
            XCTAssertEqual(scrollbar.widget.value, 20)
            XCTAssertTrue(scrollbar.widget.isVisible)
            XCTAssertFalse(overview.widget.isVisible, "no search, no ticks")
            model.search.setInput(SearchState.Input(text: "line 29"))
            XCTAssertTrue(Self.settle(model))
            XCTAssertTrue(overview.widget.isVisible, "the search's matches tick the bar")
            XCTAssertFalse(model.records.holds(record: 2_501))
            scrollbar.widget.value = 2_500
            XCTAssertTrue(MainLoop.run(until: { model.records.holds(record: 2_501) }, timeout: 20),
                          "dragging the bar moves the list there")
            XCTAssertTrue(Self.settle(model))
            withExtendedLifetime((list, scratch, overview)) {}
        }
    }

    func testTheFollowToggleFollowsTheModel() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let watch = WatchDouble()
            let (model, list) = try HeadlessList.reading(OpenFileTests.log, in: scratch, watch: watch.watch)
            let toggle = FollowToggle(model: model)
            toggle.button.isActive = true
            XCTAssertTrue(model.follow.isFollowing)
            model.follow.stop()
            XCTAssertFalse(toggle.button.isActive, "the button shows the model's state")
            model.follow.start()
            XCTAssertTrue(toggle.button.isActive)
            withExtendedLifetime((list, scratch)) {}
        }
    }

    func testTheTimelineCountsTheIndexedFileAndHoldsTheModelUntilItHasAWidth() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let text = (1...3_000).map { #"{"ts": \#(1_900_000_000 + $0 * 60), "msg": "m\#($0)"}"# + "\n" }.joined()
            try GtkTestEnvironment.start()
            let model = OpenFile(FileReference(path: try scratch.write("times.jsonl", text), keepsIndex: false))
            let timeline = FileTimeline(model: model)
            let list = HeadlessList(model: model)
            XCTAssertTrue(MainLoop.run(until: {
                model.index.progress?.isComplete == true && abs((timeline.histogram?.counts.reduce(0, +) ?? 0) - 3_000) < 0.01
            }, timeout: 20), "\(String(describing: timeline.histogram?.counts.reduce(0, +)))")
            XCTAssertTrue(MainLoop.run(until: { model.settleState == .waiting([.held("timeline")]) }, timeout: 5),
                          "bars counted without a width are not the ones to show: \(model.settleState)")
            XCTAssertTrue(timeline.widget.isVisible, "a file with times shows its timeline")
            withExtendedLifetime((list, scratch)) {}
        }
    }
}

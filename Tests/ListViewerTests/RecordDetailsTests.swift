import Foundation
import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// A record seen whole: Enter opens it beside the list (below in a narrow window), nested JSON
/// opens level by level, and Ctrl+C copies the selected record as JSON.
final class RecordDetailsTests: XCTestCase {
    private static let records = [
        #"{"name": "Ada", "languages": ["Analytical Engine", "notes"], "born": {"year": 1815, "city": "London"}, "bio": "First to publish an algorithm meant for a machine, long before machines could run it."}"#,
        #"{"name": "Alan", "born": {"year": 1912, "city": "London"}}"#,
    ]

    @MainActor
    private static func open(width: Int) throws -> (ViewerWindow, FileContent) {
        try GtkTestEnvironment.start()
        let scratch = try ScratchDirectory()
        let file = FileContent(path: try scratch.write("people.jsonl", records.joined(separator: "\n") + "\n"))
        let viewer = try StagedScreen.show(file, width: width, height: 520)
        XCTAssertTrue(MainLoop.run(until: { file.feed.list.focusedRow == 0 }))
        return (viewer, file)
    }

    func testEnterShowsTheWholeRecordBesideTheListAndNestedValuesOpenOnDemand() throws {
        try MainActor.assumeIsolated {
            let (viewer, file) = try Self.open(width: 900)
            defer { viewer.window.close() }
            XCTAssertFalse(file.layout.details.widget.isVisible)
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(file.layout.details.widget.isVisible)
            MainLoop.waitUntilDrawn(viewer.window)
            let texts = file.layout.details.widget.shownTexts
            for expected in ["Ada", "name", "languages", "[2 items]", "born", "{2 fields}", "bio",
                             "First to publish an algorithm meant for a machine, long before machines could run it."] {
                XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
            }
            XCTAssertFalse(texts.contains("1815"), "a nested object stays closed until opened")
            // The fields are an outline: the keyboard opens "born" in place.
            let fields = file.layout.details.fields
            fields.focusItem(at: ListIndexPath(section: 0, item: 2))
            try TestInput.pressKeys("Right", in: viewer.window)
            MainLoop.waitUntilDrawn(viewer.window)
            XCTAssertTrue(file.layout.details.widget.shownTexts.contains("1815"), "born's year shows once opened")
            XCTAssertEqual(fields.outline.entry(atRow: 3)?.item.key, "year")
            XCTAssertEqual(fields.outline.entry(atRow: 3)?.depth, 1)
            let bounds = try XCTUnwrap(file.layout.details.widget.bounds(relativeTo: viewer.window))
            XCTAssertGreaterThan(bounds.x, 300, "beside the list in a wide window")
            // The pointer rests on empty space, not on a button an earlier test left it over.
            try TestInput.movePointer(over: viewer.window, at: (x: 700, y: 460))
            StagedScreen.settle(viewer)
            assertGolden(of: viewer.window, named: "details-wide")
        }
    }

    func testWhatIsOpenStaysOpenForTheNextRecord() throws {
        try MainActor.assumeIsolated {
            let (viewer, file) = try Self.open(width: 900)
            defer { viewer.window.close() }
            try TestInput.pressKeys("Return", in: viewer.window)
            let fields = file.layout.details.fields
            let born = try XCTUnwrap(fields.outline.entry(atRow: 2)?.id)
            fields.outline.expand(born)
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("Return", in: viewer.window)
            XCTAssertTrue(MainLoop.run(until: { file.layout.details.shownItem?.presentation.title == "Alan" }))
            MainLoop.waitUntilDrawn(viewer.window)
            XCTAssertEqual((0..<fields.dataSource.rowCount).compactMap { fields.outline.entry(atRow: $0)?.item.key },
                           ["name", "born", "year", "city"], "born was Ada's third field and is Alan's second")
            XCTAssertTrue(file.layout.details.widget.shownTexts.contains("1912"))
        }
    }

    func testALongArrayShowsItsFirstElementsAndSaysHowManyMore() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let scratch = try ScratchDirectory()
            let values = (0..<2_000).map(String.init).joined(separator: ",")
            let file = FileContent(path: try scratch.write("big.jsonl", #"{"name": "big", "values": [\#(values)]}"# + "\n"))
            let viewer = try StagedScreen.show(file, width: 900, height: 520)
            defer { viewer.window.close() }
            XCTAssertTrue(MainLoop.run(until: { file.feed.list.focusedRow == 0 }))
            try TestInput.pressKeys("Return", in: viewer.window)
            let outline = file.layout.details.fields.outline
            let array = try XCTUnwrap(outline.entry(atRow: 1))
            XCTAssertEqual(array.item.value, "[2,000 items]")
            outline.expand(array.id)
            let elements = (0..<outline.dataSource.rowCount).compactMap(outline.entry(atRow:)).filter { $0.depth == 1 }
            XCTAssertEqual(elements.count, DetailField.shownMembers + 1)
            XCTAssertEqual(elements.first?.item.key, "[0]")
            XCTAssertEqual(elements.last?.item.value, "1,500 more fields")
        }
    }

    func testInANarrowWindowTheDetailsGoBelowTheList() throws {
        try MainActor.assumeIsolated {
            let (viewer, file) = try Self.open(width: 480)
            defer { viewer.window.close() }
            try TestInput.pressKeys("Return", in: viewer.window)
            MainLoop.waitUntilDrawn(viewer.window)
            let bounds = try XCTUnwrap(file.layout.details.widget.bounds(relativeTo: viewer.window))
            XCTAssertLessThan(bounds.x, 20, "below the list: \(bounds)")
            XCTAssertGreaterThan(bounds.y, 150, "below the list: \(bounds)")
        }
    }

    func testCtrlCCopiesTheSelectedRecordAsJSON() throws {
        try MainActor.assumeIsolated {
            let (viewer, _) = try Self.open(width: 900)
            defer { viewer.window.close() }
            try TestInput.pressKeys("Down", in: viewer.window)
            try TestInput.pressKeys("ctrl+c", in: viewer.window)
            XCTAssertEqual(Clipboard.localText(of: viewer.window), #"{"name":"Alan","born":{"year":1912,"city":"London"}}"#)
        }
    }

    func testJSONTextEscapesWhatJSONRequires() {
        let value = JSONValue.object([(key: "a\"b", value: .string("line\nbreak\u{2028}tab\t\u{1}"))])
        XCTAssertEqual(value.json, #"{"a\"b":"line\nbreak\u2028tab\t\u0001"}"#)
    }
}

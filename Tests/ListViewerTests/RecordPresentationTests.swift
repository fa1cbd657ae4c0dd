import Foundation
import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// Choosing a record's title, subtitle and details.
final class RecordPresentationTests: XCTestCase {
    private func present(
        _ text: String, number: Int = 1, titleKey: String? = nil, subtitleKey: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RecordPresentation {
        RecordPresentation(record: FileRecord(number: number, line: 1, value: jsonValue(text, file: file, line: line)),
                           titleKey: titleKey, subtitleKey: subtitleKey)
    }

    /// Asserts the three parts of a presentation.
    private func assertPresentation(
        _ presentation: RecordPresentation, title: String, subtitle: String?, details: [(String, String)],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(presentation.title, title, "title", file: file, line: line)
        XCTAssertEqual(presentation.subtitle, subtitle, "subtitle", file: file, line: line)
        XCTAssertEqual(presentation.details.map(\.key), details.map(\.0), "detail keys", file: file, line: line)
        XCTAssertEqual(presentation.details.map(\.value), details.map(\.1), "detail values", file: file, line: line)
    }

    // MARK: Guessing

    func testALogEntryIsTitledByItsMessageAndSubtitledByItsContinuationLines() {
        let plain = FileRecord(number: 1, line: 1, value: .object([("level", .string("info")), ("message", .string("started"))]),
                               text: "INFO started")
        assertPresentation(RecordPresentation(record: plain, titleKey: nil, subtitleKey: nil),
                           title: "started", subtitle: nil, details: [])
        XCTAssertEqual(RecordPresentation(record: plain, titleKey: nil, subtitleKey: nil).level, .info, "the level shows coloured, not in the details")
        let traced = FileRecord(number: 2, line: 2, value: .object([("level", .string("error")), ("message", .string("failed")),
                                                                    ("detail", .string("java.lang.X: y\n\tat a.B(C.java:1)"))]),
                                text: "ERROR failed\njava.lang.X: y\n\tat a.B(C.java:1)")
        assertPresentation(RecordPresentation(record: traced, titleKey: nil, subtitleKey: nil),
                           title: "failed", subtitle: "java.lang.X: y  at a.B(C.java:1)", details: [])
        XCTAssertEqual(RecordPresentation(record: traced, titleKey: nil, subtitleKey: nil).level, .error)
        assertPresentation(RecordPresentation(record: traced, titleKey: "level", subtitleKey: nil),
                           title: "error", subtitle: "java.lang.X: y  at a.B(C.java:1)", details: [("message", "failed")])
    }

    func testGuessesTitleAndSubtitleFromCommonKeys() {
        assertPresentation(present(#"{"id": 7, "description": "A mathematician", "name": "Ada", "born": 1815}"#),
                           title: "Ada", subtitle: "A mathematician", details: [("id", "7"), ("born", "1815")])
    }

    func testPrefersEarlierCandidatesAndSkipsEmptyValues() {
        assertPresentation(present(#"{"id": "x1", "title": "", "label": "Shown", "summary": null, "message": "Hi"}"#),
                           title: "Shown", subtitle: "Hi", details: [("id", "x1"), ("title", ""), ("summary", "null")])
    }

    func testMatchesCandidateKeysWrittenAnyWay() {
        assertPresentation(present(#"{"Display_Name": "Ada", "DESCRIPTION": "Countess"}"#),
                           title: "Ada", subtitle: "Countess", details: [])
        assertPresentation(present(#"{"displayName": "Bea"}"#), title: "Bea", subtitle: nil, details: [])
    }

    func testFallsBackToTheFirstPlainField() {
        assertPresentation(present(#"{"tags": ["a"], "city": "Paris", "population": 2100000}"#),
                           title: "Paris", subtitle: nil, details: [("tags", #"["a"]"#), ("population", "2100000")])
    }

    func testFallsBackToTheRecordNumber() {
        assertPresentation(present(#"{"a": {"b": 1}, "c": null}"#, number: 12),
                           title: "Record 12", subtitle: nil, details: [("a", #"{"b":1}"#), ("c", "null")])
        assertPresentation(present("{}", number: 3), title: "Record 3", subtitle: nil, details: [])
    }

    // MARK: Times

    /// Runs `body` with the local time zone set to `zone`.
    private func inTimeZone(_ zone: String, _ body: () -> Void) {
        let saved = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        body()
    }

    /// A log's rows are titled by their message, and their time shows as a local date and time.
    func testALogIsTitledByItsMessageAndItsTimeIsLocal() {
        inTimeZone("Europe/Berlin") {
            assertPresentation(present(#"{"ts": 1700037189.447, "level": "INFO", "msg": "served"}"#),
                               title: "served", subtitle: nil, details: [("ts", "2023-11-15 09:33:09.447")])
            XCTAssertEqual(present(#"{"ts": 1700037189.447, "level": "INFO", "msg": "served"}"#).level, .info)
            assertPresentation(present(#"{"time": 1700037189000, "msg": "in milliseconds"}"#),
                               title: "in milliseconds", subtitle: nil, details: [("time", "2023-11-15 09:33:09")])
            assertPresentation(present(#"{"@timestamp": "2023-11-15T08:33:09.5Z", "level": "WARN", "detail": "x"}"#),
                               title: "x", subtitle: nil, details: [("@timestamp", "2023-11-15 09:33:09.500")])
            XCTAssertEqual(present(#"{"@timestamp": "2023-11-15T08:33:09.5Z", "level": "WARN", "detail": "x"}"#).level, .warning)
            XCTAssertNil(present(#"{"level": 3, "msg": "a number is no level word"}"#).level)
            assertPresentation(present(#"{"date": "2023-07-01 12:00:00+02:00", "name": "summer"}"#),
                               title: "summer", subtitle: nil, details: [("date", "2023-07-01 12:00:00")])
            // A log entry (a time and a message) is titled by its message, not by its id or name.
            assertPresentation(present(#"{"id": 3, "time": 1700037189, "level": "debug", "service": "api-6", "message": "shard moved"}"#),
                               title: "shard moved", subtitle: nil,
                               details: [("id", "3"), ("time", "2023-11-15 09:33:09"), ("service", "api-6")])
            assertPresentation(present(#"{"name": "billing", "hostname": "h1", "pid": 7, "time": "2023-11-15T08:33:09Z", "msg": "paid"}"#),
                               title: "paid", subtitle: nil,
                               details: [("name", "billing"), ("hostname", "h1"), ("pid", "7"), ("time", "2023-11-15 09:33:09")])
            // Without a time, a message is no title before a name.
            assertPresentation(present(#"{"name": "Ada", "message": "Hi"}"#), title: "Ada", subtitle: "Hi", details: [])
            // A time alone titles its record; no zone means local time.
            assertPresentation(present(#"{"ts": "2023-11-15 10:00"}"#), title: "2023-11-15 10:00:00", subtitle: nil, details: [])
        }
    }

    /// A chosen time field shows as a local date and time, whatever its name; a guessed one
    /// gives way to it.
    func testAChosenTimeField() {
        inTimeZone("Europe/Berlin") {
            let text = #"{"when": "2023-11-15T08:33:09Z", "ts": 1700037189, "name": "x"}"#
            XCTAssertEqual(RecordPresentation(record: FileRecord(number: 1, line: 1, value: jsonValue(text)), titleKey: nil,
                                              subtitleKey: nil, timeKey: "When").details.map(\.value),
                           ["2023-11-15 09:33:09", "1700037189"])
            assertPresentation(present(text), title: "x", subtitle: nil,
                               details: [("when", "2023-11-15T08:33:09Z"), ("ts", "2023-11-15 09:33:09")])
        }
    }

    /// Small numbers in a field named like a time are durations or counts, and text that is no
    /// date stays as it is.
    func testWhatIsNoTimeStaysAsItIs() {
        assertPresentation(present(#"{"time": 12, "task": "build"}"#), title: "12", subtitle: nil, details: [("task", "build")])
        assertPresentation(present(#"{"date": "soon", "id": 4}"#), title: "4", subtitle: nil, details: [("date", "soon")])
        assertPresentation(present(#"{"ts": "2023-13-01", "id": 4}"#), title: "4", subtitle: nil, details: [("ts", "2023-13-01")])
        // Past the year 9999: no time (and no crash).
        assertPresentation(present(#"{"ts": 1e30, "id": 4}"#), title: "4", subtitle: nil, details: [("ts", "1e30")])
        assertPresentation(present(#"{"ts": "99999999999999999999999999", "id": 5}"#), title: "5", subtitle: nil,
                           details: [("ts", "99999999999999999999999999")])
    }

    // MARK: Chosen keys

    func testUsesTheChosenKeysExactlyThenIgnoringCase() {
        let text = #"{"Name": "A", "name": "b", "city": "Oslo", "note": "n"}"#
        assertPresentation(present(text, titleKey: "name", subtitleKey: "CITY"),
                           title: "b", subtitle: "Oslo", details: [("Name", "A"), ("note", "n")])
        assertPresentation(present(text, titleKey: "NAME"),
                           title: "A", subtitle: "n", details: [("name", "b"), ("city", "Oslo")])
    }

    func testFallsBackToGuessingWhenTheChosenKeyIsMissingOrEmpty() {
        assertPresentation(present(#"{"name": "Ada", "code": ""}"#, titleKey: "code", subtitleKey: "missing"),
                           title: "Ada", subtitle: nil, details: [("code", "")])
    }

    func testAChosenKeyMayHoldANestedValue() {
        assertPresentation(present(#"{"name": "Ada", "tags": ["x", 1]}"#, titleKey: "tags"),
                           title: #"["x",1]"#, subtitle: nil, details: [("name", "Ada")])
    }

    // MARK: Other values

    func testScalarsShowTheirText() {
        assertPresentation(present(#""hello\nworld""#), title: "hello world", subtitle: nil, details: [])
        assertPresentation(present("1e3"), title: "1e3", subtitle: nil, details: [])
        assertPresentation(present("true"), title: "true", subtitle: nil, details: [])
        assertPresentation(present("null"), title: "null", subtitle: nil, details: [])
    }

    func testArraysShowTheirSizeAndFirstItems() {
        assertPresentation(present(#"[1, "two", {"a": null}, 4]"#),
                           title: "[4 items]", subtitle: #"1, "two", {"a":null}, …"#, details: [])
        assertPresentation(present("[5]"), title: "[1 item]", subtitle: "5", details: [])
        assertPresentation(present("[]"), title: "[0 items]", subtitle: nil, details: [])
        let longItem = String(repeating: "x", count: 100)
        assertPresentation(present("[\"\(longItem)\"]"), title: "[1 item]",
                           subtitle: "\"" + String(repeating: "x", count: 39) + "…", details: [])
    }

    // MARK: Plain, short, one-line text

    func testMarkupStaysLiteral() {
        assertPresentation(present(#"{"name": "<b>x</b>", "note": "a & b <i>", "<key>": "&amp;"}"#),
                           title: "<b>x</b>", subtitle: "a & b <i>", details: [("<key>", "&amp;")])
    }

    func testTextsAreOneLineAndCut() {
        let long = String(repeating: "y", count: 10_000)
        let presentation = present(#"{"name": "\#(long)", "text": "one\r\ntwo\tthree", "nested": [\#((1...100).map(String.init).joined(separator: ","))]}"#)
        XCTAssertEqual(presentation.title, String(repeating: "y", count: 200) + "…")
        XCTAssertEqual(presentation.subtitle, "one two three")
        let nested = "[" + (1...100).map(String.init).joined(separator: ",") + "]"
        XCTAssertEqual(presentation.details.map(\.value), [String(nested.prefix(120)) + "…"])
    }

    func testManyFieldsEndWithACount() {
        let fields = (1...40).map { "\"f\($0)\": \($0)" }.joined(separator: ", ")
        let presentation = present("{\(fields)}")
        XCTAssertEqual(presentation.title, "1")
        XCTAssertEqual(presentation.details.count, 33)
        XCTAssertEqual(presentation.details.first?.key, "f2")
        XCTAssertEqual(presentation.details[31].key, "f33")
        XCTAssertEqual(presentation.details.last?.key, "…")
        XCTAssertEqual(presentation.details.last?.value, "7 more fields")
    }

    func testCSVRowsArePresentedByTheirColumns() {
        let record = FileRecord(number: 1, line: 2, value: csvRow(["Name": "Ada", "Email": "ada@example.org", "Note": "first"]))
        assertPresentation(RecordPresentation(record: record, titleKey: nil, subtitleKey: nil),
                           title: "Ada", subtitle: "first", details: [("Email", "ada@example.org")])
    }

    func testPresentationsCompareAllParts() {
        XCTAssertEqual(present(#"{"name": "a", "x": 1}"#), present(#"{"name": "a", "x": 1}"#))
        XCTAssertNotEqual(present(#"{"name": "a", "x": 1}"#), present(#"{"name": "a", "x": 2}"#))
        XCTAssertNotEqual(present(#"{"name": "a", "x": 1}"#), present(#"{"name": "a", "y": 1}"#))
    }

    // MARK: One line

    func testTitlesAndSubtitlesStayOnOneLineWhateverTheirSeparators() {
        let record = #"{"name": "Line\u2028separator\nand\rbreaks", "description": "Para\u2029graph and next\u0085line"}"#
        assertPresentation(present(record), title: "Line separator and breaks", subtitle: "Para graph and next line",
                           details: [])
    }
}

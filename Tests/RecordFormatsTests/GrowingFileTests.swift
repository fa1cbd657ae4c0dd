@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Files a writer appends to between two pages: new complete records show up on later calls,
/// and a last line still being written is held back until it is complete.
final class GrowingFileTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    func testJSONLinesReaderSeesAppendedLinesAndWaitsForAnIncompleteOne() throws {
        let path = try directory.write("log.jsonl", "{\"n\":1}\n{\"n\":2}\n")
        let reader = try RecordReader(path: path, chunkSize: 4)

        let start = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(start.records.map(\.line), [1, 2])
        XCTAssertTrue(start.isAtEnd)

        // A complete line and the first half of the next one.
        try appendText("{\"n\":3}\n{\"n\":", to: path)
        let half = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(half.records, [FileRecord(number: 3, line: 3, value: jsonValue(#"{"n":3}"#))])
        XCTAssertTrue(half.isAtEnd)
        XCTAssertEqual(half.warnings.count, 1)

        // The second half: the held-back line is read whole.
        try appendText("4}\n", to: path)
        let completed = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(completed.records, [FileRecord(number: 4, line: 4, value: jsonValue(#"{"n":4}"#))])
        XCTAssertTrue(completed.isAtEnd)
        XCTAssertEqual(completed.warnings, [])

        // A last line that parses counts without its line break; the break written later only
        // ends that line.
        try appendText("{\"n\":5}", to: path)
        XCTAssertEqual(try reader.nextPage(maxRecords: 10).records.map(\.line), [5])
        try appendText("\n{\"n\":6}\n", to: path)
        let last = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(last.records, [FileRecord(number: 6, line: 6, value: jsonValue(#"{"n":6}"#))])
        XCTAssertTrue(last.isAtEnd)
    }

    func testCSVReaderSeesAppendedRows() throws {
        let path = try directory.write("log.csv", "time,event\n1,start\n")
        let reader = try RecordReader(path: path, chunkSize: 3)
        XCTAssertEqual(try reader.nextPage(maxRecords: 10).records.map(\.value), [csvRow(["time": "1", "event": "start"])])
        try appendText("2,\"tick, tock\"\n3,stop\n", to: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records, [
            FileRecord(number: 2, line: 3, value: csvRow(["time": "2", "event": "tick, tock"])),
            FileRecord(number: 3, line: 4, value: csvRow(["time": "3", "event": "stop"])),
        ])
        XCTAssertTrue(page.isAtEnd)
    }

    func testATextLogReaderSeesAppendedEntriesAndLosesNoContinuationLine() throws {
        let path = try directory.write("app.log", "2025-06-14 15:16:01 INFO up\n2025-06-14 15:16:02 ERROR boom\n")
        let reader = try RecordReader(path: path, chunkSize: 5)
        XCTAssertEqual(try reader.nextPage(maxRecords: 10).records.map(\.text), ["2025-06-14 15:16:01 INFO up", "2025-06-14 15:16:02 ERROR boom"])
        // The trace of the entry taken at the end comes later: an entry of its own, not lost.
        try appendText("\tat a.B(C.java:1)\n2025-06-14 15:16:03 INFO on\n", to: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.text), ["\tat a.B(C.java:1)", "2025-06-14 15:16:03 INFO on"])
        XCTAssertEqual(page.records.map(\.line), [3, 4])
        XCTAssertTrue(page.isAtEnd)
    }

    func testAFileEmptyAtFirstIsReadOnceWritten() throws {
        let path = try directory.write("later.json", "")
        let reader = try RecordReader(path: path, format: .json)
        let empty = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(empty.records, [])
        XCTAssertTrue(empty.isAtEnd)
        try appendText("[1, 2]\n", to: path)
        XCTAssertEqual(try reader.nextPage(maxRecords: 10).records.map(\.value), [.number("1"), .number("2")])
    }
}

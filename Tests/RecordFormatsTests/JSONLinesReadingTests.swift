@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// RecordReading JSON Lines: one value per line, blank lines skipped, errors naming the line.
final class JSONLinesReadingTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    func testReadsOneValuePerLineSkippingBlankLines() throws {
        let path = try directory.write("data.jsonl", "{\"a\":1}\n\n   \n[2, 3]\n\t\"x\"\n")
        let reading = try readRecords(path)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 1, value: jsonValue(#"{"a":1}"#)),
            FileRecord(number: 2, line: 4, value: jsonValue("[2,3]")),
            FileRecord(number: 3, line: 5, value: .string("x")),
        ])
    }

    func testHandlesCRLFAndALastLineWithoutLineBreak() throws {
        let path = try directory.write("data.jsonl", "{\"a\":1}\r\n\r\n{\"b\":\"x\\r\\n\"}\r\n42")
        let reading = try readRecords(path)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 1, value: jsonValue(#"{"a":1}"#)),
            FileRecord(number: 2, line: 3, value: .object([(key: "b", value: .string("x\r\n"))])),
            FileRecord(number: 3, line: 4, value: .number("42")),
        ])
    }

    func testAMalformedLineFailsAfterTheRecordsBeforeIt() throws {
        let path = try directory.write("data.jsonl", "{\"a\":1}\n{\"a\":2}\n{\"a\" 3}\n{\"a\":4}\n")
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.value), [jsonValue(#"{"a":1}"#), jsonValue(#"{"a":2}"#)])
        XCTAssertFalse(page.isAtEnd)
        let error = recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }
        XCTAssertEqual(error?.kind, .malformed)
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 6)
        XCTAssertEqual(error, RecordFileError(.unexpected(.colonAfterMemberName, found: .character("3")), path: path, line: 3, column: 6))
        XCTAssertEqual(recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }, error)
    }

    func testAnErrorRightAfterAFullPageWaitsForTheNextCall() throws {
        let path = try directory.write("data.jsonl", "1\n2\nx\n")
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(page.records.map(\.value), [.number("1"), .number("2")])
        XCTAssertFalse(page.isAtEnd)
        let error = recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 2) }
        XCTAssertEqual(error, RecordFileError(.unexpected(.value, found: .character("x")), path: path, line: 3, column: 1))
    }

    func testAMalformedFirstLineFailsAtOnce() throws {
        let path = try directory.write("data.jsonl", "1 2\n3\n")
        let reader = try RecordReader(path: path)
        let error = recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }
        XCTAssertEqual(error, RecordFileError(.unexpected(.endAfterValue(.line), found: .character("2")), path: path, line: 1, column: 3))
    }

    func testAnIncompleteLineNamesTheEndOfTheLine() throws {
        let path = try directory.write("data.jsonl", "{\"a\": [1,\n2]}\n")
        let reading = try readRecords(path)
        XCTAssertEqual(reading.error, RecordFileError(.unexpected(.value, found: .end(.line)), path: path, line: 1, column: 10))
    }

    func testAnIncompleteLastLineIsHeldBackWithOneWarning() throws {
        let path = try directory.write("data.jsonl", "{\"a\":1}\n{\"a\":")
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.value), [jsonValue(#"{"a":1}"#)])
        XCTAssertTrue(page.isAtEnd)
        XCTAssertEqual(page.warnings, [
            RecordFileWarning(path: path, line: 2, problem: .incompleteLastLine(.unexpected(.value, found: .end(.line)))),
        ])
        let again = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(again.records, [])
        XCTAssertTrue(again.isAtEnd)
        XCTAssertEqual(again.warnings, [])
    }

    func testAFullLastPageSaysItIsTheLast() throws {
        let reader = try RecordReader(path: directory.write("data.jsonl", "1\n2\n\n"))
        let page = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(page.records.map(\.number), [1, 2])
        XCTAssertTrue(page.isAtEnd)
    }

    func testAPageSizeBelowOneReadsOneRecord() throws {
        let reader = try RecordReader(path: directory.write("data.jsonl", "1\n2\n"))
        XCTAssertEqual(try reader.nextPage(maxRecords: 0).records.map(\.value), [.number("1")])
        XCTAssertEqual(try reader.nextPage(maxRecords: -5).records.map(\.value), [.number("2")])
    }

    func testEmptyAndBlankFilesHaveNoRecords() throws {
        for text in ["", "\n\n  \r\n"] {
            let reading = try readRecords(directory.write("data.jsonl", text))
            XCTAssertNil(reading.error)
            XCTAssertEqual(reading.records, [])
            XCTAssertEqual(reading.pages.map(\.isAtEnd), [true])
        }
    }

    func testAByteOrderMarkIsSkipped() throws {
        let path = try directory.write("data.jsonl", [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n".utf8))
        XCTAssertEqual(try readRecords(path).values, [jsonValue(#"{"a":1}"#)])
    }
}

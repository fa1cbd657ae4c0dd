@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// RecordReading CSV after RFC 4180: header row, quoting, line ends, and broken quotes.
final class CSVReadingTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    private func reading(_ text: String) throws -> RecordReading {
        try readRecords(directory.write("data.csv", text))
    }

    func testRowsBecomeObjectsKeyedByTheHeader() throws {
        let reading = try reading("name,age\nAda,36\nAlan,41\n")
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 2, value: csvRow(["name": "Ada", "age": "36"])),
            FileRecord(number: 2, line: 3, value: csvRow(["name": "Alan", "age": "41"])),
        ])
    }

    func testQuotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let reading = try reading("name,quote\n\"Smith, J\",\"He said \"\"hi\"\"\"\n\"multi\nline\",x\nlast,\"\"\n")
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 2, value: csvRow(["name": "Smith, J", "quote": "He said \"hi\""])),
            FileRecord(number: 2, line: 3, value: csvRow(["name": "multi\nline", "quote": "x"])),
            FileRecord(number: 3, line: 5, value: csvRow(["name": "last", "quote": ""])),
        ])
    }

    func testHandlesCRLFAndALastRowWithoutLineBreak() throws {
        let reading = try reading("a,b\r\n1,2\r\n\"x\r\ny\",4\r\n5,6")
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 2, value: csvRow(["a": "1", "b": "2"])),
            FileRecord(number: 2, line: 3, value: csvRow(["a": "x\r\ny", "b": "4"])),
            FileRecord(number: 3, line: 5, value: csvRow(["a": "5", "b": "6"])),
        ])
    }

    func testMissingCellsAreEmptyAndExtraCellsGetNumberedKeys() throws {
        let reading = try reading("a,b\n1\n1,2,3,4\n,\n")
        XCTAssertEqual(reading.values, [
            csvRow(["a": "1", "b": ""]),
            csvRow(["a": "1", "b": "2", "3": "3", "4": "4"]),
            csvRow(["a": "", "b": ""]),
        ])
    }

    func testUnnamedHeaderColumnsGetNumberedKeys() throws {
        XCTAssertEqual(try reading("id,,x,\n1,2,3,4\n").values,
                       [csvRow(["id": "1", "2": "2", "x": "3", "4": "4"])])
    }

    func testAByteOrderMarkIsStripped() throws {
        let path = try directory.write("data.csv", [0xEF, 0xBB, 0xBF] + Array("id,name\n1,x\n".utf8))
        XCTAssertEqual(try readRecords(path).values, [csvRow(["id": "1", "name": "x"])])
    }

    func testEmptyFilesAndHeaderOnlyFilesHaveNoRecords() throws {
        for text in ["", "\n\n", "a,b", "a,b\n", "a,b\r\n\r\n"] {
            let reading = try reading(text)
            XCTAssertNil(reading.error, text.debugDescription)
            XCTAssertEqual(reading.records, [], text.debugDescription)
            XCTAssertEqual(reading.pages.map(\.isAtEnd), [true], text.debugDescription)
        }
    }

    func testBlankLinesAreSkipped() throws {
        let reading = try reading("\na\n\n1\n\r\n2\n\n")
        XCTAssertEqual(reading.records, [
            FileRecord(number: 1, line: 4, value: csvRow(["a": "1"])),
            FileRecord(number: 2, line: 6, value: csvRow(["a": "2"])),
        ])
    }

    func testStrayQuotesInUnquotedFieldsAreText() throws {
        XCTAssertEqual(try reading("a,b\n5'11\",x\n").values, [csvRow(["a": "5'11\"", "b": "x"])])
    }

    func testAnUnterminatedQuoteFailsAtTheLineWhereTheFieldStarted() throws {
        let path = try directory.write("data.csv", "a,b\n0,ok\n1,\"open\n2,3\n")
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.value), [csvRow(["a": "0", "b": "ok"])])
        XCTAssertFalse(page.isAtEnd)
        let error = recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }
        XCTAssertEqual(error?.kind, .malformed)
        XCTAssertEqual(error, RecordFileError(.unclosedQuotedField, path: path, line: 3, column: 3))
    }

    func testTextAfterAClosingQuoteIsAnError() throws {
        let path = try directory.write("data.csv", "a,b\n\"x\",\"y\"z\n")
        let reading = try readRecords(path)
        XCTAssertEqual(reading.records, [])
        XCTAssertEqual(reading.error, RecordFileError(.afterClosingQuote(delimiter: .character(","), found: .character("z")), path: path, line: 2, column: 8))
    }
}

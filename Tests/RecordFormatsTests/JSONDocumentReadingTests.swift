@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// RecordReading JSON documents: top-level arrays streamed element by element, other values as one
/// record, and every way such a file can be broken.
final class JSONDocumentReadingTests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    private func reading(_ text: String, pageSize: Int = 1000) throws -> RecordReading {
        try readRecords(directory.write("data.json", text), pageSize: pageSize)
    }

    // MARK: Arrays

    func testStreamsArrayElementsInPages() throws {
        let reader = try RecordReader(path: directory.write("data.json", #"[{"a":1},{"a":2},{"a":3}]"#))
        XCTAssertEqual(reader.format, .json)
        let first = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(first.records, [
            FileRecord(number: 1, line: 1, value: jsonValue(#"{"a":1}"#)),
            FileRecord(number: 2, line: 1, value: jsonValue(#"{"a":2}"#)),
        ])
        XCTAssertFalse(first.isAtEnd)
        let second = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(second.records, [FileRecord(number: 3, line: 1, value: jsonValue(#"{"a":3}"#))])
        XCTAssertTrue(second.isAtEnd)
        let after = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(after.records, [])
        XCTAssertTrue(after.isAtEnd)
    }

    func testRecordsCarryTheLineTheyStartOn() throws {
        let text = """
        [
          {"a": 1},
          {
            "b": 2
          },

          3
        ]

        """
        let reading = try reading(text)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records.map(\.line), [2, 3, 7])
        XCTAssertEqual(reading.values, [jsonValue(#"{"a":1}"#), jsonValue(#"{"b":2}"#), .number("3")])
    }

    func testCommasAndBracketsInsideStringsAndNestedValuesDoNotCutElements() throws {
        let reading = try reading(#"["a,]b", "c\"],", {"k": "}", "l": [1, {"m": ","}]}, [[], {}]]"#)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.values, [
            .string("a,]b"), .string("c\"],"), jsonValue(#"{"k":"}","l":[1,{"m":","}]}"#), jsonValue("[[],{}]"),
        ])
    }

    func testAFullLastPageSaysItIsTheLast() throws {
        let reader = try RecordReader(path: directory.write("data.json", "[1, 2]"))
        let page = try reader.nextPage(maxRecords: 2)
        XCTAssertEqual(page.records.map(\.value), [.number("1"), .number("2")])
        XCTAssertTrue(page.isAtEnd)
    }

    func testEmptyArraysHaveNoRecords() throws {
        for text in ["[]", " [ \n ] \n"] {
            let reading = try reading(text)
            XCTAssertNil(reading.error)
            XCTAssertEqual(reading.records, [])
            XCTAssertEqual(reading.pages.count, 1)
            XCTAssertTrue(reading.pages[0].isAtEnd)
        }
    }

    // MARK: Other documents

    func testATopLevelObjectOrScalarIsOneRecord() throws {
        let object = try reading("\n\n  {\"a\": [1, 2],\n   \"b\": null}\n")
        XCTAssertEqual(object.records, [FileRecord(number: 1, line: 3, value: jsonValue(#"{"a":[1,2],"b":null}"#))])
        XCTAssertEqual(try reading(" 42 ").records, [FileRecord(number: 1, line: 1, value: .number("42"))])
        XCTAssertEqual(try reading("\"hi\"").values, [.string("hi")])
    }

    func testEmptyAndBlankFilesHaveNoRecords() throws {
        for text in ["", "  \n\t\r\n "] {
            let reading = try reading(text)
            XCTAssertNil(reading.error, "\(text.debugDescription)")
            XCTAssertEqual(reading.records, [])
            XCTAssertEqual(reading.pages.map(\.isAtEnd), [true])
        }
    }

    func testAByteOrderMarkIsSkipped() throws {
        let path = try directory.write("data.json", [0xEF, 0xBB, 0xBF] + Array("[{\"a\": 1}]".utf8))
        XCTAssertEqual(try readRecords(path).values, [jsonValue(#"{"a":1}"#)])
        let scalar = try directory.write("scalar.json", [0xEF, 0xBB, 0xBF] + Array("7".utf8))
        XCTAssertEqual(try readRecords(scalar).values, [.number("7")])
    }

    // MARK: Broken files

    /// Asserts that reading `text` yields `values`, then the error `description`.
    private func assertReads(
        _ text: String, _ values: [JSONValue], thenFails problem: RecordFileProblem, at position: (line: Int, column: Int),
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = try directory.write("data.json", text)
        let reading = try readRecords(path)
        XCTAssertEqual(reading.values, values, file: file, line: line)
        XCTAssertEqual(reading.error?.kind, .malformed, file: file, line: line)
        XCTAssertEqual(reading.error, RecordFileError(problem, path: path, line: position.line, column: position.column),
                       file: file, line: line)
    }

    func testGarbageAfterTheArrayIsAnErrorAfterTheRecords() throws {
        try assertReads("[1, 2] x", [.number("1"), .number("2")],
                        thenFails: .afterDocument(found: .character("x")), at: (1, 8))
        try assertReads("[1]\n\n ]", [.number("1")],
                        thenFails: .afterDocument(found: .character("]")), at: (3, 2))
    }

    func testGarbageAfterAnObjectIsAnError() throws {
        try assertReads(#"{"a":1} {"b":2}"#, [],
                        thenFails: .unexpected(.endAfterValue(.file), found: .character("{")), at: (1, 9))
    }

    func testArraysMustBeClosedAndWellFormed() throws {
        try assertReads("[1,2,]", [.number("1"), .number("2")],
                        thenFails: .trailingComma(before: "]"), at: (1, 6))
        try assertReads("[1,2", [.number("1")],
                        thenFails: .endOfFileInArrayElement, at: (1, 4))
        try assertReads("[1,\n", [.number("1")],
                        thenFails: .endOfFileBeforeElement, at: (2, 1))
        try assertReads("  [", [],
                        thenFails: .endOfFileBeforeFirstElement, at: (1, 4))
        try assertReads("[1 2]", [],
                        thenFails: .unexpected(.commaOrBracketAfterArrayElement, found: .character("2")), at: (1, 4))
        try assertReads("[,1]", [],
                        thenFails: .unexpected(.value, found: .character(",")), at: (1, 2))
        try assertReads("[-]", [],
                        thenFails: .unexpected(.digitAfterMinus, found: .character("]")), at: (1, 3))
    }

    func testMismatchedBracketsAreReportedWhereTheyAre() throws {
        try assertReads(#"[0, {"a":[1}, 2, 3]"#, [.number("0")],
                        thenFails: .unexpected(.commaOrCloser("]", after: .arrayElement), found: .character("}")), at: (1, 12))
        try assertReads("[1}, 2]", [],
                        thenFails: .unexpected(.commaOrBracketAfterArrayElement, found: .character("}")), at: (1, 3))
    }

    func testABrokenElementStopsReadingAfterTheGoodOnes() throws {
        let path = try directory.write("data.json", "[{\"a\": 1},\n {\"a\": tru},\n {\"a\": 3}]")
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records, [FileRecord(number: 1, line: 1, value: jsonValue(#"{"a":1}"#))])
        XCTAssertFalse(page.isAtEnd)
        let expected = RecordFileError(.expectedLiteral("true"), path: path, line: 2, column: 8)
        XCTAssertEqual(recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }, expected)
        // The error is final: asking again gives it again.
        XCTAssertEqual(recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 10) }, expected)
    }
}

@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Records split across buffer refills and pages: with chunks of 1, 2, 3 and 7 bytes and pages
/// of 1, 2 and 5 records, or one record at a time, every reading must equal a one-shot parse of
/// the whole file.
final class PagingBoundaryTests: XCTestCase {
    private static let chunkSizes = [1, 2, 3, 7]
    private static let pageSizes = [1, 2, 5]

    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    /// Reads `path` with every chunk and page size; checks the records against `expected` and
    /// the shape of the pages.
    private func assertEveryPaging(
        of path: String, format: RecordFormat, gives expected: [FileRecord],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for chunkSize in Self.chunkSizes {
            for pageSize in Self.pageSizes {
                let context = "chunk \(chunkSize), page \(pageSize)"
                let reading = try readRecords(path, format: format, chunkSize: chunkSize, pageSize: pageSize)
                XCTAssertNil(reading.error, context, file: file, line: line)
                XCTAssertEqual(reading.records, expected, context, file: file, line: line)
                // Every page but the last is full and not at the end; the last one is.
                for page in reading.pages.dropLast() {
                    XCTAssertEqual(page.records.count, pageSize, context, file: file, line: line)
                    XCTAssertFalse(page.isAtEnd, context, file: file, line: line)
                }
                XCTAssertEqual(reading.pages.last?.isAtEnd, true, context, file: file, line: line)
                XCTAssertTrue((1...pageSize).contains(reading.pages.last?.records.count ?? 0), context,
                              file: file, line: line)
            }
            // One record at a time, without a page's look ahead, the same records.
            let oneByOne = try readOneByOne(path, format: format, chunkSize: chunkSize)
            XCTAssertNil(oneByOne.error, "one by one, chunk \(chunkSize)", file: file, line: line)
            XCTAssertEqual(oneByOne.records, expected, "one by one, chunk \(chunkSize)", file: file, line: line)
        }
    }

    /// The records of `path` read with `nextRecord()` until the end or an error.
    private func readOneByOne(_ path: String, format: RecordFormat, chunkSize: Int) throws -> (records: [FileRecord], error: RecordFileError?) {
        let reader = try RecordReader(path: path, format: format, chunkSize: chunkSize)
        var records: [FileRecord] = []
        do {
            while let record = try reader.nextRecord() { records.append(record) }
            return (records, nil)
        } catch {
            return (records, error)
        }
    }

    /// Numbers `values` as records starting on `lines`.
    private func records(_ values: [JSONValue], lines: [Int]) -> [FileRecord] {
        zip(values.indices, zip(values, lines)).map { index, pair in
            FileRecord(number: index + 1, line: pair.1, value: pair.0)
        }
    }

    func testJSONArrayElementsMatchAOneShotParse() throws {
        let text = "\u{FEFF}[\r\n"
            + "  {\"name\": \"Zoë\", \"tags\": [\"a,b\", \"c]d\"], \"n\": -1.5e3},\r\n"
            + "  \"esc \\\" \\\\ \\u00e9 \\ud83d\\ude00 ,]}\",\n"
            + "  [[], {}, [1, [2, [3]]]],\n"
            + "  {\"k\": \"}\", \"l\": \"{[\"},\n"
            + "  true, false, null,\n"
            + "  12345678901234567890,\n"
            + "  \"日本語テキスト\",\n"
            + "  {\"multi\":\n    \"line\"}\n"
            + "]\n"
        let path = try directory.write("data.json", text)
        guard case .array(let elements) = jsonValue(String(text.dropFirst())) else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, 10)
        XCTAssertEqual(elements[1], .string("esc \" \\ é 😀 ,]}"))
        try assertEveryPaging(of: path, format: .json,
                              gives: records(elements, lines: [2, 3, 4, 5, 6, 6, 6, 7, 8, 9]))
    }

    func testJSONLinesMatchAOneShotParse() throws {
        let lines = [
            "{\"name\": \"Zoë\", \"tags\": [\"a,b\"]}",
            "",
            "\"esc \\\" \\\\ \\u00e9 \\ud83d\\ude00\"",
            "   ",
            "[[], {}, [1, [2, [3]]]]",
            "12345678901234567890",
            "\"日本語テキスト\"",
            "true",
            "null",
        ]
        let path = try directory.write("data.jsonl", lines.joined(separator: "\r\n") + "\n{\"last\": \"no line break\"}")
        let values = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { jsonValue($0) }
            + [jsonValue(#"{"last":"no line break"}"#)]
        try assertEveryPaging(of: path, format: .jsonl, gives: records(values, lines: [1, 3, 5, 6, 7, 8, 9, 10]))
    }

    func testCSVRowsMatchTheirCells() throws {
        let text = "\u{FEFF}name,note,n\r\n"
            + "Zoë,\"a, b\",1\r\n"
            + "\"multi\r\nline\",\"say \"\"hi\"\"\",2\n"
            + "\n"
            + "日本語,テキスト,3\n"
            + ",,\n"
            + "\"\",\"\"\"\",4\n"
            + "x,y,5,extra\n"
            + "last,row"
        let path = try directory.write("data.csv", text)
        let values = [
            csvRow(["name": "Zoë", "note": "a, b", "n": "1"]),
            csvRow(["name": "multi\r\nline", "note": "say \"hi\"", "n": "2"]),
            csvRow(["name": "日本語", "note": "テキスト", "n": "3"]),
            csvRow(["name": "", "note": "", "n": ""]),
            csvRow(["name": "", "note": "\"", "n": "4"]),
            csvRow(["name": "x", "note": "y", "n": "5", "4": "extra"]),
            csvRow(["name": "last", "note": "row", "n": ""]),
        ]
        try assertEveryPaging(of: path, format: .csv, gives: records(values, lines: [2, 3, 6, 7, 8, 9, 10]))
    }

    func testErrorsComeAtTheSamePlaceWhateverThePaging() throws {
        let cases: [(String, RecordFormat, String, Int, (line: Int, column: Int, problem: RecordFileProblem))] = [
            ("data.json", .json, "[1, \"a,]\", {\"b\": [2]},\n {\"c\": 3 4}]", 3, (2, 10, .unexpected(.commaOrCloser("}", after: .objectMember), found: .character("4")))),
            ("data.jsonl", .jsonl, "1\n\"a\"\n[2]\n{\"c\": 3 4}\n5\n", 3, (4, 9, .unexpected(.commaOrCloser("}", after: .objectMember), found: .character("4")))),
            ("data.csv", .csv, "a,b\n1,2\n\"x\ny\",3\n4,\"5\"6\n", 2, (5, 6, .afterClosingQuote(delimiter: .character(","), found: .character("6")))),
        ]
        for (name, format, text, goodRecords, failure) in cases {
            let path = try directory.write(name, text)
            let reference = try readRecords(path, format: format)
            XCTAssertEqual(reference.records.count, goodRecords, name)
            XCTAssertEqual(reference.error, RecordFileError(failure.problem, path: path, line: failure.line, column: failure.column), name)
            for chunkSize in Self.chunkSizes {
                for pageSize in Self.pageSizes {
                    let reading = try readRecords(path, format: format, chunkSize: chunkSize, pageSize: pageSize)
                    XCTAssertEqual(reading.records, reference.records, "\(name) chunk \(chunkSize), page \(pageSize)")
                    XCTAssertEqual(reading.error, reference.error, "\(name) chunk \(chunkSize), page \(pageSize)")
                }
                let oneByOne = try readOneByOne(path, format: format, chunkSize: chunkSize)
                XCTAssertEqual(oneByOne.records, reference.records, "\(name) one by one, chunk \(chunkSize)")
                XCTAssertEqual(oneByOne.error, reference.error, "\(name) one by one, chunk \(chunkSize)")
            }
        }
    }
}

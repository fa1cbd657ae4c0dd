@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Single records far longer than a chunk: a 10 MB JSON Lines string and a 10 MB CSV cell,
/// and the limit that stops a record from taking all memory.
final class LongRecordTests: XCTestCase {
    private static let tenMegabytes = 10 * 1024 * 1024

    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    func testReadsAJSONLinesRecordWithATenMegabyteString() throws {
        let long = String(repeating: "abcdefghé,\"", count: Self.tenMegabytes / 12)
        let escaped = long.replacingOccurrences(of: "\"", with: "\\\"")
        let path = try directory.write("long.jsonl", "{\"id\":1,\"text\":\"\(escaped)\"}\n{\"id\":2}\n")
        let reading = try readRecords(path, pageSize: 1)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.records.count, 2)
        XCTAssertEqual(reading.records.first?.value, .object([(key: "id", value: .number("1")), (key: "text", value: .string(long))]))
        XCTAssertEqual(reading.records.last, FileRecord(number: 2, line: 2, value: jsonValue(#"{"id":2}"#)))
    }

    func testReadsACSVCellOfTenMegabytes() throws {
        let long = String(repeating: "line, \"quoted\"\n", count: Self.tenMegabytes / 15)
        let quoted = long.replacingOccurrences(of: "\"", with: "\"\"")
        let path = try directory.write("long.csv", "id,text\n1,\"\(quoted)\"\n2,short\n")
        let reading = try readRecords(path)
        XCTAssertNil(reading.error)
        XCTAssertEqual(reading.values, [csvRow(["id": "1", "text": long]), csvRow(["id": "2", "text": "short"])])
        let newlinesInCell = Self.tenMegabytes / 15
        XCTAssertEqual(reading.records.map(\.line), [2, 3 + newlinesInCell])
    }

    func testARecordLongerThanTheLimitIsAnErrorNamingItsLine() throws {
        let path = try directory.write("long.jsonl", "{\"a\":1}\n\"\(String(repeating: "x", count: 5000))\"\n")
        let reader = try RecordReader(path: path, format: .jsonl, chunkSize: 256, maximumRecordSize: 1000)
        let reading = readPages(from: reader, pageSize: 10)
        XCTAssertEqual(reading.values, [jsonValue(#"{"a":1}"#)])
        XCTAssertEqual(reading.error, RecordFileError(.recordTooLong(maximumBytes: 1000), path: path, line: 2))
    }

    func testTheDefaultLimitIsStatedInMegabytes() throws {
        XCTAssertEqual(FileBuffer.defaultMaximumRecordSize, 256 * 1024 * 1024)
        let path = try directory.write("long.json", "[\"\(String(repeating: "x", count: 3 * 1024 * 1024))\"]")
        let reader = try RecordReader(path: path, format: .json, chunkSize: 64 * 1024, maximumRecordSize: 2 * 1024 * 1024)
        let error = recordFileError { () throws(RecordFileError) in try reader.nextPage(maxRecords: 1) }
        XCTAssertEqual(error, RecordFileError(.recordTooLong(maximumBytes: 2 * 1024 * 1024), path: path, line: 1))
    }
}

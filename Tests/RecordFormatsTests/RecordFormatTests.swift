@testable import RecordFileAccess
@testable import RecordFormats
import XCTest

/// Format detection: extensions first, then the content.
final class RecordFormatTests: XCTestCase {
    private func detect(_ path: String, _ content: String) -> RecordFormat {
        RecordFormat.detect(path: path, firstBytes: Array(content.utf8))
    }

    func testExtensionsThatNameOneFormatWin() {
        XCTAssertEqual(detect("a.jsonl", "[1, 2]"), .jsonl)
        XCTAssertEqual(detect("/x/a.NDJSON", "name,age\n"), .jsonl)
        XCTAssertEqual(detect("a.CSV", "[1]\n[2]\n"), .csv)
        XCTAssertEqual(detect("a.csv", "{\"a\": 1}"), .csv)
    }

    func testJSONContentIsADocumentUnlessItsFirstLineIsAWholeValueFollowedByAnother() {
        XCTAssertEqual(detect("a.json", "[\n  {\"a\": 1},\n  {\"a\": 2}\n]\n"), .json)
        XCTAssertEqual(detect("a.json", "{\"a\": 1}\n{\"a\": 2}\n"), .jsonl)
        XCTAssertEqual(detect("a.json", "{\"a\": 1}\n"), .json)
        XCTAssertEqual(detect("a.json", "{\"a\":\n 1}\n{\"a\": 2}\n"), .json)
        XCTAssertEqual(detect("a.json", "[1, 2]\n3\n"), .json)
        XCTAssertEqual(detect("data", "\n  [1, 2]\n\n[3]\n"), .jsonl)
        XCTAssertEqual(detect("a.log", "{\"a\": 1}\r\n{\"a\": 2}\r\n"), .jsonl)
        XCTAssertEqual(detect("data", "[1, 2]"), .json)
    }

    func testAByteOrderMarkIsLookedPast() {
        XCTAssertEqual(RecordFormat.detect(path: "data", firstBytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n{}\n".utf8)),
                       .jsonl)
        XCTAssertEqual(RecordFormat.detect(path: "data", firstBytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .json)
    }

    func testOtherContentIsJSONOnlyWhenTheNameSaysSo() {
        XCTAssertEqual(detect("a.json", "\"text\""), .json)
        XCTAssertEqual(detect("a.json", ""), .json)
        XCTAssertEqual(detect("a.txt", "name,age\nAda,36\n"), .csv)
        XCTAssertEqual(detect("data", "42"), .csv)
        XCTAssertEqual(detect("data", ""), .csv)
    }

    func testRawValuesNameTheFormats() {
        XCTAssertEqual(RecordFormat.allCases.map(\.rawValue), ["json", "jsonl", "csv"])
    }
}

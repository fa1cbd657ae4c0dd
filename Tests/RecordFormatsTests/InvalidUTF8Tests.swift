@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Invalid UTF-8 anywhere: replaced with U+FFFD, flagged, warned about once, never a crash.
final class InvalidUTF8Tests: XCTestCase {
    private var directory: ScratchDirectory!

    override func setUpWithError() throws {
        directory = try ScratchDirectory()
    }

    override func tearDown() {
        directory = nil
    }

    func testJSONLinesStringsAreRepairedWithOneWarning() throws {
        var bytes = Array("{\"a\":\"ok\"}\n{\"a\":\"x".utf8) + [0xFF] + Array("y\"}\n{\"b".utf8)
        bytes += [0xC3] + Array("\":\"caf".utf8) + [0xC3] + Array("\"}\n".utf8)
        let path = try directory.write("data.jsonl", bytes)
        let reader = try RecordReader(path: path)

        let first = try reader.nextPage(maxRecords: 1)
        XCTAssertEqual(first.records.map(\.value), [jsonValue(#"{"a":"ok"}"#)])
        XCTAssertEqual(first.warnings, [])
        XCTAssertFalse(reader.sawInvalidUTF8)

        let second = try reader.nextPage(maxRecords: 1)
        XCTAssertEqual(second.records.map(\.value), [.object([(key: "a", value: .string("x\u{FFFD}y"))])])
        XCTAssertEqual(second.warnings, [RecordFileWarning(path: path, line: 2, problem: .invalidUTF8Replaced)])
        XCTAssertTrue(reader.sawInvalidUTF8)

        let third = try reader.nextPage(maxRecords: 1)
        XCTAssertEqual(third.records.map(\.value), [.object([(key: "b\u{FFFD}", value: .string("caf\u{FFFD}"))])])
        XCTAssertEqual(third.warnings, [])
        XCTAssertTrue(third.isAtEnd)
    }

    func testCSVCellsAndHeadersAreRepaired() throws {
        let bytes = Array("na".utf8) + [0xFE] + Array("me,b\n".utf8) + [0xE2, 0x82] + Array(",\"q".utf8) + [0x80] + Array("\"\n".utf8)
        let path = try directory.write("data.csv", bytes)
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.value), [csvRow(["na\u{FFFD}me": "\u{FFFD}", "b": "q\u{FFFD}"])])
        XCTAssertEqual(page.warnings, [RecordFileWarning(path: path, line: 1, problem: .invalidUTF8Replaced)])
        XCTAssertTrue(reader.sawInvalidUTF8)
    }

    func testJSONArrayStringsAreRepaired() throws {
        let bytes = Array("[\"ok\",\n\"".utf8) + [0xF0, 0x9F] + Array("\"]".utf8)
        let path = try directory.write("data.json", bytes)
        let reader = try RecordReader(path: path)
        let page = try reader.nextPage(maxRecords: 10)
        XCTAssertEqual(page.records.map(\.value), [.string("ok"), .string("\u{FFFD}")])
        XCTAssertEqual(page.warnings, [RecordFileWarning(path: path, line: 2, problem: .invalidUTF8Replaced)])
        XCTAssertTrue(reader.sawInvalidUTF8)
    }

    func testInvalidBytesOutsideJSONStringsAreAnError() throws {
        let path = try directory.write("data.jsonl", Array("1\n".utf8) + [0xFF, 0x0A])
        let reading = try readRecords(path)
        XCTAssertEqual(reading.values, [.number("1")])
        XCTAssertEqual(reading.error, RecordFileError(.unexpected(.value, found: .invalidUTF8Byte(hex: "FF")), path: path, line: 2, column: 1))
    }

    func testRandomBytesNeverCrashAnyReader() throws {
        // Random bytes drawn mostly from JSON and CSV punctuation, so that the scanners go deep
        // into their states, plus bytes that are not UTF-8.
        let alphabet = Array("[]{}\",:\\\n\r 0123456789-.eEtrufalsn".utf8) + [0xFF, 0xC3, 0xE2, 0x80]
        var generator = SplitMix64Generator(seed: 2024)
        for round in 0..<60 {
            let length = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let path = try directory.write("fuzz-\(round)", bytes)
            for format in RecordFormat.allCases {
                for chunkSize in [1, 5, 64] {
                    let reading = try readRecords(path, format: format, chunkSize: chunkSize, pageSize: 3)
                    XCTAssertTrue(reading.error != nil || reading.pages.last?.isAtEnd == true)
                    if let error = reading.error {
                        XCTAssertEqual(error.kind, .malformed)
                        XCTAssertNotNil(error.line)
                    }
                }
            }
        }
    }
}

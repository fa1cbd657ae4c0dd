import Foundation
@testable import ListViewerKit
import RecordFiles
import RecordFilesTesting
import XCTest

/// The words the app puts on the file engine's errors and warnings: each placed the way
/// compilers place theirs, `path:line:column: reason`, with the parts the engine named inside.
final class FileTextsTests: XCTestCase {
    func testDescriptionsShowWhateverLocationIsKnown() {
        XCTAssertEqual(RecordFileError(.unexpected(.commaOrBracketAfterArrayElement, found: .character("}")),
                                       path: "data.json", line: 12, column: 7).text,
                       "data.json:12:7: expected ',' or ']' after an array element, found '}'")
        XCTAssertEqual(RecordFileError(.unclosedQuotedField, path: "data.csv", line: 3).text,
                       "data.csv:3: this quoted field is never closed: the file ends before its closing quote")
        XCTAssertEqual(RecordFileError(.leadingZero, path: "", line: 1, column: 2).text,
                       "1:2: a number may not have a leading zero")
        XCTAssertEqual(RecordFileError(.noSuchFile, path: "").text, "no such file")
    }

    func testWhatTheSyntaxExpectsAndWhatTheFileHas() {
        XCTAssertEqual(RecordFileProblem.unexpected(.commaOrCloser("}", after: .objectMember), found: .character("\"")).text,
                       #"expected ',' or '}' after an object member, found '"'"#)
        XCTAssertEqual(RecordFileProblem.unexpected(.escape, found: .character("x")).text,
                       #"expected one of " \ / b f n r t u after '\', found 'x'"#)
        XCTAssertEqual(RecordFileProblem.unexpected(.endAfterValue(.line), found: .end(.line)).text,
                       "expected the end of the line after the JSON value, found the end of the line")
        XCTAssertEqual(RecordFileProblem.unescapedInString(.controlCharacter(codePoint: "0001")).text,
                       "the control character U+0001 inside a string must be escaped")
        XCTAssertEqual(RecordFileProblem.unexpected(.value, found: .invisibleCharacter(codePoint: "2060", name: "WORD JOINER")).text,
                       "expected a JSON value, found the invisible character U+2060 (WORD JOINER)")
        XCTAssertEqual(RecordFileProblem.unexpected(.value, found: .invalidUTF8Byte(hex: "FF")).text,
                       "expected a JSON value, found the invalid UTF-8 byte 0xFF")
        XCTAssertEqual(RecordFileProblem.afterClosingQuote(delimiter: .tab, found: .character("z")).text,
                       "expected a tab or a line break after the closing quote of a field, found 'z'")
        XCTAssertEqual(RecordFileProblem.nestingTooDeep(maximumDepth: 256).text, "nesting deeper than 256 levels is not supported")
    }

    func testTheRecordLimitIsStatedInMegabytesWhenWhole() {
        XCTAssertEqual(RecordFileProblem.recordTooLong(maximumBytes: 2 * 1024 * 1024).text,
                       "a record longer than 2 MB is too long to show")
        XCTAssertEqual(RecordFileProblem.recordTooLong(maximumBytes: 1000).text,
                       "a record longer than 1,000 bytes is too long to show")
    }

    func testTheSystemSaysWhyAReadFailed() {
        XCTAssertEqual(RecordFileProblem.cannotRead(errno: EIO).text, "could not read the file: Input/output error")
    }

    func testWarningsAreWordedLikeErrors() {
        XCTAssertEqual(RecordFileWarning(path: "log.jsonl", line: 2, problem: .invalidUTF8Replaced).text,
                       "log.jsonl:2: invalid UTF-8 was replaced with U+FFFD (\u{FFFD})")
        XCTAssertEqual(RecordFileWarning(path: "log.jsonl", line: 9,
                                         problem: .incompleteLastLine(.unexpected(.value, found: .end(.line)))).text,
                       "log.jsonl:9: the last line is incomplete (no line break, and not valid JSON yet: expected a JSON value, "
                           + "found the end of the line); it is read once the file completes it")
    }

    func testTheAppNamesUnnamedCSVColumns() async throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("data.csv", "a,\n1,2,3\n")
        let reading = try RecordFileReading(path: path, options: ReadingOptions())
        let page = try await reading.nextPage(maxRecords: 1)
        XCTAssertEqual(page.records.first?.value, csvRow(["a": "1", "column 2": "2", "column 3": "3"]))
    }
}

import Foundation
@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The strict JSON parser: every kind of value, and the exact message and position of each
/// kind of mistake.
final class JSONParserTests: XCTestCase {
    /// The error parsing `text` throws.
    private func error(
        _ text: String, startingAtLine startLine: Int = 1, column startColumn: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RecordFileError? {
        recordFileError(file: file, line: line) { () throws(RecordFileError) in
            try JSONParser.parse(Array(text.utf8), startingAtLine: startLine, column: startColumn)
        }
    }

    /// Asserts that parsing `text` fails at `line`:`column` with `problem`.
    private func assertFails(
        _ text: String, at position: (line: Int, column: Int), _ problem: RecordFileProblem,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = error(text, file: file, line: line)
        XCTAssertEqual(error?.kind, .malformed, file: file, line: line)
        XCTAssertEqual(error?.problem, problem, file: file, line: line)
        XCTAssertEqual(error?.line, position.line, "line", file: file, line: line)
        XCTAssertEqual(error?.column, position.column, "column", file: file, line: line)
    }

    // MARK: Values

    func testParsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(Array(#"{"a":[1,-0.5,1e3,true,false,null,"x"],"b":{},"c":[]}"#.utf8))
        XCTAssertEqual(value, .object([
            (key: "a", value: .array([.number("1"), .number("-0.5"), .number("1e3"), .bool(true), .bool(false),
                                      .null, .string("x")])),
            (key: "b", value: .object([])),
            (key: "c", value: .array([])),
        ]))
    }

    func testKeepsNumberLiteralsAsWritten() throws {
        for literal in ["12345678901234567890123", "1E+400", "-0", "0.10", "2.5e-3"] {
            XCTAssertEqual(try JSONParser.parse(Array(literal.utf8)), .number(literal))
        }
    }

    func testKeepsMembersInFileOrderWithDuplicates() throws {
        let value = try JSONParser.parse(Array(#"{"b":1,"a":2,"b":3}"#.utf8))
        XCTAssertEqual(value, .object([(key: "b", value: .number("1")), (key: "a", value: .number("2")),
                                       (key: "b", value: .number("3"))]))
        XCTAssertNotEqual(value, .object([(key: "a", value: .number("2")), (key: "b", value: .number("1")),
                                          (key: "b", value: .number("3"))]))
    }

    func testResolvesEscapes() throws {
        let value = try JSONParser.parse(Array(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00x""#.utf8))
        XCTAssertEqual(value, .string("\"\\/\u{8}\u{c}\n\r\té😀x"))
    }

    func testUnpairedSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try JSONParser.parse(Array(#""\ud800x""#.utf8)), .string("\u{FFFD}x"))
        XCTAssertEqual(try JSONParser.parse(Array(#""\udc00""#.utf8)), .string("\u{FFFD}"))
        XCTAssertEqual(try JSONParser.parse(Array(#""\ud800\u0041""#.utf8)), .string("\u{FFFD}A"))
    }

    func testAllowsWhiteSpaceAroundTheValue() throws {
        XCTAssertEqual(try JSONParser.parse(Array(" \n\t\r 1 \r\n".utf8)), .number("1"))
    }

    func testReplacesInvalidUTF8InStrings() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0xC3, 0x22]
        XCTAssertEqual(try JSONParser.parse(bytes), .string("a\u{FFFD}b\u{FFFD}"))
        let parsed = try bytes.withUnsafeBufferPointer { (buffer) throws(RecordFileError) in
            try JSONParser.parse(buffer, extent: .input(path: "", start: .start))
        }
        XCTAssertTrue(parsed.sawInvalidUTF8)
        let valid = try Array(#""é""#.utf8).withUnsafeBufferPointer { (buffer) throws(RecordFileError) in
            try JSONParser.parse(buffer, extent: .input(path: "", start: .start))
        }
        XCTAssertFalse(valid.sawInvalidUTF8)
    }

    // MARK: Mistakes

    func testRejectsTrailingCommas() {
        assertFails("[1,]", at: (1, 4), .trailingComma(before: "]"))
        assertFails(#"{"a":1,}"#, at: (1, 8), .trailingComma(before: "}"))
    }

    func testRejectsNumbersOutsideTheGrammar() {
        assertFails("01", at: (1, 2), .leadingZero)
        assertFails("-", at: (1, 2), .unexpected(.digitAfterMinus, found: .end(.input)))
        assertFails("1.", at: (1, 3), .unexpected(.digitAfterDecimalPoint, found: .end(.input)))
        assertFails("1e+", at: (1, 4), .unexpected(.digitInExponent, found: .end(.input)))
        assertFails(".5", at: (1, 1), .unexpected(.value, found: .character(".")))
        assertFails("NaN", at: (1, 1), .unexpected(.value, found: .character("N")))
        assertFails("\u{2060}1", at: (1, 1), .unexpected(.value, found: .invisibleCharacter(codePoint: "2060", name: "WORD JOINER")))
        assertFails("\u{00A0}1", at: (1, 1), .unexpected(.value, found: .invisibleCharacter(codePoint: "00A0", name: "NO-BREAK SPACE")))
        assertFails("\u{00E9}", at: (1, 1), .unexpected(.value, found: .character("é")))
    }

    func testRejectsWhatOnlyJavaScriptAllows() {
        assertFails("'a'", at: (1, 1), .unexpected(.value, found: .character("'")))
        assertFails("// note\n1", at: (1, 1), .unexpected(.value, found: .character("/")))
        assertFails("{a:1}", at: (1, 2), .unexpected(.memberName, found: .character("a")))
        assertFails("tru", at: (1, 1), .expectedLiteral("true"))
        assertFails("nul", at: (1, 1), .expectedLiteral("null"))
    }

    func testRejectsBrokenStrings() {
        assertFails("\"a\nb\"", at: (1, 3), .unescapedInString(.lineBreak))
        assertFails("\"a\u{1}\"", at: (1, 3), .unescapedInString(.controlCharacter(codePoint: "0001")))
        assertFails(#""abc"#, at: (1, 1), .unterminatedString)
        assertFails(#""\x""#, at: (1, 3), .unexpected(.escape, found: .character("x")))
        assertFails(#""\u12G4""#, at: (1, 6), .unexpected(.fourHexDigits, found: .character("G")))
    }

    func testRejectsBrokenStructure() {
        assertFails(#"{"a" 1}"#, at: (1, 6), .unexpected(.colonAfterMemberName, found: .character("1")))
        assertFails("[1 2]", at: (1, 4), .unexpected(.commaOrCloser("]", after: .arrayElement), found: .character("2")))
        assertFails(#"{"a":1 "b":2}"#, at: (1, 8), .unexpected(.commaOrCloser("}", after: .objectMember), found: .character("\"")))
        assertFails("[1}", at: (1, 3), .unexpected(.commaOrCloser("]", after: .arrayElement), found: .character("}")))
        assertFails("1 2", at: (1, 3), .unexpected(.endAfterValue(.input), found: .character("2")))
        assertFails("", at: (1, 1), .unexpected(.value, found: .end(.input)))
        assertFails("[", at: (1, 2), .unexpected(.value, found: .end(.input)))
    }

    func testNamesBytesThatAreNotUTF8() {
        let error = recordFileError { () throws(RecordFileError) in try JSONParser.parse([0x5B, 0xFF, 0x5D]) }
        XCTAssertEqual(error?.problem, .unexpected(.value, found: .invalidUTF8Byte(hex: "FF")))
        XCTAssertEqual(error?.column, 2)
    }

    // MARK: Positions

    func testCountsLinesAndCharacters() {
        assertFails("[\n  1,\n  x\n]", at: (3, 3), .unexpected(.value, found: .character("x")))
        // "é" is two bytes but one column.
        assertFails("[\"é\", x]", at: (1, 7), .unexpected(.value, found: .character("x")))
        assertFails("[\"é\", ü]", at: (1, 7), .unexpected(.value, found: .character("ü")))
    }

    func testPositionsAreRelativeToTheGivenStart() {
        let sameLine = error("  x", startingAtLine: 3, column: 8)
        XCTAssertEqual(sameLine?.line, 3)
        XCTAssertEqual(sameLine?.column, 10)
        let laterLine = error("[\n x]", startingAtLine: 10, column: 5)
        XCTAssertEqual(laterLine?.line, 11)
        XCTAssertEqual(laterLine?.column, 2)
    }

    func testErrorDescriptionNamesThePath() {
        let error = recordFileError { () throws(RecordFileError) in try JSONParser.parse(Array("[1,]".utf8), path: "data.json") }
        XCTAssertEqual(error, RecordFileError(.trailingComma(before: "]"), path: "data.json", line: 1, column: 4))
    }

    // MARK: Nesting

    /// Runs `body` on a thread with a 512 KB stack, as small as worker threads get.
    private func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
    }

    func testAcceptsNestingUpToTheLimitAndSuchValuesFitASmallStack() {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[{\"a\":", count: depth / 2) + "1" + String(repeating: "}]", count: depth / 2)
        nonisolated(unsafe) var levels = 0
        nonisolated(unsafe) var equal = false
        nonisolated(unsafe) var compact = ""
        onSmallStack {
            guard let value = try? JSONParser.parse(Array(text.utf8)),
                  let copy = try? JSONParser.parse(Array(text.utf8)) else { return }
            equal = value == copy
            compact = value.compactJSON(limit: 12)
            var inner = value
            while true {
                switch inner {
                case .array(let elements): inner = elements[0]
                case .object(let members): inner = members[0].value
                default: return
                }
                levels += 1
            }
        }
        XCTAssertEqual(levels, depth)
        XCTAssertTrue(equal)
        XCTAssertEqual(compact, #"[{"a":[{"a":…"#)
    }

    func testRefusesDeeperNestingWithoutOverflowingASmallStack() {
        let deep = Array(String(repeating: "[{\"a\":", count: 50_000).utf8)
        nonisolated(unsafe) var error: RecordFileError?
        onSmallStack {
            error = recordFileError { () throws(RecordFileError) in try JSONParser.parse(deep) }
        }
        XCTAssertEqual(error?.problem, .nestingTooDeep(maximumDepth: 256))
        XCTAssertEqual(error?.column, 6 * 128 + 1)
    }
}

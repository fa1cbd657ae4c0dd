@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Equality of JSON values and their compact one-line form.
final class JSONValueTests: XCTestCase {
    func testObjectsAreEqualOnlyWithTheSameMembersInTheSameOrder() {
        let ab: JSONValue = .object([(key: "a", value: .null), (key: "b", value: .bool(true))])
        XCTAssertEqual(ab, .object([(key: "a", value: .null), (key: "b", value: .bool(true))]))
        XCTAssertNotEqual(ab, .object([(key: "b", value: .bool(true)), (key: "a", value: .null)]))
        XCTAssertNotEqual(ab, .object([(key: "a", value: .null)]))
        XCTAssertNotEqual(ab, .object([(key: "a", value: .null), (key: "b", value: .bool(false))]))
    }

    func testCasesWithTheSameTextDiffer() {
        XCTAssertNotEqual(JSONValue.number("1"), .string("1"))
        XCTAssertNotEqual(JSONValue.array([]), .object([]))
        XCTAssertNotEqual(JSONValue.null, .string("null"))
        XCTAssertEqual(JSONValue.array([.number("1")]), .array([.number("1")]))
    }

    func testCompactJSONWritesOneLineWithEscapes() {
        let value = jsonValue(#"{"a": [1, "x\ny\t\"q\"\\"], "b": null, "c": true, "d": {}, "e": "\u0001"}"#)
        XCTAssertEqual(value.compactJSON(limit: 1000),
                       #"{"a":[1,"x\ny\t\"q\"\\"],"b":null,"c":true,"d":{},"e":"\u0001"}"#)
    }

    /// DEL and the C1 controls are escaped too: written as they are, the one-line text had
    /// made them spaces, and an export read back differed from its file (found by the
    /// open-path fuzzer).
    func testEveryControlIsEscapedSoTheTextReadsBackTheSame() throws {
        let text = "a\u{7F}b\u{80}\u{85}\u{9F}\u{A0}c\u{2028}"
        let written = JSONValue.object([(key: text, value: .string(text))]).json
        XCTAssertEqual(written, #"{"a\u007fb\u0080\u0085\u009f\#u{A0}c\u2028":"a\u007fb\u0080\u0085\u009f\#u{A0}c\u2028"}"#)
        XCTAssertEqual(try JSONParser.parse(Array(written.utf8)), .object([(key: text, value: .string(text))]))
    }

    func testCompactJSONIsCutAtTheLimit() {
        XCTAssertEqual(JSONValue.array([.string("abcdef")]).compactJSON(limit: 5), #"["abc…"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 7), #"["abc"]"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 6), #"["abc"…"#)
    }
}

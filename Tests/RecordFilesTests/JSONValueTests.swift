@testable import RecordFiles
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

    func testCompactJSONIsCutAtTheLimit() {
        XCTAssertEqual(JSONValue.array([.string("abcdef")]).compactJSON(limit: 5), #"["abc…"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 7), #"["abc"]"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 6), #"["abc"…"#)
    }
}

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

    /// The JSON of random values, with strings of every kind of character an escape is about
    /// (and those next to them), reads back as the value; cut at any limit, it is the whole
    /// JSON's first characters and "…", though what lies past the limit is never written.
    func testTheJSONOfRandomValuesReadsBackAndCutsAtAnyLimit() throws {
        var generator = SplitMix64Generator(seed: 0x4A50_2026)
        let pieces = ["a", "é", "€", "😀", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", " ", "\u{7E}", "\u{7F}", "\u{80}",
                      "\u{9F}", "\u{A0}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{C2}", "\u{E2}", "word"]
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        func value(depth: Int) -> JSONValue {
            switch depth > 2 ? Int.random(in: 0...2, using: &generator) : Int.random(in: 0...4, using: &generator) {
            case 0: return .string(text())
            case 1: return .number(String(Int.random(in: -99...99, using: &generator)))
            case 2: return [.null, .bool(true), .bool(false)].randomElement(using: &generator)!
            case 3: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1) })
            default: return .object((0..<Int.random(in: 0...3, using: &generator)).map { _ in (key: text(), value: value(depth: depth + 1)) })
            }
        }
        for round in 0..<2_000 {
            let random = value(depth: 0)
            let whole = random.json
            XCTAssertEqual(try JSONParser.parse(Array(whole.utf8)), random, "round \(round)")
            let limit = Int.random(in: 0...40, using: &generator)
            let scalars = whole.unicodeScalars
            let expected = scalars.count > limit ? String(String.UnicodeScalarView(scalars.prefix(limit))) + "…" : whole
            XCTAssertEqual(random.compactJSON(limit: limit), expected, "round \(round), limit \(limit)")
        }
    }

    func testCompactJSONIsCutAtTheLimit() {
        XCTAssertEqual(JSONValue.array([.string("abcdef")]).compactJSON(limit: 5), #"["abc…"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 7), #"["abc"]"#)
        XCTAssertEqual(JSONValue.array([.string("abc")]).compactJSON(limit: 6), #"["abc"…"#)
    }
}

@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Filter expressions: parsed and evaluated as a reference evaluator, written apart from the
/// library, says they should be; malformed ones explained where they break.
final class FieldFilterTests: XCTestCase {
    func testComparisonsOfNumbersTextPathsAndMissingFields() throws {
        let record = JSONValue.object([
            ("level", .string("ERROR")), ("latency_ms", .number("120")), ("code", .string("9")),
            ("msg", .string("Upstream Timeout after 3 tries")), ("ctx", .object([("trace", .null)])),
            ("ctx.span", .string("s-1")), ("tags", .array([.string("a"), .string("b")])), ("user id", .string("u7")),
        ])
        let expectations: [(String, Bool)] = [
            ("level = ERROR", true), ("level = error", false), ("level != ERROR", false),
            ("latency_ms > 100", true), ("latency_ms > 1000", false), ("latency_ms >= 120", true),
            ("code < 10", true),  // both numbers: 9 < 10
            ("level < F", true),  // text: "ERROR" before "F"
            ("msg ~ timeout", true), ("msg ~ Timeout", true), ("msg ~ TIMEOUT", false),
            ("msg ~/time(d )?out/", true), ("msg ~ /^Up.*tries$/", true), ("msg ~/^tries/", false),
            ("ctx.trace exists", true), ("ctx.trace = null", true), ("ctx.missing exists", false),
            ("ctx.span = s-1", true),  // a CSV-like header with a dot comes first
            ("tags.1 = b", true), ("tags.2 exists", false), ("tags = a", false),
            ("\"user id\" in (u1, u7)", true), ("\"user id\" in (u1, \"u 7\")", false),
            ("missing != x", false), ("not missing = x", true),
            ("level = ERROR and latency_ms > 100", true), ("level = INFO or latency_ms > 100", true),
            ("level = INFO or level = WARN and latency_ms > 100", false),
            ("not level = INFO and code = 9", true), ("NOT (level = ERROR OR code = 1)", false),
        ]
        for (text, expected) in expectations {
            XCTAssertEqual(try FieldFilter(text).matches(record), expected, text)
        }
    }

    func testAMalformedExpressionIsExplainedWhereItBreaks() {
        let cases: [(String, FieldFilterError.Problem, Int)] = [
            ("", .empty, 0), ("   ", .empty, 3),
            ("level =", .expectedValue, 7), ("level == x", .expectedValue, 7),
            ("= 3", .expectedField, 0), ("and = 3", .expectedField, 0), ("a..b = 1", .expectedField, 0),
            ("level ERROR", .expectedOperator, 6), ("(level = x", .expectedClosingParenthesis, 10),
            ("level = \"x", .unclosedText, 8), ("msg ~/abc", .unclosedText, 5),
            ("a = 1 b = 2", .expectedEnd, 6), ("user in u1", .expectedOpeningParenthesis, 8),
            ("user in (u1,", .expectedValue, 12), ("user in (u1 u2)", .expectedClosingParenthesis, 12),
            ("msg ~ \"\"", .expectedValue, 6),
        ]
        for (text, problem, offset) in cases {
            XCTAssertThrowsError(try FieldFilter(text), text) { error in
                XCTAssertEqual((error as? FieldFilterError)?.problem, problem, text)
                XCTAssertEqual((error as? FieldFilterError)?.characterOffset, offset, text)
            }
        }
        XCTAssertThrowsError(try FieldFilter("msg ~/a(b/")) { error in
            guard let error = error as? FieldFilterError, case .invalidPattern(let reason) = error.problem else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue((6...9).contains(error.characterOffset), "\(error.characterOffset)")
        }
    }

    func testRandomExpressionsAgreeWithAReferenceEvaluator() throws {
        var generator = SplitMix64Generator(seed: 0xF117E4)
        var matched = 0
        for round in 0..<3_000 {
            let expression = ReferenceExpression.random(depth: 3, using: &generator)
            let text = expression.written(using: &generator)
            let filter: FieldFilter
            do {
                filter = try FieldFilter(text)
            } catch {
                return XCTFail("round \(round): \(text) did not parse: \(error)")
            }
            for _ in 0..<8 {
                let record = ReferenceRecord.random(using: &generator)
                let expected = expression.isTrue(for: record)
                if expected { matched += 1 }
                XCTAssertEqual(filter.matches(record), expected, "round \(round): \(text) on \(record)")
            }
        }
        // Both outcomes are common, so the comparison says something.
        XCTAssertGreaterThan(matched, 3_000)
        XCTAssertLessThan(matched, 21_000)
    }

    /// A key path of 20,000 names, and a value of 20,000 digits, cost time linear in their
    /// length (the path had cost its square: 2,000 names took 0.4 s).
    func testLongExpressionsCostLinearTime() throws {
        let start = ContinuousClock.now
        let path = Array(repeating: "a", count: 20_000).joined(separator: ".")
        let filter = try FieldFilter("\(path) = 1")
        let nines = try FieldFilter("n = " + String(repeating: "9", count: 20_000))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
        XCTAssertFalse(filter.matches(jsonValue(#"{"a": {"a": 1}}"#)))
        XCTAssertFalse(nines.matches(jsonValue(#"{"n": 9}"#)))
        // The dotted rest of a path is still a member of its own.
        XCTAssertTrue(try FieldFilter("ctx.trace.id = 7").matches(jsonValue(#"{"ctx": {"trace.id": 7}}"#)))
        XCTAssertTrue(try FieldFilter("ctx.trace.id = 7").matches(jsonValue(#"{"ctx.trace.id": 7}"#)))
        XCTAssertTrue(try FieldFilter("ctx.trace.id = 7").matches(jsonValue(#"{"ctx": {"trace": {"id": 7}}}"#)))
    }

    /// Groups and `not`s nested thousands deep are refused where they pass the bound (they had
    /// run the parser out of stack: found by the filter grammar fuzzer); a chain of thousands
    /// of `and`s is one level and evaluates without recursing through it.
    func testDeepNestingIsRefusedAndLongChainsEvaluate() throws {
        for deep in [String(repeating: "(", count: 5_000) + "a = 1", String(repeating: "not ", count: 5_000) + "a = 1"] {
            XCTAssertThrowsError(try FieldFilter(deep)) { error in
                XCTAssertEqual((error as? FieldFilterError)?.problem, .nestedTooDeeply(maximumDepth: 200))
            }
        }
        XCTAssertNoThrow(try FieldFilter(String(repeating: "(", count: 200) + "a = 1" + String(repeating: ")", count: 200)))
        let chain = try FieldFilter(Array(repeating: "a = 1", count: 100_000).joined(separator: " and "))
        XCTAssertTrue(chain.matches(jsonValue(#"{"a": 1}"#)))
        XCTAssertFalse(try FieldFilter(Array(repeating: "a = 2", count: 100_000).joined(separator: " or ")).matches(jsonValue(#"{"a": 1}"#)))
    }

    func testGarbageIsRefusedWithAPlaceInsideIt() {
        var generator = SplitMix64Generator(seed: 0x6A4B)
        let pieces = ["a", "b.c", " ", "=", "!", "<", ">=", "~", "/", "\\", "\"", "(", ")", ",", "and", "or", "not", "in", "exists", "1", "é"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0..<10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            do {
                _ = try FieldFilter(text)
            } catch {
                XCTAssertTrue((0...text.unicodeScalars.count).contains(error.characterOffset), text)
                XCTAssertGreaterThan(error.length, 0, text)
            }
        }
    }
}

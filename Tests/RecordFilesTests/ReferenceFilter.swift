import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting

/// Records for filter tests: a few fields, each present or not, of every JSON kind.
enum ReferenceRecord {
    static let words = ["ERROR", "error", "INFO", "timeout", "Time out", "u1", "u7", "9", "10", "-2.5", "1e2", "null", "true", "", " 42", "7 ", "1 2"]

    static func random(using generator: inout SplitMix64Generator) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        for key in ["level", "latency_ms", "user", "msg", "user id"] where Bool.random(using: &generator) {
            members.append((key, scalar(using: &generator)))
        }
        if Bool.random(using: &generator) {
            let trace: [(key: String, value: JSONValue)] = Bool.random(using: &generator) ? [("trace", scalar(using: &generator))] : []
            members.append(("ctx", .object(trace)))
        }
        return .object(members)
    }

    static func scalar(using generator: inout SplitMix64Generator) -> JSONValue {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: .null
        case 1: .bool(Bool.random(using: &generator))
        case 2, 3: .number(["9", "10", "120", "-2.5", "1e2", "0"].randomElement(using: &generator)!)
        case 4: .array([.string("u1")])
        default: .string(words.randomElement(using: &generator)!)
        }
    }
}

/// A filter expression as a tree, written out as text and evaluated here by the rules the
/// documentation gives (docs/list-viewer.md, RecordFiles' FilteringRecords article), apart from
/// the library's own parser and evaluator.
indirect enum ReferenceExpression {
    case and(ReferenceExpression, ReferenceExpression)
    case or(ReferenceExpression, ReferenceExpression)
    case not(ReferenceExpression)
    case compare(path: [String], operator: String, value: String)
    case isIn(path: [String], values: [String])
    case contains(path: [String], needle: String)
    case exists(path: [String])

    static let paths: [[String]] = [["level"], ["latency_ms"], ["user"], ["msg"], ["user id"], ["ctx", "trace"], ["missing"]]

    static func random(depth: Int, using generator: inout SplitMix64Generator) -> ReferenceExpression {
        let path = paths.randomElement(using: &generator)!
        let choice = Int.random(in: 0..<(depth > 0 ? 10 : 6), using: &generator)
        switch choice {
        case 0, 1, 2:
            return .compare(path: path, operator: ["=", "!=", "<", "<=", ">", ">="].randomElement(using: &generator)!,
                            value: ReferenceRecord.words.filter { !$0.isEmpty }.randomElement(using: &generator)!)
        case 3: return .isIn(path: path, values: (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                ReferenceRecord.words.filter { !$0.isEmpty }.randomElement(using: &generator)! })
        case 4: return .contains(path: path, needle: ["time", "Time", "u", "RR", "0"].randomElement(using: &generator)!)
        case 5: return .exists(path: path)
        case 6, 7: return .and(random(depth: depth - 1, using: &generator), random(depth: depth - 1, using: &generator))
        case 8: return .or(random(depth: depth - 1, using: &generator), random(depth: depth - 1, using: &generator))
        default: return .not(random(depth: depth - 1, using: &generator))
        }
    }

    // MARK: Writing

    private var precedence: Int {
        switch self {
        case .or: 0
        case .and: 1
        case .not: 2
        default: 3
        }
    }

    /// The expression as text: parentheses where precedence needs them, and now and then
    /// where it does not; keywords in either case.
    func written(using generator: inout SplitMix64Generator) -> String {
        func child(_ inner: ReferenceExpression, needsParentheses: Bool) -> String {
            let text = inner.written(using: &generator)
            return needsParentheses || Int.random(in: 0..<6, using: &generator) == 0 ? "(\(text))" : text
        }
        func keyword(_ word: String) -> String { Bool.random(using: &generator) ? word : word.uppercased() }
        switch self {
        case let .and(left, right), let .or(left, right):
            let word: String
            if case .and = self { word = keyword("and") } else { word = keyword("or") }
            return "\(child(left, needsParentheses: left.precedence < precedence)) \(word) \(child(right, needsParentheses: right.precedence < precedence))"
        case let .not(inner):
            return "\(keyword("not")) \(child(inner, needsParentheses: inner.precedence < 2))"
        case let .compare(path, op, value):
            return "\(Self.written(path)) \(op) \(Self.written(value))"
        case let .isIn(path, values):
            return "\(Self.written(path)) \(keyword("in")) (\(values.map(Self.written).joined(separator: ", ")))"
        case let .contains(path, needle):
            return "\(Self.written(path)) ~ \(Self.written(needle))"
        case let .exists(path):
            return "\(Self.written(path)) \(keyword("exists"))"
        }
    }

    private static func written(_ path: [String]) -> String {
        path == ["user id"] ? "\"user id\"" : path.joined(separator: ".")
    }

    private static func written(_ value: String) -> String {
        value.contains(" ") || value.isEmpty ? "\"\(value)\"" : value
    }

    // MARK: Evaluating

    func isTrue(for record: JSONValue) -> Bool {
        switch self {
        case let .and(left, right): return left.isTrue(for: record) && right.isTrue(for: record)
        case let .or(left, right): return left.isTrue(for: record) || right.isTrue(for: record)
        case let .not(inner): return !inner.isTrue(for: record)
        case let .exists(path): return Self.lookUp(path, in: record) != nil
        case let .compare(path, op, value):
            guard let field = Self.scalarText(Self.lookUp(path, in: record)) else { return false }
            let order = Self.order(field, value)
            switch op {
            case "=": return order == 0
            case "!=": return order != 0
            case "<": return order < 0
            case "<=": return order <= 0
            case ">": return order > 0
            default: return order >= 0
            }
        case let .isIn(path, values):
            guard let field = Self.scalarText(Self.lookUp(path, in: record)) else { return false }
            return values.contains { Self.order(field, $0) == 0 }
        case let .contains(path, needle):
            guard let field = Self.scalarText(Self.lookUp(path, in: record)) else { return false }
            let ignoringCase = needle == needle.lowercased()
            return ignoringCase ? field.lowercased().contains(needle) : field.contains(needle)
        }
    }

    private static func lookUp(_ path: [String], in value: JSONValue) -> JSONValue? {
        guard let name = path.first else { return value }
        guard case .object(let members) = value, let member = members.first(where: { $0.key == name }) else { return nil }
        return lookUp(Array(path.dropFirst()), in: member.value)
    }

    private static func scalarText(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?, .number(let text)?: text
        case .bool(let flag)?: flag ? "true" : "false"
        case .null?: "null"
        default: nil
        }
    }

    /// -1, 0 or 1: as numbers when both are decimal numbers, else by Unicode scalars.
    private static func order(_ left: String, _ right: String) -> Int {
        let decimal = CharacterSet(charactersIn: "0123456789+-.eE")
        // Spaces around a number are not part of it (a CSV field such as " 42").
        func number(_ text: String) -> Double? {
            let digits = text.trimmingCharacters(in: CharacterSet(charactersIn: " "))
            return digits.unicodeScalars.allSatisfy(decimal.contains) ? Double(digits).flatMap { $0.isFinite ? $0 : nil } : nil
        }
        if let a = number(left), let b = number(right) { return a < b ? -1 : a > b ? 1 : 0 }
        if left == right { return 0 }
        return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) ? -1 : 1
    }
}

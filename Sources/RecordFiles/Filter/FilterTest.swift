import Foundation

/// What a comparison asks of a field's value.
enum FilterTest: Sendable {
    enum Order: Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    }

    case compare(Order, FilterValue)
    /// Equal to one of the values.
    case isIn([FilterValue])
    /// Contains the text, or matches the pattern.
    case contains(SearchQuery)
    case exists

    /// Whether `value` (`nil` for a missing field) passes.
    func passes(_ value: JSONValue?) -> Bool {
        guard let value else { return false }
        if case .exists = self { return true }
        guard let field = FilterValue(value) else { return false }
        switch self {
        case let .compare(order, literal): return order.holds(field.compared(with: literal))
        case let .isIn(literals): return literals.contains { field.compared(with: $0) == .orderedSame }
        case let .contains(query): return query.isFound(in: field.text)
        case .exists: return true
        }
    }
}

extension FilterTest.Order {
    func holds(_ result: ComparisonResult) -> Bool {
        switch self {
        case .equal: result == .orderedSame
        case .notEqual: result != .orderedSame
        case .less: result == .orderedAscending
        case .lessOrEqual: result != .orderedDescending
        case .greater: result == .orderedDescending
        case .greaterOrEqual: result != .orderedAscending
        }
    }
}

/// A value as a comparison sees it: its text, and its number when the text reads as one.
struct FilterValue: Equatable, Sendable {
    let text: String
    let number: Double?

    init(text: String) {
        self.text = text
        number = Self.number(in: text)
    }

    /// A field's value; `nil` for an object or array, which compare with nothing.
    init?(_ value: JSONValue) {
        switch value {
        case .string(let text), .number(let text): self.init(text: text)
        case .bool(let isTrue): self.init(text: isTrue ? "true" : "false")
        case .null: self.init(text: "null")
        case .object, .array: return nil
        }
    }

    /// As numbers when both are, else as text (by Unicode scalars, as `sort` in the C locale
    /// orders UTF-8).
    func compared(with other: FilterValue) -> ComparisonResult {
        if let number, let otherNumber = other.number {
            return number < otherNumber ? .orderedAscending : number > otherNumber ? .orderedDescending : .orderedSame
        }
        if text == other.text { return .orderedSame }
        return text.unicodeScalars.lexicographicallyPrecedes(other.text.unicodeScalars) ? .orderedAscending : .orderedDescending
    }

    /// The number `text` writes in decimal (`-1.5`, `2e3`, ` 42 ` between spaces), if it is a
    /// finite one.
    private static func number(in text: String) -> Double? {
        var digits = Substring(text).utf8[...]
        while digits.first == space { digits.removeFirst() }
        while digits.last == space { digits.removeLast() }
        guard !digits.isEmpty, digits.allSatisfy(isDecimalByte), let number = Double(Substring(digits)), number.isFinite
        else { return nil }
        return number
    }

    private static let space = UInt8(ascii: " ")

    /// Whether `byte` may be part of a decimal number: a digit, a sign, a point or an exponent.
    private static func isDecimalByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }
}

import Foundation
import RecordFiles

/// How a table cell sorts: numbers by value before text in natural order, missing values last.
///
/// Computed once per cell and kept with the row, because GTK compares each row many times
/// while it sorts.
enum CellSortKey: Comparable, Sendable {
    case number(Double)
    case text(NaturalText)
    case missing

    /// The key of a cell showing `value`; `nil` (no such field), `null` and empty text are
    /// missing. Text that reads as a decimal number, as every value of a CSV file is text,
    /// sorts as that number.
    init(_ value: JSONValue?) {
        switch value {
        case .none, .null?: self = .missing
        case .number(let literal)?:
            self = Double(literal).map(CellSortKey.number) ?? .text(NaturalText(literal))
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                self = .missing
            } else if let number = Self.decimalNumber(trimmed) {
                self = .number(number)
            } else {
                self = .text(NaturalText(text))
            }
        case .bool(let flag)?: self = .text(NaturalText(flag ? "true" : "false"))
        case let nested?: self = .text(NaturalText(nested.compactJSON(limit: TableField.cellTextLimit)))
        }
    }

    /// `text` as a number when it is written as one in decimal (`-12`, `3.5`, `1e3`), never
    /// `inf`, `nan` or hexadecimal, which `Double.init` would also take.
    private static func decimalNumber(_ text: String) -> Double? {
        let allowed = text.unicodeScalars.allSatisfy { "0123456789+-.eE".unicodeScalars.contains($0) }
        guard allowed, text.unicodeScalars.contains(where: { ("0"..."9").contains($0) }),
              let number = Double(text), number.isFinite else { return nil }
        return number
    }
}

/// Text that sorts as people expect, like Finder and `localizedStandardCompare`: case and
/// accents aside, and runs of digits by their value ("file 9" before "file 10").
struct NaturalText: Comparable, Sendable {
    /// A run of digits (leading zeros dropped) or of other characters (folded).
    enum Part: Comparable, Sendable {
        case digits(String)
        case text(String)

        static func < (lhs: Part, rhs: Part) -> Bool {
            switch (lhs, rhs) {
            case let (.digits(left), .digits(right)): (left.count, left) < (right.count, right)
            case (.digits, .text): true
            case (.text, .digits): false
            case let (.text(left), .text(right)): left < right
            }
        }
    }

    let parts: [Part]
    /// The text as given: equal parts are ordered by it, so the order is total and stable.
    let original: String

    init(_ text: String) {
        original = text
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var parts: [Part] = []
        var run = ""
        var runIsDigits = false
        for character in folded {
            let isDigit = character.isASCII && character.isNumber
            if !run.isEmpty && isDigit != runIsDigits {
                parts.append(Self.part(run, isDigits: runIsDigits))
                run = ""
            }
            run.append(character)
            runIsDigits = isDigit
        }
        if !run.isEmpty { parts.append(Self.part(run, isDigits: runIsDigits)) }
        self.parts = parts
    }

    private static func part(_ run: String, isDigits: Bool) -> Part {
        guard isDigits else { return .text(run) }
        let significant = run.drop { $0 == "0" }
        return .digits(significant.isEmpty ? "0" : String(significant))
    }

    static func < (lhs: NaturalText, rhs: NaturalText) -> Bool {
        lhs.parts != rhs.parts ? lhs.parts.lexicographicallyPrecedes(rhs.parts) : lhs.original < rhs.original
    }
}

import Foundation

/// Writes CSV rows as RFC 4180 and spreadsheets read them.
enum CSVRow {
    /// `fields` as one row ending in a line feed; a field is quoted when it holds the
    /// delimiter, a quote, a line break, or spaces at either end, and its quotes are doubled.
    static func text(_ fields: [String], delimiter: UInt8) -> String {
        // A row of one empty field is quoted: a blank line is no row to most readers.
        if fields == [""] { return "\"\"\n" }
        let separator = String(UnicodeScalar(delimiter))
        return fields.map { quotedIfNeeded($0, delimiter: delimiter) }.joined(separator: separator) + "\n"
    }

    private static func quotedIfNeeded(_ field: String, delimiter: UInt8) -> String {
        let needsQuotes = field.utf8.contains { $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || field.first == " " || field.last == " "
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A field's text: a string as it is, a number as written, `null` empty, a nested object
    /// or array as compact JSON.
    static func cell(_ value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: text
        case .number(let literal)?: literal
        case .bool(let isTrue)?: isTrue ? "true" : "false"
        case .null?, nil: ""
        case let nested?: nested.json
        }
    }
}

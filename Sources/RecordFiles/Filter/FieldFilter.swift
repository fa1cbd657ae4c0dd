/// A filter on records' fields, written as a small expression: `level = ERROR`,
/// `latency_ms > 100 and not ctx.trace exists`, `msg ~ timeout`, `msg ~/time(d )?out/`,
/// `user in (u1, u7)`.
///
/// The grammar, loosest first:
/// - `A or B`, `A and B`, `not A`, and parentheses to group;
/// - a comparison of a field with a value: `=`, `!=`, `<`, `<=`, `>`, `>=`; `~` (the field
///   contains the text, ignoring case unless it has a capital, as the search bar does) or
///   `~/pattern/` (a PCRE2 regular expression); `in (a, b, …)` (equal to one of them); or
///   `exists` (the field is there, even if `null`).
/// - A field is a name, or a path of names through nested objects with dots (`ctx.trace`,
///   `items.0.id` for an array's first element); a CSV column is named by its header. A name
///   with spaces or operator characters goes in double quotes.
/// - A value is a word, a number, or text in double quotes (`\"` and `\\` inside).
///
/// A field and a value that both read as numbers compare as numbers (`9 < 10`); otherwise they
/// compare as text. A field that is missing, or holds an object or array, fails every
/// comparison but `exists`, `!=` included (`not level = x` holds for it).
public struct FieldFilter: Equatable, Sendable {
    /// The expression as written.
    public let text: String
    let expression: FilterExpression

    /// Reads `text` as a filter expression.
    /// - Throws: ``FieldFilterError`` with the problem and the character where it is.
    public init(_ text: String) throws(FieldFilterError) {
        self.text = text
        expression = try FilterParser.parse(text)
    }

    /// Whether `record` (a JSON value, or a CSV row keyed by its header) passes the filter.
    public func matches(_ record: JSONValue) -> Bool {
        expression.isTrue(for: record)
    }

    /// Whether the expression compares the top-level field `name` (`pattern = …`).
    public func names(_ name: String) -> Bool {
        expression.names(name)
    }

    public static func == (left: FieldFilter, right: FieldFilter) -> Bool { left.text == right.text }
}

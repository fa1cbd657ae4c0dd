/// Why a filter expression could not be read, and where.
public struct FieldFilterError: Error, Equatable, Sendable {
    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// A field name was expected (at the start of a comparison).
        case expectedField
        /// A comparison operator, `~`, `in` or `exists` was expected after a field.
        case expectedOperator
        /// A value was expected after an operator, or in an `in` list.
        case expectedValue
        /// A `)` was expected to close a group or an `in` list.
        case expectedClosingParenthesis
        /// A `(` was expected after `in`.
        case expectedOpeningParenthesis
        /// Text in double quotes, or a `/pattern/`, runs to the end without its closing mark.
        case unclosedText
        /// More follows a complete expression: `and` or `or` was expected.
        case expectedEnd
        /// A `~/pattern/` is not a valid regular expression: PCRE2's reason (in English).
        case invalidPattern(reason: String)
        /// The expression is empty.
        case empty
        /// Groups and `not`s nest deeper than `maximumDepth`.
        case nestedTooDeeply(maximumDepth: Int)
    }

    /// What is wrong.
    public let problem: Problem
    /// The character of the expression where the problem is, from 0 (Unicode scalars, as a
    /// text field counts them); the expression's length when it ended too soon.
    public let characterOffset: Int
    /// How many characters the problem spans, at least 1 (for underlining it).
    public let length: Int
}

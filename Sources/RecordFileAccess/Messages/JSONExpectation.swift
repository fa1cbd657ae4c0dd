/// What the JSON syntax allows at the place an error points to.
public enum JSONExpectation: Equatable, Sendable {
    /// Any JSON value.
    case value
    /// A member name in double quotes.
    case memberName
    /// The `:` after a member name.
    case colonAfterMemberName
    /// A `,` or the `closer` (`}` or `]`) after an object member or an array element.
    case commaOrCloser(Character, after: JSONItem)
    /// One of the escapes `\" \\ \/ \b \f \n \r \t \u`.
    case escape
    /// The four hex digits after `\u`.
    case fourHexDigits
    /// A digit after a minus sign.
    case digitAfterMinus
    /// A digit after the decimal point.
    case digitAfterDecimalPoint
    /// A digit in the exponent.
    case digitInExponent
    /// Nothing more after a complete value, up to the given end.
    case endAfterValue(InputEnd)
    /// A `,` or `]` after an element of a top-level array.
    case commaOrBracketAfterArrayElement
}

/// What a JSON container holds: members of an object, elements of an array.
public enum JSONItem: Equatable, Sendable {
    /// A member of an object.
    case objectMember
    /// An element of an array.
    case arrayElement
}

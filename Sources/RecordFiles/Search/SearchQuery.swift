/// What a search looks for: text, or a regular expression (PCRE2's syntax, as `grep -P`),
/// matched in "smart case" as in GNOME's apps and `less -i`: a query without capital letters
/// ignores case, one with them matches case.
public struct SearchQuery: Equatable, Sendable {
    /// The text as typed.
    public let text: String
    /// Whether case is ignored.
    public let ignoresCase: Bool
    /// The bytes searched for in the file: lower-cased when case is ignored.
    let needle: [UInt8]
    /// The compiled regular expression; `nil` for text.
    let pattern: SearchPattern?

    /// Whether the text is a regular expression.
    public var isRegularExpression: Bool { pattern != nil }

    /// A query for `text`; `nil` for empty text.
    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        self.text = text
        let ignoresCase = !text.contains { $0.isUppercase }
        self.ignoresCase = ignoresCase
        needle = Array(text.utf8).map { ignoresCase ? Self.lowercased($0) : $0 }
        pattern = nil
    }

    /// A query for the regular expression `text`; `nil` for empty text.
    /// - Throws: ``SearchPatternError`` when `text` is not a valid expression.
    public init?(regularExpression text: String) throws(SearchPatternError) {
        guard !text.isEmpty else { return nil }
        self.text = text
        ignoresCase = !text.contains { $0.isUppercase }
        needle = Array(text.utf8)
        pattern = try SearchPattern(text, ignoringCase: ignoresCase)
    }

    public static func == (left: SearchQuery, right: SearchQuery) -> Bool {
        left.text == right.text && left.isRegularExpression == right.isRegularExpression
    }

    /// The ASCII lower case of `byte`; other bytes as they are.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `text` holds a match.
    public func isFound(in text: String) -> Bool {
        if let pattern { return pattern.isFound(in: text) }
        return text.range(of: self.text, options: ignoresCase ? [.caseInsensitive] : []) != nil
    }

    /// The ranges of `text` that match, for highlighting what a row shows.
    public func ranges(in text: String) -> [Range<String.Index>] {
        if let pattern { return pattern.ranges(in: text) }
        var ranges: [Range<String.Index>] = []
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: self.text, options: ignoresCase ? [.caseInsensitive] : [], range: rest) {
            ranges.append(found)
            guard found.upperBound < text.endIndex else { break }
            rest = (found.isEmpty ? text.index(after: found.upperBound) : found.upperBound)..<text.endIndex
        }
        return ranges
    }
}

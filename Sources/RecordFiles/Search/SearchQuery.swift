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
    /// Finds the text in a record's or a row's text as the file search finds it in the file's
    /// bytes (case folded for ASCII letters), in time linear in the text; `nil` for a pattern.
    private let textFinder: NeedleFinder?

    /// Whether the text is a regular expression.
    public var isRegularExpression: Bool { pattern != nil }

    /// A query for `text`; `nil` for empty text.
    public init?(_ text: String) {
        self.init(text, ignoresCase: !text.contains { $0.isUppercase })
    }

    /// A query for `text` that ignores case or matches it as `ignoresCase` says, whatever its
    /// letters; `nil` for empty text.
    package init?(_ text: String, ignoresCase: Bool) {
        guard !text.isEmpty else { return nil }
        self.text = text
        self.ignoresCase = ignoresCase
        needle = Array(text.utf8).map { ignoresCase ? Self.lowercased($0) : $0 }
        pattern = nil
        textFinder = NeedleFinder(needle: needle, ignoringCase: ignoresCase, sample: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// A query for the regular expression `text`; `nil` for empty text.
    /// - Throws: ``SearchPatternError`` when `text` is not a valid expression.
    public init?(regularExpression text: String) throws(SearchPatternError) {
        try self.init(regularExpression: text, ignoresCase: !text.contains { $0.isUppercase })
    }

    /// A query for the regular expression `text` that ignores case or matches it as
    /// `ignoresCase` says; `nil` for empty text.
    /// - Throws: ``SearchPatternError`` when `text` is not a valid expression.
    package init?(regularExpression text: String, ignoresCase: Bool) throws(SearchPatternError) {
        guard !text.isEmpty else { return nil }
        self.text = text
        self.ignoresCase = ignoresCase
        needle = Array(text.utf8)
        pattern = try SearchPattern(text, ignoringCase: ignoresCase)
        textFinder = nil
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
        return matchOffsets(in: text, firstOnly: true).first != nil
    }

    /// The ranges of `text` that match, one after another, for highlighting what a row shows.
    public func ranges(in text: String) -> [Range<String.Index>] {
        if let pattern { return pattern.ranges(in: text) }
        let view = text.utf8
        return matchOffsets(in: text, firstOnly: false).compactMap { offset in
            let lower = view.index(view.startIndex, offsetBy: offset)
            let upper = view.index(lower, offsetBy: needle.count)
            // A match that begins or ends inside a character (before a combining mark) is not one.
            guard let start = lower.samePosition(in: text), let end = upper.samePosition(in: text) else { return nil }
            return start..<end
        }
    }

    /// Where the text's matches start in `text`'s UTF-8, one after another.
    private func matchOffsets(in text: String, firstOnly: Bool) -> [Int] {
        guard let textFinder, text.utf8.count >= needle.count else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            var offsets: [Int] = []
            var position = 0
            while let offset = textFinder.firstMatch(in: bytes.baseAddress!, from: position, to: bytes.count) {
                offsets.append(offset)
                if firstOnly { break }
                position = offset + needle.count
            }
            return offsets
        }
    }
}

/// A text log's layout as data: a PCRE2 regular expression whose named groups are the fields of
/// an entry's head line, the types of those fields, and the words it writes for its levels.
///
/// The group `message` is the message and is required; `time` is read as a time stamp (any
/// spelling a learnt header reads; a stamp without a year takes the file's) and `level` as a
/// ``LogLevel``; every other named group is a field of that name, text unless `types` makes it
/// an `integer` or a `number`. Groups that take no part in a match are left out. Built-in
/// formats (``builtIn``) cover common layouts; a user adds their own as files (see
/// ``init(json:path:)``). A file is read with the first format that fits nine in ten of its
/// first entries; a line that does not fit is read as the header learnt from the file reads it.
public struct LogFormat: Hashable, Sendable {
    /// How a field's text is written in a record.
    public enum FieldType: String, Sendable {
        /// As text.
        case text
        /// As a JSON number, when it is digits (with a sign).
        case integer
        /// As a JSON number, when it reads as one.
        case number
    }

    /// The format's name, such as `apache-access`.
    public let name: String
    /// The regular expression (PCRE2, as `grep -P`), matched against a whole head line.
    public let pattern: String
    /// The types of fields that are not text, by group name.
    public let types: [String: FieldType]
    /// The level each of the format's own level words names, by the word in lower case (the
    /// usual words, `ERROR`, `warn`, `E`…, are known without it).
    public let levels: [String: LogLevel]
    let compiled: FormatPattern
    /// The number of the `message` group.
    let messageGroup: Int

    /// A format of `pattern`; throws when it does not compile or has no `message` group.
    public init(name: String, pattern: String, types: [String: FieldType] = [:], levels: [String: LogLevel] = [:]) throws(LogFormatError) {
        self.name = name
        self.pattern = pattern
        self.types = types
        self.levels = Dictionary(levels.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        do {
            compiled = try FormatPattern(pattern)
        } catch {
            throw LogFormatError(error, path: name)
        }
        guard let message = compiled.groups.first(where: { $0.name == "message" }) else { throw LogFormatError(.noMessageGroup, path: name) }
        messageGroup = message.number
    }

    /// The share of head lines a format must match to be chosen.
    static let fit = 0.9

    /// Whether the format matches nine in ten of `heads` (and at least one).
    func fits(_ heads: [UnsafeBufferPointer<UInt8>]) -> Bool {
        guard !heads.isEmpty else { return false }
        let matched = heads.count { compiled.match($0) != nil }
        return Double(matched) >= Self.fit * Double(heads.count)
    }

    public static func == (left: LogFormat, right: LogFormat) -> Bool {
        left.name == right.name && left.pattern == right.pattern && left.types == right.types && left.levels == right.levels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pattern)
    }
}

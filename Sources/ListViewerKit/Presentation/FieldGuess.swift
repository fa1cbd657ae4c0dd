import RecordFiles

/// The keys that usually hold a record's title or subtitle, and how a record's fields are
/// matched against them.
enum FieldGuess {
    /// Keys that usually name a record, most telling first.
    static let titleKeys = [
        "name", "title", "label", "displayname", "fullname", "username", "login", "subject",
        "headline", "caption", "id", "key", "uuid", "code",
    ]

    /// Keys that hold a log entry's message: what happened.
    static let logMessageKeys = ["message", "msg"]

    /// Keys that usually hold a sentence about a record, most telling first.
    static let subtitleKeys = [
        "subtitle", "description", "desc", "summary", "message", "msg", "text", "body", "detail",
        "details", "content", "comment", "note", "notes", "abstract", "excerpt",
    ]

    /// The index of the member named `key`, matched exactly, then ignoring case, whose value
    /// has text to show; members at `excluded` are passed over.
    static func member(
        named key: String, in members: [(key: String, value: JSONValue)], excluding excluded: Int?
    ) -> Int? {
        let eligible = members.indices.filter { $0 != excluded && hasText(members[$0].value) }
        let lowercased = key.lowercased()
        return eligible.first { members[$0].key == key }
            ?? eligible.first { members[$0].key.lowercased() == lowercased }
    }

    /// The index of the first member, in the order of `candidates`, whose key is a candidate
    /// written any way (`displayName`, `display_name`, `Display Name`) and whose value is a
    /// string, number or boolean with text; members at `excluded` are passed over.
    static func member(
        among candidates: [String], in members: [(key: String, value: JSONValue)], excluding excluded: Int?
    ) -> Int? {
        let normalizedKeys = members.map { normalized($0.key) }
        for candidate in candidates {
            let match = members.indices.first { index in
                index != excluded && normalizedKeys[index] == candidate && isScalarWithText(members[index].value)
            }
            if let match { return match }
        }
        return nil
    }

    /// The index of the first member whose value is a string, number or boolean with text;
    /// the member at `excluded` is passed over.
    static func firstScalarMember(in members: [(key: String, value: JSONValue)], excluding excluded: Int? = nil) -> Int? {
        members.indices.first { $0 != excluded && isScalarWithText(members[$0].value) }
    }

    /// `key` lowercased, without the separators people put between words.
    private static func normalized(_ key: String) -> String {
        String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    private static func isScalarWithText(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): !text.allSatisfy(\.isWhitespace)
        case .number, .bool: true
        case .object, .array, .null: false
        }
    }

    /// Whether showing the value gives anything to read: not `null`, not an empty string.
    private static func hasText(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): !text.allSatisfy(\.isWhitespace)
        case .null: false
        case .object, .array, .number, .bool: true
        }
    }
}

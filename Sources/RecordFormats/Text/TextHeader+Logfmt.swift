extension TextHeader {
    /// The keys (in any case) whose values are an entry's `time`, `level` and `message`.
    private static let logfmtTimeKeys: Set<String> = ["time", "ts", "timestamp", "t", "@timestamp"]
    private static let logfmtLevelKeys: Set<String> = ["level", "lvl", "severity", "loglevel"]
    private static let logfmtMessageKeys: Set<String> = ["msg", "message"]

    /// Whether nearly every one of `heads`, lines sampled to a length, is a logfmt line
    /// (``LogfmtLine``).
    static func areLogfmt(_ heads: [UnsafeBufferPointer<UInt8>]) -> Bool {
        let pairLines = heads.filter { LogfmtLine.pairs(in: $0, mayBeCut: true) != nil }.count
        return !heads.isEmpty && Double(pairLines) >= agreement * Double(heads.count)
    }

    /// The fields of a logfmt head line, `nil` for one that is not: its pairs in order, the
    /// first time, level and message among them named `time` (ISO 8601 where it reads as a
    /// stamp), `level` (a ``LogLevel``'s name) and `message`; the others by their keys, a bare
    /// value that JSON writes as a number as one, and a key given again left out. Without a
    /// message among them, the whole line is the message.
    func logfmtMembers(of line: UnsafeBufferPointer<UInt8>) -> [(key: String, value: JSONValue)]? {
        guard let pairs = LogfmtLine.pairs(in: line) else { return nil }
        var members: [(key: String, value: JSONValue)] = []
        var names = Set<String>()
        for pair in pairs {
            let key = String(decoding: line[pair.key], as: UTF8.self), lowered = key.lowercased()
            let bytes = UnsafeBufferPointer(rebasing: line[pair.value])
            let text = pair.isQuoted ? LogfmtLine.unquoted(bytes) : String(decoding: bytes, as: UTF8.self)
            let field: (key: String, value: JSONValue)
            if Self.logfmtTimeKeys.contains(lowered), !names.contains("time") {
                field = ("time", LogTimeReader.read(bytes, at: 0).map { .string(isoText($0)) } ?? .string(text))
            } else if Self.logfmtLevelKeys.contains(lowered), !names.contains("level") {
                field = ("level", .string(LogLevel(word: Array(text.utf8))?.rawValue ?? text))
            } else if Self.logfmtMessageKeys.contains(lowered), !names.contains("message") {
                field = ("message", .string(text))
            } else {
                field = (key, !pair.isQuoted && LogFormat.isJSONNumber(text) ? .number(text) : .string(text))
            }
            guard names.insert(field.key).inserted else { continue }
            members.append(field)
        }
        if !names.contains("message") { members.append(("message", .string(Self.trimmed(String(decoding: line, as: UTF8.self))))) }
        return members
    }

    /// The `time` of a logfmt head line, as ``logfmtMembers(of:)`` reads it.
    func logfmtTime(ofHead line: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        logfmtMembers(of: line)?.first { $0.key == "time" }?.value
    }

    /// The message of a logfmt head line as written (inside its quotes); the whole line where
    /// it has none, or is not logfmt.
    func logfmtMessage(ofHead line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let message = LogfmtLine.pairs(in: line)?.first { pair in
            Self.logfmtMessageKeys.contains(String(decoding: line[pair.key], as: UTF8.self).lowercased())
        }
        return message.map { UnsafeBufferPointer(rebasing: line[$0.value]) } ?? line
    }
}

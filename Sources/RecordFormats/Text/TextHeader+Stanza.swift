/// Reading the entries of a log of stanzas (``TextHeader/stanzaLabel``).
extension TextHeader {
    /// Names a stanza's `Key: value` line cannot take: the record's own members.
    private static let recordMembers: Set<String> = ["time", "message", "pattern", "detail", "line", "text"]

    /// The stamp after the stanza label that `head` starts with.
    func stanzaTime(ofHead head: UnsafeBufferPointer<UInt8>) -> LogTimeReader.Stamp? {
        guard let stanzaLabel, head.starts(with: stanzaLabel) else { return nil }
        return LogTimeReader.read(head, at: stanzaLabel.count)
    }

    /// The record of the stanza `entry` (its bytes from its head line on), whose head line is
    /// `head` (without its U+FEFF and line break), followed by the lines `continuation`:
    /// `time`, from the stamp after the label; a field for each `Key: value` line, named by its
    /// key (the first line of a key gives it; a key that names one of the record's own members
    /// is none); the `message` (``stanzaMessage(in:lineBreak:)``, the line whole); its pattern
    /// among `patterns`; and as `detail`, the lines after the head that are neither the message
    /// nor fields nor blank (a `term.log` stanza's output), when there are such lines.
    func stanzaFields(of entry: UnsafeBufferPointer<UInt8>, head: [UInt8], continuation: [ArraySlice<UInt8>],
                      lineBreak: UInt8, patterns: LogPatterns?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let stamp = head.withUnsafeBufferPointer(stanzaTime) { members.append((key: "time", value: .string(isoText(stamp)))) }
        var keys = Self.recordMembers
        var otherLines: [ArraySlice<UInt8>] = []
        // The line after the head is the message unless it is blank.
        let messageLine = continuation.first?.contains { !$0.isLineSpace } == true ? 0 : nil
        for (index, line) in continuation.enumerated() {
            line.withUnsafeBufferPointer { bytes in
                guard let (keyEnd, valueStart) = StanzaLabel.keyLine(bytes) else {
                    if index != messageLine, bytes.contains(where: { !$0.isLineSpace }) { otherLines.append(line) }
                    return
                }
                let key = String(decoding: bytes[..<keyEnd], as: UTF8.self)
                guard keys.insert(key).inserted else { return }
                members.append((key: key, value: .string(Self.trimmed(String(decoding: bytes[valueStart...], as: UTF8.self)))))
            }
        }
        let message = stanzaMessage(in: entry, lineBreak: lineBreak)
        members.append((key: "message", value: .string(Self.trimmed(String(decoding: message, as: UTF8.self)))))
        if let patterns, let index = patterns.patternIndex(ofBytes: stanzaMessage(in: entry.prefixBuffer(Self.patternLineLimit), lineBreak: lineBreak)) {
            members.append((key: "pattern", value: .string(patterns.patterns[index].text)))
        }
        if let detail = Self.detail(of: otherLines) { members.append((key: "detail", value: detail)) }
        return .object(members)
    }

    /// A stanza's message, in `bytes`, the stanza's bytes from its head line on, its lines
    /// ending with `lineBreak` (perhaps with lines of the next entry after them): the line after
    /// the head — its value when it is a `Key: value` line — when it is there, not blank and no
    /// head; else what follows the head's stamp. Its pattern is learnt from the message in the
    /// stanza's first ``patternLineLimit`` bytes.
    func stanzaMessage(in bytes: UnsafeBufferPointer<UInt8>, lineBreak: UInt8) -> UnsafeBufferPointer<UInt8> {
        let entries = TextEntries(lineBreak: lineBreak, headsStartWithTime: false, headLabel: stanzaLabel)
        let bytes = LineHead.withoutMark(bytes)
        let headEnd = TextBoundaries.find(entries.lineBreak, in: bytes, from: 0, to: bytes.count) ?? bytes.count
        if headEnd + 1 < bytes.count {
            let lineEnd = TextBoundaries.find(entries.lineBreak, in: bytes, from: headEnd + 1, to: bytes.count) ?? bytes.count
            let line = Self.withoutCarriageReturns(UnsafeBufferPointer(rebasing: bytes[(headEnd + 1)..<lineEnd]))
            if line.contains(where: { !$0.isLineSpace }), !entries.isHead(line.prefixBuffer(TextEntries.headLength)) {
                return StanzaLabel.keyLine(line).map { UnsafeBufferPointer(rebasing: line[$0.valueStart...]) } ?? line
            }
        }
        let head = Self.withoutCarriageReturns(UnsafeBufferPointer(rebasing: bytes[..<headEnd]))
        return UnsafeBufferPointer(rebasing: head[min(head.count, stanzaTime(ofHead: head)?.end ?? 0)...])
    }

    /// `line` without the carriage returns it ends with.
    static func withoutCarriageReturns(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var line = line
        while line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        return line
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The first `count` bytes, or all when there are fewer.
    func prefixBuffer(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: prefix(count))
    }
}

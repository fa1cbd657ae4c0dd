import Glibc

/// The fields a text log writes at the head of each entry, learnt from the file's first
/// entries: a time stamp, then fields that the lines share — a level, a host and a process, a
/// thread in brackets, ids, a logger — and then the message.
///
/// An entry's record is an object: `time` (ISO 8601, as precise as the file; a stamp without a
/// year takes the file's; read at the line's start or, in logs that start with something else,
/// from the first stamp among the header's words), the header's fields in order (`level` holds a ``LogLevel``), the
/// `message`, and the continuation lines as `detail`. A field is learnt when nearly every head
/// line has that kind of word in that place and the header ends with a word that is not a
/// plain one (a plain word could as well start the message). An entry that does not fit the
/// header gets what fits; the rest is its message.
public struct TextHeader: Hashable, Sendable {
    /// A field of the header.
    struct Slot: Hashable, Sendable {
        /// The field's name; empty for a separator, which is no field.
        var name: String
        var kind: HeadToken.Kind
    }

    /// Whether head lines start with a time stamp.
    let hasTime: Bool
    let slots: [Slot]
    /// The format that fits the file's first entries, if one does: it reads the lines it
    /// matches, the learnt slots the others.
    let format: LogFormat?
    /// The date a stamp without a year or date is completed with: the file's last change.
    let reference: ReferenceDate
    /// In a log of stanzas, the label its head lines start with (``TextEntries/headLabel``):
    /// an entry is then read as a stanza (``stanzaFields(of:head:continuation:lineBreak:patterns:)``).
    let stanzaLabel: [UInt8]?
    /// Whether head lines are logfmt's `key=value` pairs (``LogfmtLine``), whose fields are
    /// the pairs (``logfmtMembers(of:)``).
    let isLogfmt: Bool

    /// A calendar date.
    struct ReferenceDate: Hashable, Sendable {
        var year: Int, month: Int, day: Int
    }

    /// How many words of a head line may be header fields: up to ten (`- 1117838570 2005.06.03
    /// R02-M1 … RAS KERNEL INFO`) where ``manyLines`` head lines agree on them, six where fewer
    /// do (a few lines agree on their messages' first words as well).
    static func maximumSlots(forLines count: Int) -> Int { count >= manyLines ? 10 : 6 }
    /// How many head lines are evidence enough for a long header.
    static let manyLines = 20
    /// The share of head lines that must agree on a field.
    static let agreement = 0.9

    /// A header of no fields, dating stamps by `modificationTime` (seconds since 1970).
    init(hasTime: Bool, slots: [Slot], format: LogFormat? = nil, stanzaLabel: [UInt8]? = nil, isLogfmt: Bool = false,
         modificationTime: Int64) {
        self.hasTime = hasTime
        self.slots = slots
        self.format = format
        self.stanzaLabel = stanzaLabel
        self.isLogfmt = isLogfmt
        var seconds = time_t(modificationTime)
        var parts = tm()
        localtime_r(&seconds, &parts)
        reference = ReferenceDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// A header of no fields: the whole head line is the message.
    static let lines = TextHeader(hasTime: false, slots: [], modificationTime: 0)

    /// Learns the header of the entries that start in `bytes`, the file's first bytes, cut by
    /// `entries`, and takes the first of `formats` that fits them; stamps without a year are
    /// dated by `modificationTime`.
    static func learn(from bytes: UnsafeBufferPointer<UInt8>, entries: TextEntries, formats: [LogFormat] = [],
                      modificationTime: Int64) -> TextHeader {
        if let label = entries.headLabel {
            return TextHeader(hasTime: false, slots: [], stanzaLabel: label, modificationTime: modificationTime)
        }
        let heads = headLines(in: bytes, entries: entries)
        let format = formats.first { $0.fits(heads) }
        if format == nil, areLogfmt(heads) {
            return TextHeader(hasTime: false, slots: [], isLogfmt: true, modificationTime: modificationTime)
        }
        let stamped = heads.filter { LineHead.stampStart(in: $0) != nil }
        let hasTime = !heads.isEmpty && stamped.count * 2 > heads.count
        // The lines a format reads teach nothing about the others.
        let unread = format.map { format in (hasTime ? stamped : heads).filter { format.messageRange(in: $0) == nil } }
        let lines = unread ?? (hasTime ? stamped : heads)
        let tokens = lines.map { line in
            HeadToken.tokens(of: line, from: hasTime ? fieldsStart(in: line, after: LineHead.stampStart(in: line)?.end ?? 0) : 0,
                             limit: maximumSlots(forLines: lines.count))
        }
        return TextHeader(hasTime: hasTime, slots: slots(agreedBy: tokens, afterTime: hasTime), format: format,
                          modificationTime: modificationTime)
    }

    // MARK: Reading an entry

    /// The record of an entry whose lines end with `lineBreak` (a CRLF's CR is trimmed): its
    /// fields, message, its message's pattern among `patterns` and continuation lines (joined
    /// by line feeds). The head is read after a U+FEFF it may start with.
    func fields(of entry: String, lineBreak: UInt8 = UInt8(ascii: "\n"), patterns: LogPatterns? = nil) -> JSONValue {
        let bytes = Array(entry.utf8)
        let headEnd = bytes.firstIndex(of: lineBreak) ?? bytes.count
        let head = Array(bytes[bytes.withUnsafeBufferPointer(LineHead.markLength)..<headEnd])
        let continuation = headEnd < bytes.count ? bytes[(headEnd + 1)...].split(separator: lineBreak, omittingEmptySubsequences: false) : []
        if stanzaLabel != nil {
            return bytes.withUnsafeBufferPointer { stanzaFields(of: $0, head: head, continuation: continuation, lineBreak: lineBreak, patterns: patterns) }
        }
        var members: [(key: String, value: JSONValue)] = []
        if isLogfmt, let pairs = head.withUnsafeBufferPointer(logfmtMembers) {
            members = pairs
        } else {
            let messageRange = head.withUnsafeBufferPointer { line in
                if let format, let read = format.read(line, isoText: isoText) {
                    members = read.members
                    return read.message
                }
                return readHead(line, into: &members)..<line.count
            }
            let message = Substring(String(decoding: head[messageRange], as: UTF8.self))
            // After a pipe, the message is what follows it as written (`…|30002312| getTotal…`).
            let followsPipe = messageRange.lowerBound > 0 && head[messageRange.lowerBound - 1] == UInt8(ascii: "|")
            members.append((key: "message", value: .string(Self.trimmed(message, leading: !followsPipe))))
        }
        if let patterns, let index = head.withUnsafeBufferPointer({ patterns.patternIndex(ofBytes: patternMessage(ofHead: $0)) }) {
            members.append((key: "pattern", value: .string(patterns.patterns[index].text)))
        }
        if let detail = Self.detail(of: continuation) { members.append((key: "detail", value: detail)) }
        return .object(members)
    }

    /// The continuation lines of an entry, each without the white space it ends with, joined by
    /// line feeds; `nil` for an entry of one line.
    static func detail(of continuation: [ArraySlice<UInt8>]) -> JSONValue? {
        guard !continuation.isEmpty else { return nil }
        let lines = continuation.map { Self.trimmed(Substring(String(decoding: $0, as: UTF8.self)), leading: false) }
        return .string(lines.joined(separator: "\n"))
    }

    /// The `time` field of the record ``fields(of:lineBreak:patterns:)`` makes of an entry,
    /// read alone from the entry's bytes as the file holds them (what a timeline samples): the
    /// same value, without the message, the other fields or the pattern.
    func time(ofEntry entry: UnsafeBufferPointer<UInt8>, lineBreak: UInt8 = UInt8(ascii: "\n")) -> JSONValue? {
        // As the reader trims the entry's line ends; a line break is ASCII, so the head line
        // is the same whether the entry's invalid UTF-8 is repaired before or after it is cut.
        var end = entry.count
        while end > 0, entry[end - 1] == UInt8(ascii: "\n") || entry[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: entry[..<(TextBoundaries.find(lineBreak, in: entry, from: 0, to: end) ?? end)])
        let (text, wasRepaired) = line.allSatisfy { $0 < 0x80 } ? ("", false) : UTF8Text.decode(line)
        guard wasRepaired else { return time(ofHead: LineHead.withoutMark(line)) }
        return Array(text.utf8).withUnsafeBufferPointer { time(ofHead: LineHead.withoutMark($0)) }
    }

    /// The `time` field of a head line (after its U+FEFF, without its line break), as
    /// ``fields(of:lineBreak:patterns:)`` reads it.
    private func time(ofHead line: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        if stanzaLabel != nil { return stanzaTime(ofHead: line).map { .string(isoText($0)) } }
        if isLogfmt { return logfmtTime(ofHead: line) }
        if let format, let time = format.readTime(line, isoText: isoText) { return time }
        if hasTime, let stamp = LineHead.stampStart(in: line) { return .string(isoText(stamp.stamp)) }
        // Without a stamp, only a slot named `time` gives one.
        guard slots.contains(where: { $0.name == "time" }) else { return nil }
        var members: [(key: String, value: JSONValue)] = []
        _ = readHead(line, into: &members)
        return members.first { $0.key == "time" }?.value
    }

    /// How much of a head line its pattern is learnt from.
    static let patternLineLimit = 2_048

    /// The message of a head line (without its line break) as its pattern is learnt from: of
    /// its first ``patternLineLimit`` bytes after a U+FEFF it may start with, without the CRs it
    /// ends with (a CRLF's, and any before it, which the reader trims from an entry's end too),
    /// past the header's fields and the separator after them.
    func patternMessage(ofHead line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let head = Self.withoutCarriageReturns(LineHead.withoutMark(line).prefixBuffer(Self.patternLineLimit))
        if isLogfmt { return logfmtMessage(ofHead: head) }
        if let format, let message = format.messageRange(in: head) { return UnsafeBufferPointer(rebasing: head[message]) }
        var nothing: [(key: String, value: JSONValue)] = []
        return UnsafeBufferPointer(rebasing: head[min(head.count, readHead(head, into: &nothing, collecting: false))...])
    }

    /// Reads the time and the header's fields from a head line into `members` (unless not
    /// `collecting`); returns where the message starts.
    private func readHead(_ line: UnsafeBufferPointer<UInt8>, into members: inout [(key: String, value: JSONValue)],
                          collecting: Bool = true) -> Int {
        var position = 0
        if hasTime, let stamp = LineHead.stampStart(in: line) {
            if collecting { members.append((key: "time", value: .string(isoText(stamp.stamp)))) }
            position = Self.fieldsStart(in: line, after: stamp.end)
            if collecting, let level = stamp.stamp.levelLetter.flatMap({ LogLevel(word: [$0]) }) {
                members.append((key: "level", value: .string(level.rawValue)))
            }
        }
        var tokens = HeadToken.tokens(of: line, from: position, limit: slots.count)
        for (index, slot) in slots.enumerated() {
            guard index < tokens.count else { break }
            var token = tokens[index]
            // A process whose name has spaces, where the header has a process: `Google Chrome Helper[342]:`.
            if slot.kind == .process, !token.kind.fills(slot.kind),
               let end = HeadToken.spacedProcessEnd(in: line, from: token.range.lowerBound) {
                token = HeadToken(range: token.range.lowerBound..<end, kind: .process)
                tokens = Array(tokens[..<index]) + [token] + HeadToken.tokens(of: line, from: end, limit: slots.count - index - 1)
            }
            guard token.kind.fills(slot.kind) else { break }
            position = token.range.upperBound
            guard collecting, !slot.name.isEmpty else { continue }
            if slot.kind == .time {
                if let stamp = LogTimeReader.read(line, at: token.range.lowerBound) {
                    members.append((key: slot.name, value: .string(isoText(stamp))))
                }
                continue
            }
            let word = UnsafeBufferPointer(rebasing: line[token.range])
            members += Self.values(of: word, as: slot)
        }
        // A separator between the header and the message: `- `, `: `.
        var rest = position
        while rest < line.count, line[rest] == UInt8(ascii: " ") { rest += 1 }
        if rest + 1 < line.count, line[rest] == UInt8(ascii: "-") || line[rest] == UInt8(ascii: ":"), line[rest + 1] == UInt8(ascii: " ") {
            position = rest + 2
        }
        return position
    }

    /// Where the fields after a line's stamp, which ends at `stampEnd`, start: past a comma or a
    /// pipe that may follow the stamp (`2016-09-28 04:30:30, Info`, `…:29:606|Step|…`).
    private static func fieldsStart(in line: UnsafeBufferPointer<UInt8>, after stampEnd: Int) -> Int {
        guard stampEnd < line.count, line[stampEnd] == UInt8(ascii: ",") || line[stampEnd] == UInt8(ascii: "|") else { return stampEnd }
        return stampEnd + 1
    }

    /// The ISO 8601 text of a stamp, completed with the file's date: a stamp without a year
    /// later in the year than the file's change (by month and day) is from the year before.
    func isoText(_ stamp: LogTimeReader.Stamp) -> String {
        let time = stamp.time
        guard time.year == nil else { return time.iso8601(year: 0) }
        guard let month = time.month else { return time.iso8601(year: reference.year, month: reference.month, day: reference.day) }
        let isLater = month > reference.month || (month == reference.month && (time.day ?? 1) > reference.day)
        return time.iso8601(year: isLater ? reference.year - 1 : reference.year)
    }

    /// The fields a word gives in a slot: a level's name, a process's name and id, a label
    /// without its colon, a bracket's content.
    private static func values(of word: UnsafeBufferPointer<UInt8>, as slot: Slot) -> [(key: String, value: JSONValue)] {
        let text = { (bytes: Slice<UnsafeBufferPointer<UInt8>>) in String(decoding: bytes, as: UTF8.self) }
        switch slot.kind {
        case .level, .levelLetter:
            let level = LogLevel(word: HeadToken.levelWord(in: word))
            return [(slot.name, .string(level?.rawValue ?? text(word[...])))]
        case .process:
            var name = word.dropLast()
            var address: [(key: String, value: JSONValue)] = []
            if name.last == UInt8(ascii: ")"), let open = name.firstIndex(of: UInt8(ascii: "(")), open > name.startIndex,
               name[open - 1] == UInt8(ascii: " ") {
                address = [("address", .string(text(name[(open + 1)..<(name.endIndex - 1)])))]
                name = name[..<(open - 1)]
            }
            guard name.last == UInt8(ascii: "]"), let open = name.lastIndex(of: UInt8(ascii: "[")) else {
                return [(slot.name, .string(text(name)))] + address
            }
            let id = text(name[(open + 1)..<(name.endIndex - 1)])
            return [(slot.name, .string(text(name[..<open]))), ("pid", Self.idValue(id))] + address
        case .label:
            var name = word.dropLast()
            while name.last == UInt8(ascii: " ") { name = name.dropLast() }
            return [(slot.name, .string(text(name)))]
        case .bracketed:
            return [(slot.name, .string(text(word.dropFirst().dropLast())))]
        case .source:
            return [(slot.name, .string(text(word.dropLast())))]
        case .number:
            return [(slot.name, Self.idValue(text(word[...])))]
        case .word, .column, .separator, .time:
            return [(slot.name, .string(text(word[...])))]
        }
    }

    /// An id as a number where JSON writes it as one (`42`, not `007`), else as text.
    private static func idValue(_ id: String) -> JSONValue {
        let isNumber = id.utf8.allSatisfy(\.isASCIIDigit) && (id == "0" || (id.utf8.first.map { $0 != UInt8(ascii: "0") } ?? false))
        return isNumber ? .number(id) : .string(id)
    }

    static func trimmed(_ text: Substring, leading: Bool = true) -> String {
        var text = text
        while let last = text.last, last == "\r" || last == " " || last == "\t" { text = text.dropLast() }
        if leading { while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() } }
        return String(text)
    }

    static func trimmed(_ text: String) -> String {
        trimmed(Substring(text))
    }
}

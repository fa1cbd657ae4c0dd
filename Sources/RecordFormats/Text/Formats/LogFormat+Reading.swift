extension LogFormat {
    /// The fields of a head line this format matches, in the order its groups open (`time` as
    /// ISO 8601 through `isoText`, `level` as a ``LogLevel``'s name, typed fields as numbers),
    /// and where the message is; `nil` when the format does not match the line. A format
    /// without a `level` group whose `priority` group holds a syslog priority gives the level
    /// of its severity after it.
    func read(_ line: UnsafeBufferPointer<UInt8>, isoText: (LogTimeReader.Stamp) -> String)
        -> (members: [(key: String, value: JSONValue)], message: Range<Int>)? {
        guard let ranges = compiled.match(line), let message = ranges[messageGroup] else { return nil }
        var members: [(key: String, value: JSONValue)] = []
        for (name, number) in compiled.groups where name != "message" {
            guard let range = ranges[number] else { continue }
            guard name != "time" else {
                members.append((name, Self.time(in: line, at: range, isoText: isoText)))
                continue
            }
            let text = String(decoding: line[range], as: UTF8.self)
            switch name {
            case "level":
                let level = levels[text.lowercased()] ?? LogLevel(word: Array(text.utf8))
                members.append((name, .string(level?.rawValue ?? text)))
            case "priority" where !hasLevelGroup:
                members.append((name, value(of: text, as: types[name] ?? .text)))
                if let level = LogLevel(syslogPriority: text) { members.append(("level", .string(level.rawValue))) }
            default:
                members.append((name, value(of: text, as: types[name] ?? .text)))
            }
        }
        return (members, message)
    }

    /// Whether the pattern has a group named `level`.
    private var hasLevelGroup: Bool {
        compiled.groups.contains { $0.name == "level" }
    }

    /// The `time` field ``read(_:isoText:)`` gives a head line, read alone: `nil` when the
    /// format does not match the line, `.some(nil)` when it matches without a time.
    func readTime(_ line: UnsafeBufferPointer<UInt8>, isoText: (LogTimeReader.Stamp) -> String) -> JSONValue?? {
        guard let ranges = compiled.match(line), ranges[messageGroup] != nil else { return nil }
        // The first group named `time` that took part in the match, as `read` takes it.
        for (name, number) in compiled.groups where name == "time" {
            if let range = ranges[number] { return Self.time(in: line, at: range, isoText: isoText) }
        }
        return .some(nil)
    }

    /// The time the group at `range` of `line` holds: ISO 8601 through `isoText` where it reads
    /// as a stamp, with the zone written a space after it (``ZoneNames``), else its text.
    private static func time(in line: UnsafeBufferPointer<UInt8>, at range: Range<Int>,
                             isoText: (LogTimeReader.Stamp) -> String) -> JSONValue {
        guard var stamp = LogTimeReader.read(UnsafeBufferPointer(rebasing: line[..<range.upperBound]), at: range.lowerBound)
        else { return .string(String(decoding: line[range], as: UTF8.self)) }
        if stamp.zone == nil, stamp.end + 1 < range.upperBound, line[stamp.end] == UInt8(ascii: " "),
           let zone = ZoneNames.zone(of: UnsafeBufferPointer(rebasing: line[(stamp.end + 1)..<range.upperBound])) {
            stamp.zone = zone
        }
        return .string(isoText(stamp))
    }

    /// Where the message is in a head line this format matches; `nil` when it does not.
    func messageRange(in line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        compiled.match(line)?[messageGroup]
    }

    /// `text` as a field of `type`: a number where it reads as one, else text.
    private func value(of text: String, as type: FieldType) -> JSONValue {
        switch type {
        case .text:
            return .string(text)
        case .integer:
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy(\.isASCIIDigit), digits.count <= 18 else { return .string(text) }
            return .number(String(Int(text) ?? 0))
        case .number:
            guard let number = Double(text), number.isFinite else { return .string(text) }
            return .number(Self.isJSONNumber(text) ? text : String(number))
        }
    }

    /// Whether `text` is written as JSON writes a number: `-12.5e3`, not `+1`, `.5` or `0x10`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: \.isASCIIDigit)
        guard !integer.isEmpty, integer.first != UInt8(ascii: "0") || integer.count == 1 else { return false }
        bytes = bytes.dropFirst(integer.count)
        if bytes.first == UInt8(ascii: ".") {
            let fraction = bytes.dropFirst().prefix(while: \.isASCIIDigit)
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }
}

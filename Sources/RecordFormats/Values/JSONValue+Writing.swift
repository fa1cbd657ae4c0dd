extension JSONValue {
    /// The whole value as compact one-line JSON, as Copy as JSON and export write it.
    public var json: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes, budget: .max)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value as compact one-line JSON (`{"a":[1,2]}`), cut to `limit` characters with "…".
    /// What lies past the limit is not written, so a 10 MB string costs the limit, not its size.
    public func compactJSON(limit: Int) -> String {
        // Enough bytes for `limit + 1` whole characters of up to four bytes each.
        let budget = limit < (Int.max - 8) / 4 ? 4 * (limit + 1) : .max
        var bytes: [UInt8] = []
        write(into: &bytes, budget: budget)
        let text = String(decoding: bytes, as: UTF8.self)
        guard limit < .max else { return text }
        let shown = text.unicodeScalars.prefix(limit + 1)
        guard shown.count > limit else { return text }
        return String(String.UnicodeScalarView(shown.prefix(limit))) + "…"
    }

    /// Writes the value as compact JSON as UTF-8 bytes, stopping once `bytes` holds `budget`.
    private func write(into bytes: inout [UInt8], budget: Int) {
        guard bytes.count < budget else { return }
        switch self {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                guard bytes.count < budget else { return }
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeQuoted(member.key, into: &bytes, budget: budget)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes, budget: budget)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                guard bytes.count < budget else { return }
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes, budget: budget)
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeQuoted(text, into: &bytes, budget: budget)
        case .number(let literal):
            bytes.append(contentsOf: literal.utf8)
        case .bool(let value):
            bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    /// Writes `text` as a JSON string literal: quote, backslash, line feed, carriage return and
    /// tab escaped by letter; the other controls (C0, DEL, C1, which a one-line text would turn
    /// into spaces) and the line and paragraph separators (which some JSON readers take for
    /// line breaks) as `\u` escapes. Runs of other bytes are copied whole, up to `budget`.
    private static func writeQuoted(_ text: String, into bytes: inout [UInt8], budget: Int) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            func copy(_ run: Range<Int>) {
                let room = budget - bytes.count
                guard room > 0 else { return }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run.lowerBound..<min(run.upperBound, run.lowerBound + room)]))
            }
            var runStart = 0
            var index = 0
            // Past the room left, a run is not looked at further.
            while index < utf8.count, index - runStart < budget - bytes.count {
                let byte = utf8[index]
                // The length of an escaped sequence starting here, and its code point.
                var escaped: (length: Int, value: UInt32)?
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F {
                    escaped = (1, UInt32(byte))
                } else if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
                    escaped = (2, UInt32(utf8[index + 1]))
                } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                    escaped = (3, 0x2000 | UInt32(utf8[index + 2] - 0x80))
                }
                guard let (length, value) = escaped else {
                    index += 1
                    continue
                }
                copy(runStart..<index)
                appendEscape(of: value, to: &bytes)
                index += length
                runStart = index
            }
            copy(runStart..<utf8.count)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch value {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int(value >> UInt32(shift)) & 0xF]) }
        }
    }
}

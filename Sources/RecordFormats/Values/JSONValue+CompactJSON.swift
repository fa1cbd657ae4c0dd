extension JSONValue {
    /// The value as compact one-line JSON (`{"a":[1,2]}`), cut to `limit` characters with "…".
    public func compactJSON(limit: Int) -> String {
        var line = ShortLine(limit: limit)
        writeCompactJSON(to: &line)
        return line.text
    }

    /// Writes the value as compact JSON, stopping as soon as the line is full.
    func writeCompactJSON(to line: inout ShortLine) {
        switch self {
        case .object(let members):
            line.append("{")
            for (index, member) in members.enumerated() {
                guard !line.isCut else { return }
                if index > 0 { line.append(",") }
                Self.writeQuoted(member.key, to: &line)
                line.append(":")
                member.value.writeCompactJSON(to: &line)
            }
            line.append("}")
        case .array(let elements):
            line.append("[")
            for (index, element) in elements.enumerated() {
                guard !line.isCut else { return }
                if index > 0 { line.append(",") }
                element.writeCompactJSON(to: &line)
            }
            line.append("]")
        case .string(let text):
            Self.writeQuoted(text, to: &line)
        case .number(let literal):
            line.append(literal)
        case .bool(let value):
            line.append(value ? "true" : "false")
        case .null:
            line.append("null")
        }
    }

    /// Writes `text` as a JSON string literal, escaping what JSON requires.
    private static func writeQuoted(_ text: String, to line: inout ShortLine) {
        line.append("\"")
        for scalar in text.unicodeScalars {
            guard !line.isCut else { return }
            switch scalar {
            case "\"": line.append("\\\"")
            case "\\": line.append("\\\\")
            case "\n": line.append("\\n")
            case "\r": line.append("\\r")
            case "\t": line.append("\\t")
            // Controls (C0, DEL and C1, which a one-line text would turn into spaces), and the
            // separators some JSON readers treat as line breaks, are written as escapes.
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                line.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: line.append(scalar)
            }
        }
        line.append("\"")
    }
}

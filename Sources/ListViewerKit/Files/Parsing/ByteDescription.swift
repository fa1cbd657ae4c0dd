/// Names the byte at a place in the input the way an error message should show it.
enum ByteDescription {
    /// `'x'` for visible characters, `a line break` and the like for white space, a code point
    /// for other control characters, the hex value for bytes that are not UTF-8; `end` past the end.
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: @autoclosure () -> String) -> String {
        guard offset < bytes.count else { return end() }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\n"): return appTexts.translate("a line break")
        case UInt8(ascii: "\r"): return appTexts.translate("a carriage return")
        case UInt8(ascii: "\t"): return appTexts.translate("a tab")
        case UInt8(ascii: " "): return appTexts.translate("a space")
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0..<0x20, 0x7F: return appTexts.translate("the control character U+%s").filling(hex(byte, digits: 4))
        default: break
        }
        // A multi-byte character is shown as itself when it is valid UTF-8 and can be seen.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(offset + length, bytes.count)
        guard let character = String(validating: bytes[offset..<end], as: UTF8.self),
              let scalar = character.unicodeScalars.first
        else { return appTexts.translate("the invalid UTF-8 byte 0x%s").filling(hex(byte, digits: 2)) }
        guard isInvisible(scalar) else { return "'\(character)'" }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let codePoint = String(repeating: "0", count: max(0, 4 - code.count)) + code
        guard let name = scalar.properties.name else {
            return appTexts.translate("the invisible character U+%s").filling(codePoint)
        }
        // TRANSLATORS: %1$s is a code point such as 2060, %2$s its Unicode name such as WORD JOINER
        return appTexts.translate("the invisible character U+%1$s (%2$s)").filling(codePoint, name)
    }

    /// Whether quoting `scalar` would show nothing, or only white space: a format character
    /// such as U+2060, a separator other than the space, a lone combining mark, a control.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .nonspacingMark,
             .enclosingMark, .privateUse, .unassigned:
            true
        default:
            false
        }
    }

    private static func hex(_ byte: UInt8, digits: Int) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: digits - text.count) + text
    }
}

/// The byte at a place in the input, as an error message names it: the app words it.
public enum ByteDescription: Equatable, Sendable {
    /// A visible character, shown in single quotes.
    case character(String)
    /// A line feed.
    case lineBreak
    /// A carriage return.
    case carriageReturn
    /// A tab.
    case tab
    /// A space.
    case space
    /// Another control character, by its code point: `"000B"`.
    case controlCharacter(codePoint: String)
    /// A byte that is not UTF-8, in hex: `"FF"`.
    case invalidUTF8Byte(hex: String)
    /// A character that shows nothing, by its code point and Unicode name (when it has one).
    case invisibleCharacter(codePoint: String, name: String?)
    /// No byte: the input ends here.
    case end(InputEnd)

    /// Names the byte at `offset`: visible characters as themselves, white space and other
    /// control characters by name or code point, bytes that are not UTF-8 by their hex value;
    /// `end` past the end.
    package static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: ByteDescription) -> ByteDescription {
        guard offset < bytes.count else { return end }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\n"): return .lineBreak
        case UInt8(ascii: "\r"): return .carriageReturn
        case UInt8(ascii: "\t"): return .tab
        case UInt8(ascii: " "): return .space
        case 0x21...0x7E: return .character(String(Character(Unicode.Scalar(byte))))
        case 0..<0x20, 0x7F: return .controlCharacter(codePoint: hex(byte, digits: 4))
        default: break
        }
        // A multi-byte character is shown as itself when it is valid UTF-8 and can be seen.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = min(offset + length, bytes.count)
        guard let character = String(validating: bytes[offset..<end], as: UTF8.self),
              let scalar = character.unicodeScalars.first
        else { return .invalidUTF8Byte(hex: hex(byte, digits: 2)) }
        guard isInvisible(scalar) else { return .character(character) }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let codePoint = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return .invisibleCharacter(codePoint: codePoint, name: scalar.properties.name)
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

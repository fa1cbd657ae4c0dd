import GtkList
import RecordFiles

extension ByteDescription {
    /// How a message names the byte: `'x'`, "a line break", "the control character U+000B".
    var text: String {
        switch self {
        case .character(let character): "'\(character)'"
        case .lineBreak: appTexts.translate("a line break")
        case .carriageReturn: appTexts.translate("a carriage return")
        case .tab: appTexts.translate("a tab")
        case .space: appTexts.translate("a space")
        case .controlCharacter(let codePoint): appTexts.translate("the control character U+%s").filling(codePoint)
        case .invalidUTF8Byte(let hex): appTexts.translate("the invalid UTF-8 byte 0x%s").filling(hex)
        case .invisibleCharacter(let codePoint, nil): appTexts.translate("the invisible character U+%s").filling(codePoint)
        case .invisibleCharacter(let codePoint, let name?):
            // TRANSLATORS: %1$s is a code point such as 2060, %2$s its Unicode name such as WORD JOINER
            appTexts.translate("the invisible character U+%1$s (%2$s)").filling(codePoint, name)
        case .end(.input): appTexts.translate("the end of input")
        case .end(.line): appTexts.translate("the end of the line")
        case .end(.file): appTexts.translate("the end of the file")
        }
    }
}

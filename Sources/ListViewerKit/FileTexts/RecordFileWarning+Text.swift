import GtkList
import RecordFiles

extension RecordFileWarning {
    /// The warning on one line, worded like the errors: `path:line: message`.
    var text: String {
        let reason = switch problem {
        case .invalidUTF8Replaced:
            appTexts.translate("invalid UTF-8 was replaced with U+FFFD (�)")
        case .incompleteLastLine(let why):
            appTexts.translate("the last line is incomplete (no line break, and not valid JSON yet: %s); it is read once the file completes it")
                .filling(why.text)
        }
        return fileMessage(reason, path: path, line: line)
    }

    /// The warning as standard error says it: `list-viewer: warning: path:line: message`.
    var standardErrorLine: String {
        appTexts.translate("list-viewer: warning: %s").filling(text)
    }
}

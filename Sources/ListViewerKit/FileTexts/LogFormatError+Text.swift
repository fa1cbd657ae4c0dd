import Foundation
import GtkList
import RecordFiles

extension LogFormatError {
    /// Which format file cannot be used, and why, for a message.
    var text: String {
        // TRANSLATORS: %1$s is a log format file, %2$s why it cannot be used
        appTexts.translate("The log format “%1$s” cannot be used: %2$s").filling(path, problemText)
    }

    private var problemText: String {
        switch problem {
        case .cannotRead(let code):
            return RecordFileProblem.systemText(code)
        case .notJSON(let line, let column):
            guard let line, let column else { return appTexts.translate("it is not JSON") }
            // TRANSLATORS: where a format file stops being JSON
            return appTexts.translate("it is not JSON at line %1$s, column %2$s")
                .filling(UserLocale.formatted(line), UserLocale.formatted(column))
        case .notAnObject:
            return appTexts.translate("it is not a JSON object")
        case .missing(let member):
            // TRANSLATORS: %s is a member a format file needs: name or pattern
            return appTexts.translate("it has no text “%s”").filling(member)
        case .pattern(let reason, let offset):
            // TRANSLATORS: %1$s is the character where a format's regular expression breaks, %2$s PCRE2's reason (in English)
            return appTexts.translate("its pattern breaks at character %1$s: %2$s").filling(UserLocale.formatted(offset), reason)
        case .noMessageGroup:
            return appTexts.translate("its pattern has no group named “message”, as in (?<message>.*)")
        case .unknownType(let field, let type):
            // TRANSLATORS: %1$s is a field, %2$s the type a format file gives it; keep text, integer and number as they are
            return appTexts.translate("the type %2$s of “%1$s” is none of text, integer and number").filling(field, type)
        case .unknownLevel(let level):
            // TRANSLATORS: %s is a level a format file names; keep the level names as they are
            return appTexts.translate("“%s” is none of the levels emergency, alert, critical, error, warning, notice, info, debug and trace")
                .filling(level)
        }
    }
}

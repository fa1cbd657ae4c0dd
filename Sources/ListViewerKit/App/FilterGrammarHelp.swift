import Foundation
import GtkList

/// The filter grammar, as `--help` explains it above the options: examples, which stay as
/// they are in every language (the filter reads them in English), and what each does.
enum FilterGrammarHelp {
    static var text: String {
        let examples = [
            ("level = ERROR", appTexts.translate("equal (also !=, <, <=, >, >=)")),
            ("latency_ms > 100", appTexts.translate("numbers compare as numbers, other text as text")),
            ("msg ~ timeout", appTexts.translate("contains, ignoring case unless it has a capital")),
            ("msg ~/time(d )?out/", appTexts.translate("matches a regular expression (PCRE2)")),
            ("user in (u1, u7)", appTexts.translate("equal to one of them")),
            ("ctx.trace exists", appTexts.translate("the field is there; a dot goes into an object")),
            (#""user id" = "Ada Lovelace""#, appTexts.translate("names and text with spaces in double quotes")),
        ]
        let lines = [appTexts.translate("FILTERS (--filter, Ctrl+Shift+F) keep the records whose fields pass an expression:")]
            + examples.map { "  " + $0.0 + String(repeating: " ", count: max(1, 30 - $0.0.count)) + $0.1 }
            // TRANSLATORS: keep "and", "or" and "not" as they are: the filter reads them in English
            + [appTexts.translate("Combine them with and, or, not and parentheses:"),
               "  level = ERROR and not (service = health or latency_ms < 5)",
               appTexts.translate("A CSV column is named by its header. A missing field fails every comparison.")]
        return lines.joined(separator: "\n")
    }
}

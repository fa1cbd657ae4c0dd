import GtkList
import RecordFiles

extension FieldFilterError.Problem {
    /// What is wrong with a filter expression, for the filter bar and the command line.
    var text: String {
        switch self {
        case .expectedField: appTexts.translate("expected a field name")
        // TRANSLATORS: keep the operators as they are
        case .expectedOperator: appTexts.translate("expected an operator such as = or ~")
        case .expectedValue: appTexts.translate("expected a value")
        case .expectedClosingParenthesis: appTexts.translate("expected “)”")
        // TRANSLATORS: keep "in" as it is
        case .expectedOpeningParenthesis: appTexts.translate("expected “(” after “in”")
        case .unclosedText: appTexts.translate("the quoted text or /pattern/ is not closed")
        // TRANSLATORS: keep "and" and "or" as they are
        case .expectedEnd: appTexts.translate("expected “and” or “or”")
        case .invalidPattern(let reason):
            // TRANSLATORS: PCRE2's reason (in English) why a ~/pattern/ does not compile
            appTexts.translate("not a valid pattern: %s").filling(reason)
        case .empty: appTexts.translate("the filter is empty")
        case .nestedTooDeeply(let maximum):
            // TRANSLATORS: keep "not" as it is; the number is how deep groups may nest
            appTexts.translate("parentheses and “not” nest deeper than %s").filling(UserLocale.formatted(maximum))
        }
    }
}

extension FieldFilterError {
    /// What is wrong with `expression`, and where: "expected a value at character 9", or "at
    /// the end" when it ended too soon.
    func explanation(in expression: String) -> String {
        guard characterOffset < expression.unicodeScalars.count else {
            // TRANSLATORS: why a filter expression cannot be read, where it ended too soon
            return appTexts.translate("%s at the end").filling(problem.text)
        }
        // TRANSLATORS: why a filter expression cannot be read, and the character where it breaks
        return appTexts.translate("%1$s at character %2$s").filling(problem.text, UserLocale.formatted(characterOffset + 1))
    }
}

import Foundation

/// The user's locale for numbers and dates, read from the environment the way the C library
/// reads it.
///
/// Foundation's `Locale.current` does not follow `LANG` on Linux, so formatters built with it
/// show English whatever the user chose. This reads `LC_ALL`, then the category's own variable
/// (`LC_NUMERIC` or `LC_TIME`), then `LANG`. When those name the C locale, the first language of
/// `LANGUAGE` (the one gettext translates into) decides, so numbers and dates match the words
/// around them.
public enum UserLocale {
    /// Which kind of value is formatted; each follows its own variable.
    public enum Category: String, Sendable {
        /// Numbers and counts: `LC_NUMERIC`.
        case numbers = "LC_NUMERIC"
        /// Dates and times: `LC_TIME`.
        case dates = "LC_TIME"
    }

    /// The locale for `category`, from `environment` (by default the process's own variables,
    /// read as they are now).
    public static func locale(
        for category: Category, environment: (String) -> String? = processVariable
    ) -> Locale {
        let chosen = ["LC_ALL", category.rawValue, "LANG"].compactMap { environment($0) }.first { !$0.isEmpty }
        if let chosen, let identifier = identifier(fromPOSIX: chosen) { return Locale(identifier: identifier) }
        let firstLanguage = environment("LANGUAGE")?.split(separator: ":").first.map(String.init)
        return Locale(identifier: firstLanguage.flatMap(identifier(fromPOSIX:)) ?? "en_US")
    }

    /// `count` with the digits and grouping of the user's locale: "1,234" or "1.234".
    public static func formatted(_ count: Int) -> String {
        count.formatted(.number.locale(locale(for: .numbers)))
    }

    /// Formats a first number on a thread of its own: the first a window shows then does not
    /// wait while Foundation loads its number formatting (a millisecond and more).
    public static func prepareNumbersInBackground() {
        Thread.detachNewThread { _ = formatted(0) }
    }

    /// The process's environment variable `name`, or `nil`.
    public static func processVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// "de_DE.UTF-8@euro" → "de_DE"; `nil` for the C and POSIX locales.
    static func identifier(fromPOSIX name: String) -> String? {
        let language = name.prefix { $0 != "." && $0 != "@" }
        guard !language.isEmpty, language != "C", language != "POSIX" else { return nil }
        return String(language)
    }
}

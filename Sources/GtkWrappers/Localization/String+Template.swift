extension String {
    /// This string with its C-format placeholders filled: `%s` and `%d` take the arguments in
    /// order, `%1$s` and `%2$d` name one by position (so a translation may reorder them), and
    /// `%%` is a percent sign.
    ///
    /// Translated messages keep gettext's C-format placeholders, which `msgfmt --check` compares
    /// between a message and its translation. Numbers are passed already formatted for the
    /// user's locale, so `%d` takes a string too.
    ///
    /// ```swift
    /// "%2$s of %1$s".filling("Alice", "Bob")   // "Bob of Alice"
    /// ```
    public func filling(_ arguments: String...) -> String {
        var result = ""
        var nextArgument = 0
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let directive = rest[rest.index(after: percent)...]
            if directive.first == "%" {
                result += "%"
                rest = directive.dropFirst()
                continue
            }
            let digits = directive.prefix { $0.isASCII && $0.isNumber }
            let afterDigits = directive[digits.endIndex...]
            if !digits.isEmpty, afterDigits.first == "$", let conversion = afterDigits.dropFirst().first,
               conversion == "s" || conversion == "d", let position = Int(digits),
               arguments.indices.contains(position - 1) {
                result += arguments[position - 1]
                rest = afterDigits.dropFirst(2)
            } else if let conversion = directive.first, conversion == "s" || conversion == "d",
                      arguments.indices.contains(nextArgument) {
                result += arguments[nextArgument]
                nextArgument += 1
                rest = directive.dropFirst()
            } else {
                result += "%"
                rest = directive
            }
        }
        return result + rest
    }
}

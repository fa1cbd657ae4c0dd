/// What a scanner noticed besides records: repaired UTF-8 and other warnings for the next page.
struct ScanNotes {
    private let path: String
    /// Whether invalid UTF-8 has been replaced with U+FFFD so far.
    private(set) var sawInvalidUTF8 = false
    private var warnings: [String] = []

    init(path: String) {
        self.path = path
    }

    /// Records that a record on `line` had invalid UTF-8 replaced; only the first time warns,
    /// since a broken file tends to be broken throughout.
    mutating func noteInvalidUTF8(onLine line: Int) {
        guard !sawInvalidUTF8 else { return }
        sawInvalidUTF8 = true
        warn(appTexts.translate("invalid UTF-8 was replaced with U+FFFD (�)"), onLine: line)
    }

    /// Adds a warning about `line`, worded like the errors: `path:line: message`.
    mutating func warn(_ message: String, onLine line: Int) {
        warnings.append(RecordFileError.describe(message, path: path, line: line))
    }

    /// The warnings since the last call.
    mutating func takeWarnings() -> [String] {
        defer { warnings = [] }
        return warnings
    }
}

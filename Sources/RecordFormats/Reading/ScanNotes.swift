/// What a scanner noticed besides records: repaired UTF-8 and other warnings for the next page.
struct ScanNotes {
    private let path: String
    /// Whether invalid UTF-8 has been replaced with U+FFFD so far.
    private(set) var sawInvalidUTF8 = false
    private var warnings: [RecordFileWarning] = []

    init(path: String) {
        self.path = path
    }

    /// Records that a record on `line` had invalid UTF-8 replaced; only the first time warns,
    /// since a broken file tends to be broken throughout.
    mutating func noteInvalidUTF8(onLine line: Int) {
        guard !sawInvalidUTF8 else { return }
        sawInvalidUTF8 = true
        warn(.invalidUTF8Replaced, onLine: line)
    }

    /// Adds a warning about `line`.
    mutating func warn(_ problem: RecordFileWarning.Problem, onLine line: Int) {
        warnings.append(RecordFileWarning(path: path, line: line, problem: problem))
    }

    /// The warnings since the last call.
    mutating func takeWarnings() -> [RecordFileWarning] {
        defer { warnings = [] }
        return warnings
    }
}

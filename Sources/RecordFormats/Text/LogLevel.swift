/// How severe a log entry is, from the words logs write for it (`ERROR`, `warn`, `<notice>`,
/// logcat's and glog's single letters, Java's `SEVERE` and `FINE`).
///
/// A text log's `level` field holds the level's `rawValue`, so that `level = error` filters
/// `ERROR`, `Err` and `E` alike.
public enum LogLevel: String, CaseIterable, Sendable {
    case emergency, alert, critical, error, warning, notice, info, debug, trace

    /// The level a word names, in any case; `nil` for any other word. Single letters count only
    /// when `lettersCount` (a position where every line has one, as in logcat).
    public init?(word: some Collection<UInt8>, lettersCount: Bool = true) {
        guard (1...13).contains(word.count) else { return nil }
        let lowered = String(decoding: word.map { $0.isASCIILetter ? $0 | 0x20 : $0 }, as: UTF8.self)
        guard lowered.count > 1 || lettersCount, let level = Self.words[lowered] else { return nil }
        self = level
    }

    private static let words: [String: LogLevel] = [
        "emerg": .emergency, "emergency": .emergency, "panic": .emergency,
        "alert": .alert, "a": .alert,
        "crit": .critical, "critical": .critical, "fatal": .critical, "severe": .critical, "f": .critical,
        "err": .error, "error": .error, "failure": .error, "eror": .error, "e": .error,
        "warn": .warning, "warning": .warning, "w": .warning,
        "notice": .notice, "n": .notice,
        "info": .info, "information": .info, "informational": .info, "i": .info,
        "debug": .debug, "dbug": .debug, "fine": .debug, "finer": .debug, "config": .debug, "d": .debug,
        "trace": .trace, "finest": .trace, "verbose": .trace, "v": .trace,
    ]
}

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

    /// The level of a syslog priority's severity (`<34>`: facility 4, severity 2, critical):
    /// `text` as a number from 0 to 191, the severity its remainder by 8; `nil` for any other text.
    public init?(syslogPriority text: some StringProtocol) {
        guard text.utf8.count <= 3, let priority = Int(text), (0...191).contains(priority) else { return nil }
        self = Self.bySeverity[priority % 8]
    }

    /// The levels of syslog's severities, from 0 on.
    private static let bySeverity: [LogLevel] = [.emergency, .alert, .critical, .error, .warning, .notice, .info, .debug]

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

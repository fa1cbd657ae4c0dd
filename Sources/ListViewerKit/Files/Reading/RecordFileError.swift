/// Why a file could not be opened or read as records.
///
/// Its ``description`` is one line in the form compilers use, `path:line:column: reason`, fit for
/// an error page and for standard error alike.
public struct RecordFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that treat the cases differently.
    public enum Kind: Equatable, Sendable {
        /// Nothing exists at the path.
        case missing
        /// The path names a directory.
        case isDirectory
        /// The file exists but may not be read, or is not a regular file.
        case notReadable
        /// The bytes break the rules of the file's format; ``line`` and ``column`` say where.
        case malformed
        /// The operating system failed to read the file.
        case ioFailure
    }

    /// What went wrong.
    public let kind: Kind
    /// The file's path as the caller gave it; empty for bytes that came from no file.
    public let path: String
    /// The 1-based line of the problem, when it has one.
    public let line: Int?
    /// The 1-based column of the problem, counted in characters, when it has one.
    public let column: Int?
    /// What went wrong, in words, without the location.
    public let reason: String

    /// Creates an error.
    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The location and the reason on one line: `data.json:12:7: expected ',' or ']' after an
    /// array element, found '}'`, or `data.csv: no such file`.
    public var description: String {
        Self.describe(reason, path: path, line: line, column: column)
    }

    /// `reason` prefixed with whichever of `path:line:column` are known; warnings use it too.
    static func describe(_ reason: String, path: String, line: Int?, column: Int? = nil) -> String {
        var location: [String] = path.isEmpty ? [] : [path]
        if let line {
            location.append(String(line))
            if let column { location.append(String(column)) }
        }
        guard !location.isEmpty else { return reason }
        // TRANSLATORS: a place in a file ("data.json:12:7"), then what is wrong there
        return appTexts.translate("%1$s: %2$s").filling(location.joined(separator: ":"), reason)
    }

    /// A malformed-input error at `position`.
    static func malformed(_ reason: String, path: String, at position: TextPosition) -> RecordFileError {
        RecordFileError(kind: .malformed, path: path, line: position.line, column: position.column,
                        reason: reason)
    }
}

/// Why a file could not be opened or read as records: a ``RecordFileProblem`` and where it is.
public struct RecordFileError: Error, Equatable, Sendable {
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
    public let problem: RecordFileProblem
    /// The file's path as the caller gave it; empty for bytes that came from no file.
    public let path: String
    /// The 1-based line of the problem, when it has one.
    public let line: Int?
    /// The 1-based column of the problem, counted in characters, when it has one.
    public let column: Int?

    /// Creates an error.
    public init(_ problem: RecordFileProblem, path: String, line: Int? = nil, column: Int? = nil) {
        self.problem = problem
        self.path = path
        self.line = line
        self.column = column
    }

    /// What kind of error it is.
    public var kind: Kind { problem.kind }
}

/// Something worth telling the user that did not stop the reading, at a line of a file.
public struct RecordFileWarning: Equatable, Sendable {
    /// What was noticed.
    public enum Problem: Equatable, Sendable {
        /// Invalid UTF-8 was replaced with U+FFFD; said once per reader.
        case invalidUTF8Replaced
        /// The last line has no line break and does not parse yet, for the reason given; it is
        /// read once a writer completes it.
        case incompleteLastLine(RecordFileProblem)
    }

    /// The file's path as the caller gave it.
    public let path: String
    /// The 1-based line the warning is about.
    public let line: Int
    /// What was noticed.
    public let problem: Problem

    /// Creates a warning.
    public init(path: String, line: Int, problem: Problem) {
        self.path = path
        self.line = line
        self.problem = problem
    }
}

/// Why a log format file cannot be used: the file, and what is wrong with it. The app puts
/// each problem in words.
public struct LogFormatError: Error, Equatable, Sendable {
    /// What is wrong.
    public enum Problem: Error, Equatable, Sendable {
        /// The file cannot be read (the system's error number).
        case cannotRead(errno: Int32)
        /// The file is not JSON: where it breaks.
        case notJSON(line: Int?, column: Int?)
        /// The file's JSON is no object.
        case notAnObject
        /// A member the format needs is missing or is not text: `name`, `pattern`.
        case missing(String)
        /// The pattern does not compile: PCRE2's reason and the character where it breaks.
        case pattern(reason: String, characterOffset: Int)
        /// The pattern has no `message` group.
        case noMessageGroup
        /// A field's type is none of `text`, `integer` and `number`.
        case unknownType(field: String, type: String)
        /// A level's name is none of ``LogLevel``'s.
        case unknownLevel(String)
    }

    /// The format file, or the format's name for a built-in one.
    public let path: String
    public let problem: Problem

    /// Creates an error.
    public init(_ problem: Problem, path: String) {
        self.problem = problem
        self.path = path
    }
}

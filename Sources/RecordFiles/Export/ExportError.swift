import Glibc

/// Why an export did not write its file. Nothing is left behind: the records are written to a
/// temporary file beside the destination, which takes its name only once complete.
public struct ExportError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The destination exists, and replacing it was not asked for.
        case exists
        /// The destination's folder could not be written to (`errno`: permission, space).
        case cannotWrite(errno: Int32)
        /// The records could not be read.
        case reading(RecordFileError)
        /// The search or filter whose matches were to be saved stopped before its end (it was
        /// changed or closed): its matches were not all found.
        case matchesIncomplete
    }

    /// What went wrong.
    public let problem: Problem
    /// The file that was to be written.
    public let path: String

    public init(_ problem: Problem, path: String) {
        self.problem = problem
        self.path = path
    }
}

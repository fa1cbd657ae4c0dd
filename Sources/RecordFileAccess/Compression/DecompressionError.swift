/// Why a compressed file could not be decompressed whole. What was decompressed before the
/// problem stays readable.
public struct DecompressionError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Problem: Error, Equatable, Sendable {
        /// The data is damaged: the library's reason (in English).
        case corrupt(reason: String)
        /// The file ends in the middle of compressed data.
        case truncated
        /// The compressed file could not be read (`errno`).
        case cannotRead(errno: Int32)
        /// The decompressed copy could not be written (`errno`: a full disk).
        case cannotWrite(errno: Int32)
    }

    /// What went wrong.
    public let problem: Problem
    /// The compressed file.
    public let path: String

    public init(_ problem: Problem, path: String) {
        self.problem = problem
        self.path = path
    }
}

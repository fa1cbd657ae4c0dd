import Glibc

/// What went wrong with a file, as a value the app puts in words: no location, no text.
public enum RecordFileProblem: Equatable, Sendable {
    // MARK: Opening and reading

    /// Nothing exists at the path.
    case noSuchFile
    /// A part of the path is not a directory.
    case pathPartNotDirectory
    /// The file may not be read.
    case permissionDenied
    /// The path names a directory.
    case isDirectory
    /// The path names a device, pipe or socket.
    case notRegularFile
    /// Opening failed for another reason, given as an `errno` code.
    case cannotOpen(errno: Int32)
    /// The file's status could not be read; an `errno` code.
    case cannotInspect(errno: Int32)
    /// Reading failed; an `errno` code.
    case cannotRead(errno: Int32)
    /// A record is longer than the reader holds, `maximumBytes`.
    case recordTooLong(maximumBytes: Int)
    /// The path names another file than the one opened before (it was replaced).
    case replaced
    /// The file was cut shorter than it was when opened, while it was read: what was found in
    /// it before no longer holds.
    case shrunk

    // MARK: JSON

    /// Something else than `expected` stands here.
    case unexpected(JSONExpectation, found: ByteDescription)
    /// Containers nest deeper than `maximumDepth`.
    case nestingTooDeep(maximumDepth: Int)
    /// A comma right before the `closer` (`]` or `}`).
    case trailingComma(before: Character)
    /// A control character inside a string.
    case unescapedInString(ByteDescription)
    /// A string without its closing quote.
    case unterminatedString
    /// A number with a leading zero.
    case leadingZero
    /// A literal (`true`, `false`, `null`) misspelt.
    case expectedLiteral(String)
    /// A JSON file ends right after the `[` of its array.
    case endOfFileBeforeFirstElement
    /// A JSON file ends right after a `,` of its array.
    case endOfFileBeforeElement
    /// Bytes other than white space after a JSON file's value.
    case afterDocument(found: ByteDescription)
    /// A JSON file ends inside an array element, or before its array's `]`.
    case endOfFileInArrayElement

    // MARK: CSV

    /// A closing quote is followed by `found` instead of the `delimiter` or a line break.
    case afterClosingQuote(delimiter: ByteDescription, found: ByteDescription)
    /// A quoted field is still open at the end of the file.
    case unclosedQuotedField

    /// The system's `errno` for a problem the system reported; `nil` for the others.
    public var systemError: Int32? {
        switch self {
        case .noSuchFile: ENOENT
        case .pathPartNotDirectory: ENOTDIR
        case .permissionDenied: EACCES
        case .isDirectory: EISDIR
        case .cannotOpen(let code), .cannotInspect(let code), .cannotRead(let code): code
        default: nil
        }
    }

    /// The kind of error this problem makes.
    public var kind: RecordFileError.Kind {
        switch self {
        case .noSuchFile, .pathPartNotDirectory: .missing
        case .isDirectory: .isDirectory
        case .permissionDenied, .notRegularFile: .notReadable
        case .cannotOpen, .cannotInspect, .cannotRead, .replaced, .shrunk: .ioFailure
        default: .malformed
        }
    }
}

import RecordFiles

/// Whether a file was read, and as what: its layout and identity as last opened, which its
/// index, searches, filters and sorts read it as.
@MainActor
public final class FileOpening {
    /// Whether the file was read yet, and how.
    public enum State {
        /// Not opened yet, or never opened without an error.
        case notRead
        /// Opened as `file` (its format, dialect and identity), which was empty or held only
        /// white space when `isBlank`.
        case read(RecordFile, isBlank: Bool)
    }

    /// How the file was last opened; a failed refresh keeps the last read.
    public private(set) var state = State.notRead
    private let file: FileReference

    init(_ file: FileReference) {
        self.file = file
    }

    /// The file as it was last opened; `nil` before it was.
    public var recordFile: RecordFile? {
        if case .read(let file, _) = state { file } else { nil }
    }

    /// Whether the file was empty, or held only white space, when last opened.
    public var isBlank: Bool {
        if case .read(_, let isBlank) = state { isBlank } else { false }
    }

    /// Opens the file anew, learning its layout.
    func open() throws(RecordFileError) -> RecordFileReading {
        let reading = try RecordFileReading(path: file.path, options: file.readingOptions)
        state = .read(reading.file, isBlank: reading.isBlank)
        return reading
    }

    /// Opens the file as it was last opened, so that its index holds for the reading.
    func reopen() throws(RecordFileError) -> RecordFileReading {
        guard let recordFile else { return try open() }
        return try RecordFileReading(reopening: recordFile)
    }
}

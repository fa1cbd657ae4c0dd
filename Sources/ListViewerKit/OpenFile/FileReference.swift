import Foundation
import RecordFiles

/// Which file a window shows and how its records are read and titled: fixed for as long as
/// the window shows it.
public struct FileReference: Equatable, Sendable {
    /// The file's path as given.
    public let path: String
    /// What titles call the file: the name given, else its file name (a compressed file's own).
    public let name: String
    /// The path whose table layout is kept between runs; `nil` for a file named by the caller
    /// (standard input's spool), which keeps none.
    public let layoutPath: String?
    /// The format and CSV dialect; by default detected.
    public let readingOptions: ReadingOptions
    /// The field that titles each row (`--title`), or `nil` to guess.
    public let titleKey: String?
    /// The field under the title (`--subtitle`), or `nil` to guess.
    public let subtitleKey: String?
    /// The field that holds each record's time (`--time`), or `nil` to guess.
    public let timeKey: String?
    /// Whether a `.gz`, `.zst`, `.bz2` or `.xz` file is read decompressed, while its
    /// decompression goes on; `false` for a file still being written (a pipe's spool).
    public let decompresses: Bool
    /// Whether the file's index is kept for the next time it is opened: not for a temporary
    /// file (a pipe's spool, a compressed file's copy).
    public let keepsIndex: Bool

    /// Describes the file at `path`, called `name` in titles (by default its file name).
    public init(path: String, options: ReadingOptions = ReadingOptions(), titleKey: String? = nil,
                subtitleKey: String? = nil, timeKey: String? = nil, name: String? = nil, decompresses: Bool = true,
                keepsIndex: Bool = true) {
        self.path = path
        self.name = name ?? URL(fileURLWithPath: path).lastPathComponent
        layoutPath = name == nil ? URL(fileURLWithPath: path).standardizedFileURL.path : nil
        readingOptions = options
        self.titleKey = titleKey
        self.subtitleKey = subtitleKey
        self.timeKey = timeKey
        self.decompresses = decompresses
        self.keepsIndex = keepsIndex
    }
}

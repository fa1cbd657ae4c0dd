import Foundation
import GtkList
import RecordFiles

/// The user's log formats, the files in `$XDG_CONFIG_HOME/list-viewer/formats/`, read once
/// when the app starts; each file that cannot be used is said on standard error and in the
/// first window, and the others are tried before the built-in formats.
enum UserLogFormats {
    /// The formats, and why each file that cannot be used cannot.
    static let loaded = LogFormat.formats(in: LogFormat.userDirectory)

    /// A line for each format file that cannot be used.
    static var problems: [String] { loaded.errors.map(\.text) }

    /// Writes each problem to standard error.
    static func reportProblems() {
        for problem in problems { FileHandle.standardError.write(Data("list-viewer: \(problem)\n".utf8)) }
    }
}

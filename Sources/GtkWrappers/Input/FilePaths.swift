internal import CGtk
import Glibc
import Synchronization

/// File names as Linux gives them, bytes that need not be UTF-8 (`caf\xe9.log` from an old
/// system), made into paths a Swift `String` can hold and `open` still opens.
///
/// A `String` cannot hold bytes that are not UTF-8: made from them, it has U+FFFD in their place
/// and names no file. Such a file is opened where its name enters (the command line, a drop, the
/// file chooser) and named by `/proc/self/fd/N`, which opens the same file for the life of the
/// process; ``displayName(of:)`` gives the name to show, as GLib shows file names.
public enum FilePaths {
    /// The names of the files opened for their bytes, by the paths made for them.
    private static let displayNames = Mutex<[String: String]>([:])

    /// A path to the file named by `bytes` (a C string), relative to `folder` when not
    /// absolute: the bytes themselves when they are UTF-8, else a path to the file opened now;
    /// the bytes, repaired, when no file is there.
    public static func path(fromBytes bytes: UnsafePointer<CChar>, relativeTo folder: String? = nil) -> String {
        if let text = String(validatingCString: bytes) { return text }
        let absolute: [CChar]
        if bytes.pointee != CChar(UInt8(ascii: "/")), let folder {
            absolute = Array(folder.utf8CString.dropLast()) + [CChar(UInt8(ascii: "/"))] + Array(UnsafeBufferPointer(start: bytes, count: strlen(bytes) + 1))
        } else {
            absolute = Array(UnsafeBufferPointer(start: bytes, count: strlen(bytes) + 1))
        }
        // O_NONBLOCK: a FIFO does not wait for a writer. Kept open for the process's life.
        let descriptor = open(absolute, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: bytes) }
        let path = "/proc/self/fd/\(descriptor)"
        let name = g_filename_display_basename(absolute).map { name in
            defer { g_free(name) }
            return String(cString: name)
        } ?? String(cString: bytes)
        displayNames.withLock { $0[path] = name }
        return path
    }

    /// The name to show for `path`, when it was made by ``path(fromBytes:relativeTo:)`` for a
    /// name that is not UTF-8 (its file name, with U+FFFD for the bytes that are not); `nil`
    /// for other paths.
    public static func displayName(of path: String) -> String? {
        displayNames.withLock { $0[path] }
    }

    /// This process's arguments, the program's name first, each a path ``path(fromBytes:relativeTo:)``
    /// makes of it where it is not UTF-8.
    public static func processArguments() -> [String] {
        (0..<Int(CommandLine.argc)).compactMap { index in CommandLine.unsafeArgv[index].map { path(fromBytes: $0) } }
    }
}

internal import CGtk
import Foundation

/// A GLib key file: `[group]` headings with `key=value` lines, the format of `.desktop` and
/// `.ini` files, for state an application keeps between launches.
public final class KeyFile {
    private let keyFile: OpaquePointer

    /// Why a key file could not be read or written.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Creates an empty key file.
    public init() {
        keyFile = g_key_file_new()
    }

    /// Reads the key file at `path`.
    public convenience init(contentsOf path: String) throws(Failure) {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(keyFile, path, G_KEY_FILE_KEEP_COMMENTS, &error) != 0 else {
            throw Self.failure(error)
        }
    }

    deinit { g_key_file_unref(keyFile) }

    /// The integer at `key` in `group`, or `nil` when it is missing or not an integer.
    public func integer(_ key: String, in group: String) -> Int? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_integer(keyFile, group, key, &error)
        guard error == nil else {
            g_clear_error(&error)
            return nil
        }
        return Int(value)
    }

    /// The boolean at `key` in `group`, or `nil` when it is missing or not `true` or `false`.
    public func boolean(_ key: String, in group: String) -> Bool? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_boolean(keyFile, group, key, &error)
        guard error == nil else {
            g_clear_error(&error)
            return nil
        }
        return value != 0
    }

    /// Sets `key` in `group` to an integer.
    public func setInteger(_ value: Int, _ key: String, in group: String) {
        g_key_file_set_integer(keyFile, group, key, gint(clamping: value))
    }

    /// Sets `key` in `group` to a boolean.
    public func setBoolean(_ value: Bool, _ key: String, in group: String) {
        g_key_file_set_boolean(keyFile, group, key, value ? 1 : 0)
    }

    /// Writes the key file to `path`, creating its folder if needed; the file is replaced
    /// whole, so a crash never leaves half of it.
    public func write(to path: String) throws(Failure) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard g_mkdir_with_parents(folder, 0o700) == 0 else {
            throw Failure(description: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(keyFile, path, &error) != 0 else { throw Self.failure(error) }
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> Failure {
        var error = error
        defer { g_clear_error(&error) }
        return Failure(description: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
}

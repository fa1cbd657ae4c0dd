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

    /// The text at `key` in `group` (escapes undone), or `nil` when it is missing.
    public func string(_ key: String, in group: String) -> String? {
        guard let value = g_key_file_get_string(keyFile, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The list of texts at `key` in `group` (separated by `;` in the file), or `nil` when it
    /// is missing.
    public func strings(_ key: String, in group: String) -> [String]? {
        var count: gsize = 0
        guard let values = g_key_file_get_string_list(keyFile, group, key, &count, nil) else { return nil }
        defer { g_strfreev(values) }
        return (0..<Int(count)).compactMap { values[$0].map { String(cString: $0) } }
    }

    /// The groups of the file, in order.
    public var groups: [String] {
        var count: gsize = 0
        guard let names = g_key_file_get_groups(keyFile, &count) else { return [] }
        defer { g_strfreev(names) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    /// Sets `key` in `group` to a text (escaped as key files need).
    public func setString(_ value: String, _ key: String, in group: String) {
        g_key_file_set_string(keyFile, group, key, value)
    }

    /// Sets `key` in `group` to a list of texts.
    public func setStrings(_ values: [String], _ key: String, in group: String) {
        let copies = values.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let list: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
        list.withUnsafeBufferPointer { g_key_file_set_string_list(keyFile, group, key, $0.baseAddress, gsize($0.count)) }
    }

    /// Takes `group` and its keys out of the file.
    public func removeGroup(_ group: String) {
        g_key_file_remove_group(keyFile, group, nil)
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

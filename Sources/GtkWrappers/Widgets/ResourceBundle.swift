internal import CGtk
import Foundation

/// A GResource bundle registered with GLib, so `resource://` paths, style sheets and icons can
/// be loaded from it.
@MainActor
public enum ResourceBundle {
    /// Why a bundle could not be registered.
    public struct InvalidBundle: Error, CustomStringConvertible {
        public let description: String
    }

    /// Registers a compiled bundle (the output of glib-compile-resources) held in memory.
    public static func register(_ bundle: Data) throws {
        let bytes = bundle.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw InvalidBundle(description: "not a GResource bundle: \(message)")
        }
        g_resources_register(resource)
        g_resource_unref(resource)  // GLib keeps its own reference while registered
    }

    /// Whether a registered bundle holds `path`.
    public static func contains(_ path: String) -> Bool {
        g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// The text file at `path` in a registered bundle, or `nil` when there is none.
    public static func text(at path: String) -> String? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }

    /// Makes the icons under `path` (laid out like one icon theme's folder: `scalable/apps/…`)
    /// available by name on the default display. A path the theme has already does nothing.
    ///
    /// GtkApplication adds `<resource base path>/icons/` itself as it starts (the base path is
    /// made from the application's id), so an app that keeps its icons there needs no call. GTK
    /// reads its icon theme again when a path is added, which costs a window's start several
    /// milliseconds once the theme was read: add paths before the first window shows.
    public static func addIcons(at path: String) {
        guard let theme = IconTheme.defaultTheme else { return }
        let trimmed = { (path: String) in path.hasSuffix("/") ? String(path.dropLast()) : path }
        guard !IconTheme.resourcePaths.contains(where: { trimmed($0) == trimmed(path) }) else { return }
        gtk_icon_theme_add_resource_path(theme, path)
    }
}

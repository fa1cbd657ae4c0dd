internal import CGtk

/// An application's GSettings: keys declared by an installed schema, stored by the desktop's
/// settings backend (dconf under GNOME).
///
/// GLib aborts the program when asked for a schema that is not installed, so these are only
/// made when the schema is found: an app run from its build tree, with no schema installed,
/// gets `nil` and keeps its state elsewhere.
@MainActor
public final class ApplicationSettings: ObjectWrapper {
    /// The settings of the installed schema `schemaID`, or `nil` when no such schema is
    /// installed.
    public convenience init?(schemaID: String) {
        guard let source = g_settings_schema_source_get_default() else { return nil }
        self.init(schemaID: schemaID, in: source)
    }

    /// The settings of schema `schemaID` compiled into `folder` (by `glib-compile-schemas`),
    /// for tests of a schema that is not installed; `nil` when the folder does not hold it.
    package convenience init?(schemaID: String, compiledIn folder: String) {
        guard let source = g_settings_schema_source_new_from_directory(folder, nil, 0, nil) else { return nil }
        defer { g_settings_schema_source_unref(source) }
        self.init(schemaID: schemaID, in: source)
    }

    private init?(schemaID: String, in source: OpaquePointer) {
        guard let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        super.init(unsafePointer: UnsafeMutableRawPointer(g_settings_new_full(schema, nil, nil)!), transfer: .full)
    }

    private var settingsPointer: UnsafeMutablePointer<GSettings> { rawPointer.assumingMemoryBound(to: GSettings.self) }

    /// The integer value of `key`.
    public func integer(_ key: String) -> Int { Int(g_settings_get_int(settingsPointer, key)) }

    /// The boolean value of `key`.
    public func boolean(_ key: String) -> Bool { g_settings_get_boolean(settingsPointer, key) != 0 }

    /// Sets `key`, an integer key, to `value`.
    public func setInteger(_ value: Int, _ key: String) {
        g_settings_set_int(settingsPointer, key, gint(clamping: value))
    }

    /// Sets `key`, a boolean key, to `value`.
    public func setBoolean(_ value: Bool, _ key: String) {
        g_settings_set_boolean(settingsPointer, key, value ? 1 : 0)
    }
}

internal import CGtk

/// GTK's settings for the whole display: theme variant, animations, the cursor's blink.
@MainActor
public enum Settings {
    /// Whether widgets animate (revealers, spinners, our arrow and pages). Pictures for
    /// documentation and tests turn this off so they never catch a transition half-way.
    public static var animationsEnabled: Bool {
        get { boolean("gtk-enable-animations") }
        set { setBoolean("gtk-enable-animations", newValue) }
    }

    /// Turns off what moves by itself, animations and the cursor's blink, so that a picture
    /// never catches it half-way and a window waiting for its picture draws no frame for it.
    public static func holdStillForPictures() {
        animationsEnabled = false
        setBoolean("gtk-cursor-blink", false)
    }

    /// Whether the theme's dark variant is used.
    public static var prefersDarkTheme: Bool {
        get { boolean("gtk-application-prefer-dark-theme") }
        set { setBoolean("gtk-application-prefer-dark-theme", newValue) }
    }

    /// The theme's name: "Adwaita" or "HighContrast" (whose dark variant GTK calls
    /// HighContrastInverse).
    public static var themeName: String {
        get {
            guard let settings else { return "" }
            var value = GValue()
            g_value_init(&value, cgtk_type_string())
            defer { g_value_unset(&value) }
            g_object_get_property(settings, "gtk-theme-name", &value)
            return g_value_get_string(&value).map { String(cString: $0) } ?? ""
        }
        set {
            guard let settings else { return }
            var value = GValue()
            g_value_init(&value, cgtk_type_string())
            defer { g_value_unset(&value) }
            g_value_set_string(&value, newValue)
            g_object_set_property(settings, "gtk-theme-name", &value)
        }
    }

    /// The longest time between two clicks, in seconds, and the farthest apart in pixels they
    /// may be, for GTK to count them as a double click.
    public static var doubleClick: (seconds: Double, distance: Int) {
        (Double(integer("gtk-double-click-time")) / 1000, integer("gtk-double-click-distance"))
    }

    private static var settings: UnsafeMutablePointer<GObject>? {
        gtk_settings_get_default().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
    }

    private static func boolean(_ name: String) -> Bool {
        guard let settings else { return false }
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    private static func integer(_ name: String) -> Int {
        guard let settings else { return 0 }
        var value = GValue()
        g_value_init(&value, cgtk_type_int())
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return Int(g_value_get_int(&value))
    }

    private static func setBoolean(_ name: String, _ isOn: Bool) {
        guard let settings else { return }
        var value = GValue()
        g_value_init(&value, cgtk_type_boolean())
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, isOn ? 1 : 0)
        g_object_set_property(settings, name, &value)
    }
}

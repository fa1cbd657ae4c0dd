internal import CGtk
import Foundation

/// The icon theme GTK draws named icons from, on the default display.
@MainActor
public enum IconTheme {
    /// The GResource paths the theme looks in for icons besides its folders, as GTK keeps
    /// them (GtkApplication's ends with `/`); empty without a display.
    public static var resourcePaths: [String] {
        guard let theme = defaultTheme, let paths = gtk_icon_theme_get_resource_path(theme) else { return [] }
        defer { g_strfreev(paths) }
        var found: [String] = []
        while let path = paths[found.count] { found.append(String(cString: path)) }
        return found
    }

    /// Whether the theme has an icon called `name`; `false` without a display.
    public static func hasIcon(named name: String) -> Bool {
        defaultTheme.map { gtk_icon_theme_has_icon($0, name) != 0 } ?? false
    }

    /// Reads the theme on a background thread now, so that a window about to show need not
    /// read it on the main thread when it looks up its first icon.
    ///
    /// GTK starts reading the theme in the background when it first makes it, as GTK starts;
    /// a resource path added after that (GtkApplication adds `<resource base path>/icons/` in
    /// its startup) throws the reading away, and the first icon looked up reads the theme
    /// again on the main thread: about 15 ms of a window's first frame with Adwaita. GTK's
    /// look-ups are safe from other threads once the theme is made (they take its lock); a
    /// look-up on the main thread meanwhile waits for this one's reading.
    public static func readInBackground() {
        guard let theme = defaultTheme else { return }
        let address = UInt(bitPattern: theme)
        g_object_ref(gpointer(theme))
        Thread.detachNewThread {
            _ = gtk_icon_theme_has_icon(OpaquePointer(bitPattern: address), "image-missing")
            g_object_unref(gpointer(bitPattern: address))
        }
    }

    /// The default display's theme, which GTK makes on first use and keeps with the display.
    static var defaultTheme: OpaquePointer? {
        gdk_display_get_default().map { gtk_icon_theme_get_for_display($0) }
    }
}

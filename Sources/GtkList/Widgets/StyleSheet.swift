import CGtk

/// CSS applied to every widget of the default display.
@MainActor
public enum StyleSheet {
    /// Who a style sheet belongs to, which decides what overrides what.
    public enum Priority: Sendable {
        /// A library's own look: above the theme, below the application.
        case library
        /// The application's look: above the theme and libraries.
        case application

        var gtkValue: UInt32 {
            switch self {
            case .library: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 1
            case .application: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            }
        }
    }

    /// Adds `css` to the default display. Needs an open display (after GTK started).
    public static func add(_ css: String, priority: Priority) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority.gtkValue)
        g_object_unref(UnsafeMutableRawPointer(provider))  // the display holds it now
    }
}

internal import CGtk

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
            // GtkSettings adds the theme at the settings' priority, not at THEME's (200).
            case .library: UInt32(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) + 1
            case .application: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            }
        }
    }

    /// Adds `css` to the default display for good. Needs an open display (after GTK started).
    public static func add(_ css: String, priority: Priority) {
        StyleProvider(priority: priority).load(css)
    }

    /// Adds the style sheet at `path` in a registered ``ResourceBundle`` to the default display.
    public static func add(resource path: String, priority: Priority) {
        StyleProvider(priority: priority).load(resource: path)
    }
}

/// CSS for the default display that can be replaced while the application runs, such as the
/// colours a user picked for one widget.
@MainActor
public final class StyleProvider {
    private let provider: ObjectWrapper

    /// Adds an empty style sheet to the default display.
    public init(priority: StyleSheet.Priority) {
        provider = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(gtk_css_provider_new()!), transfer: .full)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, provider.opaquePointer, priority.gtkValue)
        }
    }

    /// Replaces the style sheet's rules with those at `path` in a registered ``ResourceBundle``.
    public func load(resource path: String) {
        gtk_css_provider_load_from_resource(provider.rawPointer.assumingMemoryBound(to: GtkCssProvider.self), path)
    }

    /// Replaces the style sheet's rules with `css`.
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(provider.rawPointer.assumingMemoryBound(to: GtkCssProvider.self), css, -1)
    }
}

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
        StyleProvider.load(css, into: StyleProvider.addedToDisplay(priority: priority))
    }

    /// Adds the style sheet at `path` in a registered ``ResourceBundle`` to the default display.
    public static func add(resource path: String, priority: Priority) {
        StyleProvider.load(resource: path, into: StyleProvider.addedToDisplay(priority: priority))
    }
}

/// CSS for the default display that can be replaced while the application runs, such as the
/// colours a user picked for one widget. It applies while the provider lives: letting it go
/// takes its rules off the display.
@MainActor
public final class StyleProvider {
    private let provider: ObjectWrapper
    /// The display the provider was added to, which it leaves when let go.
    private let display: ObjectWrapper?

    /// Adds an empty style sheet to the default display, until the provider is let go.
    public init(priority: StyleSheet.Priority) {
        provider = Self.addedToDisplay(priority: priority)
        display = gdk_display_get_default().map { ObjectWrapper(unsafePointer: UnsafeMutableRawPointer($0), transfer: .none) }
    }

    isolated deinit {
        if let display {
            gtk_style_context_remove_provider_for_display(display.opaquePointer, provider.opaquePointer)
        }
    }

    /// Replaces the style sheet's rules with those at `path` in a registered ``ResourceBundle``.
    public func load(resource path: String) { Self.load(resource: path, into: provider) }

    /// Replaces the style sheet's rules with `css`.
    public func load(_ css: String) { Self.load(css, into: provider) }

    /// A new, empty CSS provider added to the default display (which holds it from then on).
    fileprivate static func addedToDisplay(priority: StyleSheet.Priority) -> ObjectWrapper {
        let provider = ObjectWrapper(unsafePointer: UnsafeMutableRawPointer(gtk_css_provider_new()!), transfer: .full)
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(display, provider.opaquePointer, priority.gtkValue)
        }
        return provider
    }

    fileprivate static func load(resource path: String, into provider: ObjectWrapper) {
        gtk_css_provider_load_from_resource(provider.rawPointer.assumingMemoryBound(to: GtkCssProvider.self), path)
    }

    fileprivate static func load(_ css: String, into provider: ObjectWrapper) {
        gtk_css_provider_load_from_data(provider.rawPointer.assumingMemoryBound(to: GtkCssProvider.self), css, -1)
    }
}

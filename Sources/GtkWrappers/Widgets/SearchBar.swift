internal import CGtk
import ListCore

/// A bar that slides in above content to hold a search field and its controls, as in GNOME's
/// own apps; Escape in the field closes it. Put a close button in the content (GTK 4.8's own
/// has no name for screen readers).
@MainActor
public final class SearchBar: Widget {
    /// Creates a hidden bar around `content` whose search field is `entry`.
    public init(content: Widget, entry: SearchEntry) {
        super.init(unsafePointer: gtk_search_bar_new(), transfer: .full)
        gtk_search_bar_set_child(opaquePointer, content.widgetPointer)
        gtk_search_bar_connect_entry(opaquePointer, entry.opaquePointer)
        // GTK 4.8's own close button reads as "GtkImage": the owner puts a named one in `content`.
        gtk_search_bar_set_show_close_button(opaquePointer, 0)
    }

    /// Whether the bar is shown.
    public var isShown: Bool {
        get { gtk_search_bar_get_search_mode(opaquePointer) != 0 }
        set { gtk_search_bar_set_search_mode(opaquePointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` when the bar is shown or hidden, by the user or from code.
    public func onShownChange(_ handler: @escaping @MainActor () -> Void) {
        connectNotify("search-mode-enabled", handler)
    }
}

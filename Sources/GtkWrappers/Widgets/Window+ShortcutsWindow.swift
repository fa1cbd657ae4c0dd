internal import CGtk

extension Window {
    /// Adds `win.show-help-overlay` to an application window (``init(application:)``): it shows
    /// the keyboard shortcuts window read from the GtkBuilder file at `resourcePath` (a
    /// `GtkShortcutsWindow` with the id `help_overlay`), built the first time it is asked for
    /// and kept with the window (``helpOverlay``). Does nothing for other windows. Bind Ctrl+?
    /// to it as GtkApplication does for its own: `application.setAccelerators(["<Control>question"],
    /// forAction: "win.show-help-overlay")`.
    ///
    /// GtkApplication builds the one it finds at `gtk/help-overlay.ui` in its resources for
    /// every application window as it is added, shown or not: for a window with a few dozen
    /// shortcuts, a few milliseconds of every window's start.
    public func addShortcutsWindow(fromResource resourcePath: String) {
        guard let window = applicationWindowPointer else { return }
        // The action belongs to the window, so the window is there whenever it is activated.
        addAction("show-help-overlay") {
            if gtk_application_window_get_help_overlay(window) == nil {
                Self.loadHelpOverlay(fromResource: resourcePath, into: window)
            }
            guard let overlay = gtk_application_window_get_help_overlay(window) else { return }
            gtk_window_present(UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkWindow.self))
        }
    }

    /// The application window's keyboard shortcuts window: the one
    /// ``addShortcutsWindow(fromResource:)`` built once it was asked for, or the one
    /// GtkApplication gave it from `gtk/help-overlay.ui`; `nil` before, and for other windows.
    public var helpOverlay: Widget? {
        guard let window = applicationWindowPointer else { return nil }
        return gtk_application_window_get_help_overlay(window)
            .map { Widget(retaining: UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }

    /// The window as a GtkApplicationWindow; `nil` when it is not one.
    private var applicationWindowPointer: UnsafeMutablePointer<GtkApplicationWindow>? {
        guard gtk_widget_get_ancestor(widgetPointer, gtk_application_window_get_type()) != nil else { return nil }
        return rawPointer.assumingMemoryBound(to: GtkApplicationWindow.self)
    }

    /// Builds the shortcuts window and gives it to `window`, which makes it modal and transient
    /// for itself, hides it when closed and destroys it with itself.
    private static func loadHelpOverlay(fromResource resourcePath: String,
                                        into window: UnsafeMutablePointer<GtkApplicationWindow>) {
        guard let builder = gtk_builder_new_from_resource(resourcePath) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "help_overlay"),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                                         gtk_shortcuts_window_get_type()) != 0 else { return }
        gtk_application_window_set_help_overlay(window, OpaquePointer(object))
    }
}

internal import CGtk

extension Window {
    /// Adds `win.show-help-overlay`, which shows the keyboard shortcuts window read from the
    /// GtkBuilder file at `resourcePath` (a `GtkShortcutsWindow` with the id `help_overlay`),
    /// built the first time it is asked for and kept with the window (``helpOverlay``).
    ///
    /// GtkApplication builds the one it finds at `gtk/help-overlay.ui` in its resources for
    /// every application window as it is added, shown or not: for a window with a few dozen
    /// shortcuts, a few milliseconds of every window's start.
    public func addShortcutsWindow(fromResource resourcePath: String) {
        addAction("show-help-overlay") { [weak self] in
            guard let self else { return }
            if helpOverlay == nil { loadHelpOverlay(fromResource: resourcePath) }
            guard let overlay = helpOverlay else { return }
            gtk_window_present(overlay.rawPointer.assumingMemoryBound(to: GtkWindow.self))
        }
    }

    /// The application window's keyboard shortcuts window: the one
    /// ``addShortcutsWindow(fromResource:)`` built once it was asked for, or the one
    /// GtkApplication gave it from `gtk/help-overlay.ui`; `nil` before, and for other windows.
    public var helpOverlay: Widget? {
        guard gtk_widget_get_ancestor(widgetPointer, gtk_application_window_get_type()) != nil else { return nil }
        let applicationWindow = rawPointer.assumingMemoryBound(to: GtkApplicationWindow.self)
        return gtk_application_window_get_help_overlay(applicationWindow)
            .map { Widget(retaining: UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }

    /// Builds the shortcuts window and gives it to the application window, which makes it
    /// modal and transient for itself, hides it when closed and destroys it with itself.
    private func loadHelpOverlay(fromResource resourcePath: String) {
        guard gtk_widget_get_ancestor(widgetPointer, gtk_application_window_get_type()) != nil,
              let builder = gtk_builder_new_from_resource(resourcePath) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "help_overlay"),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                                         gtk_shortcuts_window_get_type()) != 0 else { return }
        gtk_application_window_set_help_overlay(rawPointer.assumingMemoryBound(to: GtkApplicationWindow.self),
                                                OpaquePointer(object))
    }
}

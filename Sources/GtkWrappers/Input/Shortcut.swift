internal import CGtk

private typealias ShortcutHandler = @MainActor () -> Void

// gboolean (GtkWidget *widget, GVariant *args, gpointer user_data)
private let shortcutTrampoline: GtkShortcutFunc = { _, _, userData in
    let box = CallbackBox<ShortcutHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
    return 1
}

extension Widget {
    /// Calls `handler` when `trigger` (such as `"F5|<Control>r"`) is pressed anywhere in the
    /// widget's window.
    public func addWindowShortcut(_ trigger: String, handler: @escaping @MainActor () -> Void) {
        addShortcut(trigger, scope: GTK_SHORTCUT_SCOPE_GLOBAL, handler: handler)
    }

    /// Calls `handler` when `trigger` is pressed while the keyboard focus is in the widget or
    /// inside it.
    /// - Parameters:
    ///   - trigger: The keys, such as `"<Control>c"`.
    ///   - beforeChildren: Whether the shortcut comes before the focused widget's own handling of
    ///     the key (such as a list's Ctrl+End), instead of only when it is left unused.
    ///   - handler: What the keys do.
    public func addFocusShortcut(_ trigger: String, beforeChildren: Bool = false,
                                 handler: @escaping @MainActor () -> Void) {
        addShortcut(trigger, scope: GTK_SHORTCUT_SCOPE_LOCAL, beforeChildren: beforeChildren, handler: handler)
    }

    private func addShortcut(_ trigger: String, scope: GtkShortcutScope, beforeChildren: Bool = false,
                             handler: @escaping @MainActor () -> Void) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, scope)
        if beforeChildren {
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        }
        let box = CallbackBox<ShortcutHandler>(handler).retainedPointer()
        let action = gtk_callback_action_new(shortcutTrampoline, box, releaseCallbackBox)
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(widgetPointer, controller)
    }
}

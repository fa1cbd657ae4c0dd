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

    /// Calls `handler` when `trigger` (such as `"<Control>c"`) is pressed while the keyboard
    /// focus is in the widget or inside it.
    public func addFocusShortcut(_ trigger: String, handler: @escaping @MainActor () -> Void) {
        addShortcut(trigger, scope: GTK_SHORTCUT_SCOPE_LOCAL, handler: handler)
    }

    private func addShortcut(_ trigger: String, scope: GtkShortcutScope, handler: @escaping @MainActor () -> Void) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, scope)
        let box = CallbackBox<ShortcutHandler>(handler).retainedPointer()
        let action = gtk_callback_action_new(shortcutTrampoline, box, releaseCallbackBox)
        let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
        gtk_widget_add_controller(widgetPointer, controller)
    }
}

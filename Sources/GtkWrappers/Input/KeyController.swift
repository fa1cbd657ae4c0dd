internal import CGtk

/// A key that moves through a list, or acts on its focused row.
package enum NavigationKey: Sendable, Equatable {
    case up, down, pageUp, pageDown
    /// Left or Right: a grid moves between the cells of a line.
    case left, right
    /// Home or End, with or without Ctrl.
    case home, end
    /// The space bar.
    case space
    /// The Menu key, or Shift+F10: a context menu for what has the focus.
    case contextMenu
}

/// The modifier keys held with a navigation key.
package struct NavigationModifiers: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = NavigationModifiers(rawValue: 1)
    package static let control = NavigationModifiers(rawValue: 2)
}

extension Widget {
    /// Calls `handler` for the arrow keys, Page Up, Page Down, Home, End and Space, with or without
    /// Shift and Ctrl (never with Alt), and for Menu and Shift+F10, pressed while the focus is
    /// inside the widget, before its children see them; returning `true` stops the key there.
    package func onNavigationKey(_ handler: @escaping @MainActor (NavigationKey, NavigationModifiers) -> Bool) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        // gboolean (GtkEventControllerKey *self, guint keyval, guint keycode, GdkModifierType state)
        connectSignal(UnsafeMutableRawPointer(controller), "key-pressed") { arguments in
            let keyval = Int32(arguments.uint(1))
            let state = arguments.flags(3)
            let shift = state & GDK_SHIFT_MASK.rawValue != 0
            let control = state & GDK_CONTROL_MASK.rawValue != 0
            let alt = state & GDK_ALT_MASK.rawValue != 0
            if keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && shift && !control && !alt) {
                return handler(.contextMenu, [])
            }
            guard !alt, let key = Self.navigationKey(keyval) else { return false }
            var modifiers: NavigationModifiers = []
            if shift { modifiers.insert(.shift) }
            if control { modifiers.insert(.control) }
            return handler(key, modifiers)
        }
        gtk_widget_add_controller(widgetPointer, controller)
    }

    /// Calls `handler` when the keyboard focus moves into the widget or one of its children
    /// from outside.
    package func onFocusEnter(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        // void (GtkEventControllerFocus *self)
        connectSignal(UnsafeMutableRawPointer(controller), "enter") { _ in
            handler()
            return nil
        }
        gtk_widget_add_controller(widgetPointer, controller)
    }

    /// Whether the widget itself, not a child, holds the keyboard focus.
    package var isFocus: Bool { gtk_widget_is_focus(widgetPointer) != 0 }

    /// The child that holds the keyboard focus or has it inside, if any.
    package var focusChild: Widget? {
        gtk_widget_get_focus_child(widgetPointer).map(Widget.init(retaining:))
    }

    private static func navigationKey(_ keyval: Int32) -> NavigationKey? {
        switch keyval {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        default: nil
        }
    }
}

extension Widget {
    /// Moves the keyboard focus to the first widget inside this one that takes it, as Tab
    /// would; `false` when none does.
    package func focusFirstFocusableChild() -> Bool {
        gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0
    }
}

/// The modifier keys held with a key press.
package struct KeyModifiers: OptionSet, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    package static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    package static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    package static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
}

extension Widget {
    /// Calls `handler(key, modifiers)` for every key pressed while the focus is inside the
    /// widget, before its children see it; `key` is the X keysym name (`"Up"`, `"KP_Down"`,
    /// `"a"`). Returning `true` stops the key there.
    package func onKeyPress(_ handler: @escaping @MainActor (String, KeyModifiers) -> Bool) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        // gboolean (GtkEventControllerKey *self, guint keyval, guint keycode, GdkModifierType state)
        connectSignal(UnsafeMutableRawPointer(controller), "key-pressed") { arguments in
            guard let name = gdk_keyval_name(arguments.uint(1)) else { return false }
            let held: KeyModifiers = [.shift, .control, .alt, .super]
            return handler(String(cString: name), held.intersection(KeyModifiers(rawValue: arguments.flags(3))))
        }
        gtk_widget_add_controller(widgetPointer, controller)
    }
}

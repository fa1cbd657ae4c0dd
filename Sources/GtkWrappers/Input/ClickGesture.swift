internal import CGtk
import ListCore

extension Widget {
    /// Calls `handler` when the widget is clicked or tapped (on release, as buttons do).
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        onClickReleased { _, _, _ in handler() }
    }

    /// Calls `handler(presses, x, y)` when the primary button is released over the widget:
    /// `presses` is 1 for a single click, 2 for a double click; the point is in the widget's
    /// coordinates.
    @discardableResult
    package func onClickReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> HandlerConnection {
        let gesture = gtk_gesture_click_new()!
        // void (GtkGestureClick *self, int n_press, double x, double y)
        let handlerID = connectSignal(UnsafeMutableRawPointer(gesture), "released") { arguments in
            handler(Int(arguments.int(1)), arguments.double(2), arguments.double(3))
            return nil
        }
        gtk_widget_add_controller(widgetPointer, gesture)
        return signalConnection(UnsafeMutableRawPointer(gesture), handlerID: handlerID)
    }
}

extension Widget {
    /// Calls `handler(x, y)` when the primary button is pressed over the widget, before the
    /// widget and its children see the press; when `handler` returns `true`, the press is
    /// claimed and they never act on it (a scroll bar does not jump). The point is in the
    /// widget's coordinates.
    @discardableResult
    public func onPrimaryPressBeforeChildren(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> HandlerConnection {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, 1)  // GDK_BUTTON_PRIMARY
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        nonisolated(unsafe) let claimable = gesture
        // void (GtkGestureClick *self, int n_press, double x, double y)
        let handlerID = connectSignal(UnsafeMutableRawPointer(gesture), "pressed") { arguments in
            if handler(arguments.double(2), arguments.double(3)) {
                gtk_gesture_set_state(claimable, GTK_EVENT_SEQUENCE_CLAIMED)
            }
            return nil
        }
        gtk_widget_add_controller(widgetPointer, gesture)
        return signalConnection(UnsafeMutableRawPointer(gesture), handlerID: handlerID)
    }
}

extension Widget {
    /// Calls `handler(x, y)` when the secondary (right) button is pressed over the widget, where
    /// a context menu opens; the point is in the widget's coordinates.
    package func onSecondaryPress(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, 3)  // GDK_BUTTON_SECONDARY
        // void (GtkGestureClick *self, int n_press, double x, double y)
        connectSignal(UnsafeMutableRawPointer(gesture), "pressed") { arguments in
            handler(arguments.double(2), arguments.double(3))
            return nil
        }
        gtk_widget_add_controller(widgetPointer, gesture)
    }
}

extension Widget {
    /// Calls `handler(presses, x, y, modifiers)` when the primary button is pressed over the
    /// widget, after its children had their chance: `presses` counts the clicks of a double
    /// click, the point is in the widget's coordinates and `modifiers` are the keys held (Shift,
    /// Ctrl).
    package func onPrimaryPress(_ handler: @escaping @MainActor (Int, Double, Double, KeyModifiers) -> Void) {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, 1)  // GDK_BUTTON_PRIMARY
        nonisolated(unsafe) let controller = gesture
        // void (GtkGestureClick *self, int n_press, double x, double y)
        connectSignal(UnsafeMutableRawPointer(gesture), "pressed") { arguments in
            let state = gtk_event_controller_get_current_event_state(controller).rawValue
            handler(Int(arguments.int(1)), arguments.double(2), arguments.double(3), KeyModifiers(rawValue: state))
            return nil
        }
        gtk_widget_add_controller(widgetPointer, gesture)
    }
}

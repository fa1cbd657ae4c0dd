internal import CGtk
import ListCore

extension Widget {
    /// Calls `handler` when the widget is clicked or tapped (on release, as buttons do).
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        let gesture = gtk_gesture_click_new()!
        // void (GtkGestureClick *self, int n_press, double x, double y)
        let handlerID = connectSignal(UnsafeMutableRawPointer(gesture), "released", handler: handler)
        gtk_widget_add_controller(widgetPointer, gesture)
        return signalConnection(UnsafeMutableRawPointer(gesture), handlerID: handlerID)
    }
}

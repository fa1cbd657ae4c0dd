import CGtk
import ListCore

private typealias ReleasedHandler = @MainActor () -> Void

// void (GtkGestureClick *self, int n_press, double x, double y, gpointer user_data)
private let releasedTrampoline: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, _, userData in
    let box = SignalClosure<ReleasedHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

extension Widget {
    /// Calls `handler` when the widget is clicked or tapped (on release, as buttons do).
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        let gesture = gtk_gesture_click_new()!
        let handlerID = connectSignal(UnsafeMutableRawPointer(gesture), "released", trampoline: releasedTrampoline,
                                      handler: handler as ReleasedHandler)
        gtk_widget_add_controller(widgetPointer, gesture)
        return signalConnection(UnsafeMutableRawPointer(gesture), handlerID: handlerID)
    }
}

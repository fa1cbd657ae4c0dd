import CGtk

private typealias ReleasedHandler = @MainActor () -> Void

// void (GtkGestureClick *self, int n_press, double x, double y, gpointer user_data)
private let releasedTrampoline: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, _, userData in
    let box = SignalClosure<ReleasedHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

extension Widget {
    /// Calls `handler` when the widget is clicked or tapped (on release, as buttons do).
    public func onTap(_ handler: @escaping @MainActor () -> Void) {
        let gesture = gtk_gesture_click_new()!
        connectSignal(UnsafeMutableRawPointer(gesture), "released", trampoline: releasedTrampoline,
                      handler: handler as ReleasedHandler)
        gtk_widget_add_controller(widgetPointer, gesture)
    }
}

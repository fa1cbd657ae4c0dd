import CGtk

private typealias MapHandler = @MainActor () -> Void

// void (GtkWidget *self, gpointer user_data)
private let mapTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, userData in
    let box = SignalClosure<MapHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

extension Widget {
    /// Calls `handler` each time the widget becomes shown on screen (GTK's "map").
    public func onMap(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "map", trampoline: mapTrampoline, handler: handler as MapHandler)
    }
}

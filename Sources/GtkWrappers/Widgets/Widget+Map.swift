internal import CGtk


extension Widget {
    /// Calls `handler` each time the widget becomes shown on screen (GTK's "map").
    public func onMap(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "map", handler: handler)
    }
}

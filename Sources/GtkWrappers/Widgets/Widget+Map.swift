internal import CGtk

extension Widget {
    /// Calls `handler` each time the widget becomes shown on screen (GTK's "map").
    public func onMap(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "map", handler: handler)
    }

    /// Calls `handler` each time the widget stops being shown on screen (GTK's "unmap"): its
    /// window hid, or a stack shows another page.
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "unmap", handler: handler)
    }
}

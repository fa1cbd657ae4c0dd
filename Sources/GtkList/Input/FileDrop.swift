import CGtk

private typealias DropHandler = @MainActor (String) -> Bool

// gboolean (GtkDropTarget *self, const GValue *value, double x, double y, gpointer user_data)
private let dropTrampoline: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    _, value, _, _, userData in
    let box = SignalClosure<DropHandler>.from(userData)
    guard let value, let file = g_value_get_object(value), let cPath = g_file_get_path(OpaquePointer(file)) else {
        return 0
    }
    let path = String(cString: cPath)
    g_free(cPath)
    return MainActor.assumeIsolated { box.handler(path) } ? 1 : 0
}

extension Widget {
    /// Calls `handler` with the path of a file dropped on the widget; it returns whether it
    /// took the file.
    public func onFileDrop(_ handler: @escaping @MainActor (String) -> Bool) {
        let target = gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)!
        connectSignal(UnsafeMutableRawPointer(target), "drop", trampoline: dropTrampoline,
                      handler: handler as DropHandler)
        gtk_widget_add_controller(widgetPointer, OpaquePointer(UnsafeMutableRawPointer(target)))
    }
}

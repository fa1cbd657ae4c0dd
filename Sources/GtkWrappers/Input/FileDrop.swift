internal import CGtk

extension Widget {
    /// Calls `handler` with the path of a file dropped on the widget; it returns whether it
    /// took the file.
    public func onFileDrop(_ handler: @escaping @MainActor (String) -> Bool) {
        let target = gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)!
        // gboolean (GtkDropTarget *self, const GValue *value, double x, double y)
        connectSignal(UnsafeMutableRawPointer(target), "drop") { arguments in
            guard let value = arguments.pointer(1)?.assumingMemoryBound(to: GValue.self),
                  let file = g_value_get_object(value), let cPath = g_file_get_path(OpaquePointer(file))
            else { return false }
            defer { g_free(cPath) }
            return handler(FilePaths.path(fromBytes: cPath))
        }
        gtk_widget_add_controller(widgetPointer, OpaquePointer(UnsafeMutableRawPointer(target)))
    }
}

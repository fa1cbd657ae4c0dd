// The one place where C types are part of the public API: the door to GTK for what the package
// does not wrap. Apps that use it `import CGtk` themselves.
public import CGtk

extension ObjectWrapper {
    /// The wrapped GObject, for calling GLib directly.
    ///
    /// Unsafe: the pointer is borrowed (transfer none) and valid only while the wrapper lives;
    /// take a reference of your own (`g_object_ref`) to keep the object longer.
    public var unsafeObjectPointer: UnsafeMutablePointer<GObject> { objectPointer }
}

extension Widget {
    /// Wraps a GtkWidget the app made with GTK's C API.
    ///
    /// ```swift
    /// import CGtk
    /// let entry = Widget(unsafeWidget: gtk_entry_new(), transfer: .full)
    /// ```
    ///
    /// Unsafe: `pointer` must be a live GtkWidget used on the main thread. `.full` adopts the
    /// reference a `gtk_…_new()` function returned (sinking a new widget's floating reference);
    /// `.none` takes a new reference and leaves yours to you.
    public convenience init(unsafeWidget pointer: UnsafeMutablePointer<GtkWidget>, transfer: ReferenceTransfer) {
        self.init(unsafePointer: pointer, transfer: transfer)
    }

    /// The wrapped GtkWidget, for calling GTK directly.
    ///
    /// Unsafe: the pointer is borrowed (transfer none) and valid only while the wrapper lives.
    public var unsafeWidgetPointer: UnsafeMutablePointer<GtkWidget> { widgetPointer }
}

internal import CGtk

/// Two widgets side by side (or one above the other) with a handle between them that the user
/// drags to share the space.
@MainActor
public final class Paned: Widget {
    /// Creates a pane with `start` on the left (or top) and `end` on the right (or bottom).
    public init(_ orientation: Box.Orientation, start: Widget, end: Widget) {
        super.init(unsafePointer: gtk_paned_new(orientation.gtkValue), transfer: .full)
        gtk_paned_set_start_child(opaquePointer, start.widgetPointer)
        gtk_paned_set_end_child(opaquePointer, end.widgetPointer)
        gtk_paned_set_shrink_start_child(opaquePointer, 0)
        gtk_paned_set_shrink_end_child(opaquePointer, 0)
    }

    /// Whether the children sit side by side or one above the other.
    public var orientation: Box.Orientation {
        get { gtk_orientable_get_orientation(opaquePointer) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical }
        set { gtk_orientable_set_orientation(opaquePointer, newValue.gtkValue) }
    }

    /// Names the pane and its handle for screen readers (GTK 4.8 reads the handle, which takes
    /// the focus to be moved with the arrow keys, as "GtkPanedHandle").
    public func setAccessibleLabels(pane: String, handle: String) {
        setAccessibleLabel(pane)
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self))) == "GtkPanedHandle" {
                Widget(retaining: current).setAccessibleLabel(handle)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Where the handle is, in pixels from the start.
    public var position: Int32 {
        get { gtk_paned_get_position(opaquePointer) }
        set { gtk_paned_set_position(opaquePointer, newValue) }
    }
}

internal import CGtk

/// Starts drags from a widget: a GtkDragSource for the primary button and touch.
///
/// Its drags carry an ``InAppDrag`` marker and offer to move: only a ``DropTarget`` of this
/// app takes them, and no other app's drop reaches one, since GTK cannot hand the marker to
/// another process.
@MainActor
package final class DragSource {
    private let source: OpaquePointer

    /// Attaches a drag source that offers moves to `widget`, which owns it from then on.
    package init(attachedTo widget: Widget) {
        source = gtk_drag_source_new()
        gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
        gtk_widget_add_controller(widget.widgetPointer, source)
    }

    /// `handler(x, y)` when the pointer has moved far enough with the button down, pressed at
    /// (`x`, `y`) of the widget: `true` starts a drag, `false` leaves the press to the widget's
    /// other gestures, such as a click.
    package func onPrepare(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        // GdkContentProvider* (GtkDragSource *self, double x, double y), transfer full; NULL
        // starts no drag. The signal's first handler to answer wins, so answer every time.
        connectSignal(UnsafeMutableRawPointer(source), "prepare") { arguments in
            if handler(arguments.double(1), arguments.double(2)) {
                arguments.returnObject(adopting: InAppDrag.makeContent())
            }
            return nil
        }
    }

    /// `handler()` when a drag has started.
    package func onBegin(_ handler: @escaping @MainActor () -> Void) {
        // void (GtkDragSource *self, GdkDrag *drag)
        connectSignal(UnsafeMutableRawPointer(source), "drag-begin", handler: handler)
    }

    /// `handler()` when a drag has ended, dropped or cancelled.
    package func onEnd(_ handler: @escaping @MainActor () -> Void) {
        // void (GtkDragSource *self, GdkDrag *drag, gboolean delete_data)
        connectSignal(UnsafeMutableRawPointer(source), "drag-end", handler: handler)
    }

    /// Shows `widget`, as it looks at each moment, under the pointer while the next drag lasts,
    /// held at (`hotX`, `hotY`) of it. Call it from ``onPrepare(_:)``.
    package func setIcon(_ widget: Widget, hotX: Int, hotY: Int) {
        let paintable = gtk_widget_paintable_new(widget.widgetPointer)
        gtk_drag_source_set_icon(source, paintable, Int32(hotX), Int32(hotY))  // takes its own reference
        g_object_unref(UnsafeMutableRawPointer(paintable))
    }
}

/// What a ``DragSource``'s drags carry: an object of a type of our own, which GTK can hand to
/// drop targets of this process only.
package enum InAppDrag {
    /// The GType of the marker, registered on first use: a plain GObject subtype.
    static let type: GType = g_type_register_static_simple(
        cgtk_type_object(), "GtkListKitInAppDrag",
        guint(MemoryLayout<GObjectClass>.size), nil,
        guint(MemoryLayout<GObject>.size), nil, GTypeFlags(0)
    )

    /// A new content provider holding a new marker (transfer full).
    static func makeContent() -> UnsafeMutableRawPointer {
        var value = GValue()
        g_value_init(&value, type)
        g_value_take_object(&value, g_object_new_with_properties(type, 0, nil, nil))
        defer { g_value_unset(&value) }
        return UnsafeMutableRawPointer(gdk_content_provider_new_for_value(&value))
    }
}

internal import CGtk

/// Takes drops of this app's own drags (those of a ``DragSource``) on a widget, as moves: a
/// GtkDropTarget for the ``InAppDrag`` marker.
@MainActor
package final class DropTarget {
    private let target: OpaquePointer

    /// Attaches a drop target to `widget`, which owns it from then on.
    package init(attachedTo widget: Widget) {
        target = gtk_drop_target_new(InAppDrag.type, GDK_ACTION_MOVE)
        gtk_widget_add_controller(widget.widgetPointer, target)
    }

    /// `handler(x, y)` as a drag enters the widget at (`x`, `y`) of it: whether a drop there
    /// would be taken, which the pointer shows. (GTK 4.8 gives (0, 0) when the drag enters
    /// from another widget; its first motion follows.)
    package func onEnter(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        connectActionSignal("enter", handler)
    }

    /// `handler(x, y)` as a drag moves over the widget, at (`x`, `y`) of it: whether a drop there
    /// would be taken, which the pointer shows.
    package func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        connectActionSignal("motion", handler)
    }

    private func connectActionSignal(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool) {
        // GdkDragAction (GtkDropTarget *self, double x, double y), for "enter" and "motion"
        // alike; the first handler to answer wins, so answer every time.
        connectSignal(UnsafeMutableRawPointer(target), signal) { arguments in
            let takesDrop = handler(arguments.double(1), arguments.double(2))
            arguments.returnFlags(takesDrop ? GDK_ACTION_MOVE.rawValue : 0)
            return nil
        }
    }

    /// `handler()` when the drag leaves the widget, or is dropped on it.
    package func onLeave(_ handler: @escaping @MainActor () -> Void) {
        // void (GtkDropTarget *self)
        connectSignal(UnsafeMutableRawPointer(target), "leave", handler: handler)
    }

    /// `handler(x, y)` when a drag is dropped at (`x`, `y`) of the widget: whether it took it.
    package func onDrop(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        // gboolean (GtkDropTarget *self, const GValue *value, double x, double y)
        connectSignal(UnsafeMutableRawPointer(target), "drop") { arguments in
            handler(arguments.double(2), arguments.double(3))
        }
    }
}

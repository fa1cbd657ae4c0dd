internal import CGtk

/// Hears pointer and touch drags on a widget before its children do (capture phase).
@MainActor
package final class DragGesture {
    private let gesture: OpaquePointer

    /// Attaches a drag gesture for the primary button and touch to `widget`, which owns it.
    package init(attachedTo widget: Widget) {
        gesture = gtk_gesture_drag_new()
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget.widgetPointer, gesture)
    }

    /// `handler(startX, startY)` when a drag starts.
    package func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect("drag-begin", handler)
    }

    /// `handler(offsetX, offsetY)` as the drag moves, relative to its start.
    package func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect("drag-update", handler)
    }

    /// `handler(offsetX, offsetY)` when the drag ends.
    package func onEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        connect("drag-end", handler)
    }

    /// Whether the current drag comes from a touchscreen.
    package var isTouch: Bool {
        guard let event = gtk_event_controller_get_current_event(gesture) else { return false }
        return gdk_event_get_event_type(event) == GDK_TOUCH_BEGIN
            || gdk_event_get_event_type(event) == GDK_TOUCH_UPDATE
            || gdk_event_get_event_type(event) == GDK_TOUCH_END
    }

    /// Takes the drag for this gesture: the children's gestures (row clicks) are cancelled.
    package func claim() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    private func connect(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) {
        // void (GtkGestureDrag *self, double x, double y): begin, update and end alike.
        connectSignal(UnsafeMutableRawPointer(gesture), signal) { arguments in
            handler(arguments.double(1), arguments.double(2))
            return nil
        }
    }
}

import CGtk
import GtkList

/// Counts the events a window receives, so a test can wait until the input it sent through
/// the X server has been handled.
///
/// It listens in the capture phase, before any widget, and one event is handled in full within
/// one main-loop iteration: once an event is counted, every widget has had it.
@MainActor
package final class EventWatch {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let controller: OpaquePointer
    private var counts: [UInt32: Int] = [:]

    /// Starts counting the events that reach `window`, a native widget such as a toplevel window.
    package init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        g_object_ref(window)  // the test may close the window before ``stop()``
        controller = gtk_event_controller_legacy_new()
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
        // gboolean (GtkEventControllerLegacy *self, GdkEvent *event): false, only watching, so
        // the event goes on to its widgets.
        connectSignal(UnsafeMutableRawPointer(controller), "event") { [weak self] arguments in
            guard let event = arguments.pointer(1) else { return false }
            self?.counts[gdk_event_get_event_type(OpaquePointer(event)).rawValue, default: 0] += 1
            return false
        }
    }

    /// How many events of `type` arrived so far.
    package func count(_ type: GdkEventType) -> Int { counts[type.rawValue, default: 0] }

    /// Stops counting and detaches from the window.
    package func stop() {
        gtk_widget_remove_controller(window, controller)
        g_object_unref(window)
    }
}

internal import CGtk

/// Where a scroll came from, which decides what its deltas mean.
public enum ScrollUnit: Sendable {
    /// A mouse wheel: each event is one notch (±1), with no begin or end.
    case wheel
    /// A touchpad or other smooth device: deltas in pixels, between begin and end.
    case pixels
}

/// Hears vertical scrolling on a widget before the widget itself does (capture phase).
@MainActor
package final class ScrollController {
    private let controller: OpaquePointer

    /// Attaches a vertical scroll controller to `widget`, which owns it from then on.
    package init(attachedTo widget: Widget) {
        controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget.widgetPointer, controller)
    }

    /// `handler(dx, dy, unit)` returns `true` to consume the scroll (the widget won't scroll).
    package func onScroll(_ handler: @escaping @MainActor (Double, Double, ScrollUnit) -> Bool) {
        // gboolean (GtkEventControllerScroll *self, double dx, double dy)
        connectSignal(UnsafeMutableRawPointer(controller), "scroll") { [controller] arguments in
            let unit: ScrollUnit = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL ? .wheel : .pixels
            return handler(arguments.double(1), arguments.double(2), unit)
        }
    }

    /// Called when a touchpad gesture ends (wheels never send it).
    package func onScrollEnd(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(UnsafeMutableRawPointer(controller), "scroll-end", handler: handler)
    }

    /// Emits "scroll" as GTK would for an event: for tests of what handlers do with input.
    package func emitScroll(dy: Double) -> Bool {
        emitDoubleSignal(on: UnsafeMutableRawPointer(controller), "scroll", 0, dy)
    }
}

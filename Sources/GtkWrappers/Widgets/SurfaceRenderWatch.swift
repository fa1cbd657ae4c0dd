internal import CGtk

private typealias EmissionHandler = @MainActor (UnsafeMutableRawPointer?) -> Void

// gboolean (GSignalInvocationHint *hint, guint n_param_values, const GValue *param_values,
//           gpointer data): the emitting instance is the first value; TRUE keeps the hook.
private let emissionHook: GSignalEmissionHook = { _, count, values, data in
    let box = CallbackBox<EmissionHandler>.from(data)
    nonisolated(unsafe) let instance = count > 0 ? values.flatMap { g_value_peek_pointer($0) } : nil
    MainActor.assumeIsolated { box.handler(instance) }
    return 1
}

/// Tells whether a window drew a frame: whether GDK told the window's surface to render since
/// the watch began. A window's first frames may lay its widgets out but draw nothing while
/// the window system sets it up. GTK's own handler of the surface's `render` signal ends the
/// signal's emission before any handler connected later runs: an emission hook sees it first.
@MainActor
final class SurfaceRenderWatch {
    /// Whether the surface rendered since the watch began.
    private(set) var hasRendered = false
    private let signalID: guint
    private var hookID: gulong = 0

    /// Watches `surface`, a `GdkSurface`, until ``stop()``.
    init(surface: OpaquePointer) {
        signalID = g_signal_lookup("render", gdk_surface_get_type())
        let watched = UnsafeMutableRawPointer(surface)
        let box = CallbackBox<EmissionHandler> { [weak self] instance in
            if instance == watched { self?.hasRendered = true }
        }
        hookID = g_signal_add_emission_hook(signalID, 0, emissionHook, box.retainedPointer(), releaseCallbackBox)
    }

    /// Watches on from now: ``hasRendered`` tells of renders after this call only.
    func startOver() {
        hasRendered = false
    }

    /// Ends the watch; call it once.
    func stop() {
        g_signal_remove_emission_hook(signalID, hookID)
    }
}

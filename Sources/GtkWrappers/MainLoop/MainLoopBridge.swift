internal import CGtk
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Runs Swift's main queue inside the GLib main loop.
///
/// On Linux, `DispatchQueue.main` and everything on the main actor (`@MainActor` functions,
/// `Task { @MainActor in … }`) only run when someone drains libdispatch's main queue; inside
/// `g_application_run` nobody does. libdispatch exposes a file descriptor that becomes readable
/// when main-queue work is waiting and a function that drains it; a GLib source watching that
/// descriptor makes both worlds share the one main thread.
public enum MainLoopBridge {
    nonisolated(unsafe) private static var sourceID: UInt32 = 0

    /// Installs the bridge into GLib's default main context. Later calls do nothing.
    ///
    /// ``Application`` calls it; call it yourself only when you run GLib's loop without one
    /// (tests iterating the main context by hand, for example). Call it on the main thread.
    @MainActor
    public static func install() {
        guard sourceID == 0 else { return }
        let descriptor = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(descriptor, G_IO_IN, { descriptor, _, _ in
            // The descriptor is an eventfd: read it to reset it, or GLib would see it ready
            // forever and starve every lower-priority source (frames, input).
            var counter: UInt64 = 0
            _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }
}

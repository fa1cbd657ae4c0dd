import CGtk
import Foundation
import GtkList

/// Drives GLib's main loop by hand from synchronous test code.
@MainActor
public enum MainLoop {
    /// Runs pending main-loop work (events, frames, timeouts, Swift main-queue work) until
    /// `condition` holds or `timeout` seconds pass.
    ///
    /// The wait ends as soon as the condition holds, so the timeout only bounds a wait that
    /// fails: the default of 30 seconds leaves room for a machine that is busy with other work
    /// or a build with AddressSanitizer, ten times slower than a quiet one.
    /// - Returns: Whether the condition held.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            // Handles what is ready without blocking, so the deadline is kept; when nothing was
            // ready it rests a millisecond instead of spinning.
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Runs what the main loop has ready now (events, idle work, due timeouts, Swift main-queue
    /// work) without waiting for anything more.
    public static func runPending() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Runs the main loop for `seconds`, handling whatever comes.
    public static func run(for seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        _ = run(until: { Date() >= deadline }, timeout: seconds + 1)
    }

    /// Waits until `widget`'s latest state is drawn (see `Widget.drawn()`).
    /// - Returns: `false` if no frame came within `timeout` seconds.
    @discardableResult
    public static func waitUntilDrawn(_ widget: Widget, timeout: TimeInterval = 5) -> Bool {
        var isDrawn = false
        Task { @MainActor in
            await widget.drawn()
            isDrawn = true
        }
        return run(until: { isDrawn }, timeout: timeout)
    }
}

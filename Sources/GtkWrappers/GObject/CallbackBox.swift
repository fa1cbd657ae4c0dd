internal import CGtk
import Synchronization

/// A Swift closure handed to GLib or GTK: the one box every callback of this package travels in
/// (signal handlers, tick callbacks, draw functions, shortcuts).
///
/// GLib owns the box: it is retained when handed over and released by GLib's destroy notify
/// when the callback is removed or its object finalized — never by a Swift wrapper going away,
/// which is how other Swift GTK bindings ended up calling freed closures.
package final class CallbackBox<Handler>: Sendable {
    /// The closure. Only touched on the main thread, by the C callbacks.
    nonisolated(unsafe) package let handler: Handler

    package init(_ handler: Handler) {
        self.handler = handler
        liveCallbackBoxes.add(1, ordering: .relaxed)
    }

    deinit {
        liveCallbackBoxes.subtract(1, ordering: .relaxed)
    }

    /// A retained pointer for C's `user_data`; ``releaseCallbackBox`` gives the reference back.
    package func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Recovers the box from a callback's `user_data` without changing its retain count.
    package static func from(_ userData: UnsafeMutableRawPointer?) -> CallbackBox<Handler> {
        Unmanaged<CallbackBox<Handler>>.fromOpaque(userData!).takeUnretainedValue()
    }
}

/// The destroy notify for every box handed over with ``CallbackBox/retainedPointer()``.
let releaseCallbackBox: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// Live callback boxes, all handler types together; tests use it to find leaks.
package let liveCallbackBoxes = Atomic<Int>(0)

import CGtk
import ListCore
import Synchronization

/// A Swift closure handed to GLib for one signal connection.
///
/// GLib owns the box: it is retained when connected and released by GLib's destroy notify when
/// the handler is disconnected or the object finalized — never by a Swift wrapper going away,
/// which is how other Swift GTK bindings ended up calling freed closures.
package final class SignalClosure<Handler>: Sendable {
    /// The closure. Only touched on the main thread, by the signal trampolines.
    nonisolated(unsafe) package let handler: Handler

    package init(_ handler: Handler) {
        self.handler = handler
        liveSignalClosures.add(1, ordering: .relaxed)
    }

    deinit {
        liveSignalClosures.subtract(1, ordering: .relaxed)
    }

    /// Recovers the box from a trampoline's `user_data` without changing its retain count.
    package static func from(_ userData: UnsafeMutableRawPointer?) -> SignalClosure<Handler> {
        Unmanaged<SignalClosure<Handler>>.fromOpaque(userData!).takeUnretainedValue()
    }
}

/// Live signal closure boxes, all handler types together; tests use it to find leaks.
package let liveSignalClosures = Atomic<Int>(0)


/// Connects `trampoline` to `signal` on `instance`, with `handler` as its user data.
///
/// `trampoline` must be a `@convention(c)` function whose parameters match the signal's C
/// signature exactly, ending with the `user_data` pointer.
/// - Returns: The handler id, for `g_signal_handler_disconnect`.
@discardableResult
package func connectSignal<Handler, Trampoline>(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    trampoline: Trampoline,
    handler: Handler,
    after: Bool = false
) -> UInt {
    let box = Unmanaged.passRetained(SignalClosure(handler)).toOpaque()
    let callback = unsafeBitCast(trampoline, to: GCallback.self)
    return UInt(g_signal_connect_data(
        instance, signal, callback, box,
        { data, _ in Unmanaged<AnyObject>.fromOpaque(data!).release() },
        after ? G_CONNECT_AFTER : GConnectFlags(0)
    ))
}

/// The handler of a signal that passes only its sender.
package typealias SenderOnlyHandler = @MainActor () -> Void

// void (GObject *self, gpointer user_data): "clicked", "toggled", "activate", "map",
// "value-changed", "after-paint", "scroll-end" and every other signal without arguments.
private let senderOnlyTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, userData in
    let box = SignalClosure<SenderOnlyHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

/// Connects `handler` to a signal whose C handler takes only the sender and the user data.
@discardableResult
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String,
                           handler: @escaping @MainActor () -> Void) -> UInt {
    connectSignal(instance, signal, trampoline: senderOnlyTrampoline, handler: handler as SenderOnlyHandler)
}

/// A connection that disconnects signal handler `handlerID` from `instance`, if the instance
/// still exists then; it does not keep the instance alive.
package func signalConnection(_ instance: UnsafeMutableRawPointer, handlerID: UInt) -> HandlerConnection {
    let instance = WeakObjectReference(instance)
    return HandlerConnection {
        guard let object = instance.strongObject() else { return }
        g_signal_handler_disconnect(object, gulong(handlerID))
        g_object_unref(object)
    }
}

/// A GLib weak reference: knows a GObject until it is finalized, without keeping it alive.
private final class WeakObjectReference {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// The object with a new reference the caller releases, or `nil` once it is gone.
    func strongObject() -> UnsafeMutableRawPointer? { g_weak_ref_get(reference) }
}

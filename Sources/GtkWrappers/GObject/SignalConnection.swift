internal import CGtk
import ListCore

/// The arguments a signal passes to its handler, read from GLib's values while the handler
/// runs. Index 0 is the instance that emitted the signal; the signal's own arguments follow, of
/// the types GTK's documentation gives for the signal.
@MainActor
public struct SignalArguments {
    private let values: UnsafePointer<GValue>
    /// Where a signal that returns something other than a boolean takes its result from.
    private let returnValue: UnsafeMutablePointer<GValue>?
    /// How many values there are, the instance included.
    public let count: Int

    fileprivate init(_ values: UnsafePointer<GValue>, count: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.values = values
        self.count = count
        self.returnValue = returnValue
    }

    /// Gives a signal that returns flags (a `GdkDragAction`) its result; the handler then returns
    /// `nil`. Ignored for a signal that returns no flags.
    package func returnFlags(_ flags: UInt32) {
        guard let returnValue, g_type_check_value_holds(returnValue, cgtk_type_flags()) != 0 else { return }
        g_value_set_flags(returnValue, flags)
    }

    /// Gives a signal that returns an `int` (an exit status) its result; the handler then
    /// returns `nil`. Ignored for a signal that returns no `int`.
    package func returnInt(_ value: Int32) {
        guard let returnValue, g_type_check_value_holds(returnValue, cgtk_type_int()) != 0 else { return }
        g_value_set_int(returnValue, value)
    }

    /// Gives a signal that returns an object (transfer full) its result, adopting the caller's
    /// reference to `object`; the handler then returns `nil`. Released at once for a signal
    /// that returns no object.
    package func returnObject(adopting object: UnsafeMutableRawPointer) {
        guard let returnValue, g_type_check_value_holds(returnValue, cgtk_type_object()) != 0 else {
            return g_object_unref(object)
        }
        g_value_take_object(returnValue, object)
    }

    /// A `double` argument.
    public func double(_ index: Int) -> Double { g_value_get_double(values + index) }
    /// An `int` argument (also response ids).
    public func int(_ index: Int) -> Int32 { g_value_get_int(values + index) }
    /// A `guint` argument.
    public func uint(_ index: Int) -> UInt32 { g_value_get_uint(values + index) }
    /// A `gboolean` argument.
    public func bool(_ index: Int) -> Bool { g_value_get_boolean(values + index) != 0 }
    /// A string argument, copied; `nil` for a NULL string.
    public func string(_ index: Int) -> String? { g_value_get_string(values + index).map { String(cString: $0) } }
    /// An enum argument, such as a `GtkScrollType`.
    public func enumValue(_ index: Int) -> Int32 { g_value_get_enum(values + index) }
    /// A flags argument, such as a `GdkModifierType`.
    public func flags(_ index: Int) -> UInt32 { g_value_get_flags(values + index) }
    /// A pointer-like argument: an object, a boxed value, a pointer or a GdkEvent, borrowed for
    /// the handler's run (wrap a widget with `Widget(unsafeWidget:transfer: .none)` to keep it).
    public func pointer(_ index: Int) -> UnsafeMutableRawPointer? { g_value_peek_pointer(values + index) }
}

/// A signal handler: reads its arguments and returns the signal's boolean result, or `nil` for
/// a signal that returns nothing.
package typealias SignalHandler = @MainActor (SignalArguments) -> Bool?

// The one trampoline for every signal: GLib's generic closure marshal signature,
// void (GClosure *closure, GValue *return_value, guint n_param_values,
//       const GValue *param_values, gpointer invocation_hint, gpointer marshal_data).
// GLib calls it on the thread that emits, which for GTK is the main thread.
private let signalMarshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    let box = CallbackBox<SignalHandler>.from(closure!.pointee.data)
    nonisolated(unsafe) let values = values!
    nonisolated(unsafe) let returnValue = returnValue
    MainActor.assumeIsolated {
        let result = box.handler(SignalArguments(values, count: Int(count), returnValue: returnValue))
        if let result, let returnValue, g_type_check_value_holds(returnValue, cgtk_type_boolean()) != 0 {
            g_value_set_boolean(returnValue, result ? 1 : 0)
        }
    }
}

/// Connects `handler` to `signal` on `instance` (a GObject), before or after the default
/// handler. GLib owns the handler and releases it when it is disconnected or the instance goes.
/// - Returns: The handler id, for ``signalConnection(_:handlerID:)``.
@discardableResult
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
                           handler: @escaping SignalHandler) -> UInt {
    let box = CallbackBox<SignalHandler>(handler).retainedPointer()
    let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box)!
    g_closure_set_marshal(closure, signalMarshal)
    g_closure_add_finalize_notifier(closure, box) { data, _ in releaseCallbackBox(data) }
    return UInt(g_signal_connect_closure(instance, signal, closure, after ? 1 : 0))
}

/// Connects `handler` to a signal whose arguments it does not need and which returns nothing.
@discardableResult
package func connectSignal(_ instance: UnsafeMutableRawPointer, _ signal: String,
                           handler: @escaping @MainActor () -> Void) -> UInt {
    connectSignal(instance, signal) { _ in
        handler()
        return nil
    }
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

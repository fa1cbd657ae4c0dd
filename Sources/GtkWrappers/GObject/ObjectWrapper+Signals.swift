internal import CGtk
import ListCore

extension ObjectWrapper {
    /// Calls `handler` whenever the object emits `signal` — any GObject signal, by its name in
    /// GTK's documentation ("clicked", "changed", "notify::label"), also on widgets the app made
    /// with `Widget(unsafeWidget:transfer:)`. The handler reads the signal's arguments from
    /// ``SignalArguments`` (index 1 is the first after the object) and returns the signal's
    /// `gboolean` result, or `nil` for a signal that returns nothing.
    ///
    /// ```swift
    /// let scale = Widget(unsafeWidget: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1), transfer: .full)
    /// scale.onSignal("change-value") { arguments in
    ///     print("moved to", arguments.double(2))
    ///     return false  // let GTK move it
    /// }
    /// ```
    ///
    /// GLib keeps the handler until it is disconnected or the object goes, so capture the object
    /// weakly. `after` runs it after the signal's default handler.
    @discardableResult
    public func onSignal(_ signal: String, after: Bool = false,
                         _ handler: @escaping @MainActor (SignalArguments) -> Bool?) -> HandlerConnection {
        let instance = UnsafeMutableRawPointer(objectPointer)
        return signalConnection(instance, handlerID: connectSignal(instance, signal, after: after, handler: handler))
    }

    /// Calls `handler` whenever the object emits `signal`, for a signal whose arguments it does
    /// not need and which returns nothing ("clicked", "notify::active").
    @discardableResult
    public func onSignal(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        onSignal(signal) { _ in
            handler()
            return nil
        }
    }
}

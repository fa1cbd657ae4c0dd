import CGtk

private typealias NotifyHandler = @MainActor () -> Void

// void (GObject *self, GParamSpec *pspec, gpointer user_data)
private let notifyTrampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, userData in
    let box = SignalClosure<NotifyHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

extension ObjectWrapper {
    /// Calls `handler` whenever the GObject property `property` changes ("notify::property").
    package func connectNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "notify::\(property)", trampoline: notifyTrampoline,
                      handler: handler as NotifyHandler)
    }
}

extension ObjectWrapper {
    /// Calls `handler` whenever the GObject property `property` changes ("notify::property").
    package func connectNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "notify::\(property)", handler: handler)
    }
}

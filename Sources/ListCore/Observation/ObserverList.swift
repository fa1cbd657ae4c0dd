/// A list of closures that all hear the same events — several listeners instead of one delegate.
///
/// Listeners are called in the order they were added. Adding returns a token; cancel it to stop
/// listening. Not thread-safe: use it from one thread (the UI thread in a GTK app).
public final class ObserverList<Event> {
    private var handlers: [(id: Int, handler: (Event) -> Void)] = []
    private var nextID = 0

    /// Creates an empty list.
    public init() {}

    /// How many listeners are registered.
    public var count: Int { handlers.count }

    /// Registers `handler` for every later event.
    @discardableResult
    public func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        let id = nextID
        nextID += 1
        handlers.append((id, handler))
        return ObservationToken { [weak self] in
            self?.handlers.removeAll { $0.id == id }
        }
    }

    /// Calls every listener with `event`.
    public func notify(_ event: Event) {
        for entry in handlers {
            entry.handler(event)
        }
    }
}

/// Keeps a registration; `cancel()` ends it. Dropping the token does not cancel.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the registration. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// A list of closures that all hear the same events — several listeners instead of one delegate.
///
/// Listeners are called in the order they were added. ``observe(_:)`` returns a token that
/// keeps the listener registered as long as it is kept; ``connect(_:)`` registers a listener
/// for the list's whole life, with a connection to remove it early. Not thread-safe: use it from
/// one thread (the UI thread in a GTK app).
public final class ObserverList<Event> {
    private var handlers: [(id: Int, handler: (Event) -> Void)] = []
    private var nextID = 0

    /// Creates an empty list.
    public init() {}

    /// How many listeners are registered.
    public var count: Int { handlers.count }

    /// Registers `handler` for later events until the returned token is cancelled or dropped.
    public func observe(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        ObservationToken(onCancel: register(handler))
    }

    /// Registers `handler` for later events for as long as the list lives, as a GTK signal
    /// handler lives with its widget; the returned connection can remove it sooner.
    @discardableResult
    public func connect(_ handler: @escaping (Event) -> Void) -> HandlerConnection {
        HandlerConnection(onDisconnect: register(handler))
    }

    /// Calls every listener with `event`.
    public func notify(_ event: Event) {
        for entry in handlers {
            entry.handler(event)
        }
    }

    /// Adds `handler` and returns what removes it again.
    private func register(_ handler: @escaping (Event) -> Void) -> () -> Void {
        let id = nextID
        nextID += 1
        handlers.append((id, handler))
        return { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }
}

/// Keeps an observation alive: it ends when the token is cancelled or released, so an observer
/// stores the token as long as it wants to hear (as with Combine's `AnyCancellable`).
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit { onCancel?() }

    /// Stops the observation now. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// A handler that stays registered as long as what it listens to, like a GTK signal handler;
/// releasing the connection changes nothing, ``disconnect()`` removes the handler.
public final class HandlerConnection {
    private var onDisconnect: (() -> Void)?

    /// Creates a connection that runs `onDisconnect` on the first ``disconnect()``.
    public init(onDisconnect: @escaping () -> Void) {
        self.onDisconnect = onDisconnect
    }

    /// Removes the handler. Calling it again, or after its source is gone, does nothing.
    public func disconnect() {
        onDisconnect?()
        onDisconnect = nil
    }
}

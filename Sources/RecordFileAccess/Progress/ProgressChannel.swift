import Dispatch
import Synchronization

/// The latest progress of a background job, handed to any number of listeners as it changes.
///
/// Each listener gets an `AsyncStream` that starts with the value as it stands and then yields
/// every change, keeping only the newest one it has not read yet: a listener that is slower than
/// the job (the main thread, redrawing a label) skips to the latest value instead of falling
/// behind. The streams never finish, since a job may be started again (a file that grew is
/// indexed on); a listener stops by leaving its loop or by being cancelled.
package final class ProgressChannel<Value: Sendable>: Sendable {
    private struct State {
        package var value: Value
        var listeners: [Int: AsyncStream<Value>.Continuation] = [:]
        /// The listeners of ``updatesInPlace()``, each until its iterator goes.
        var listenersInPlace: [Int: WeakListener] = [:]
        var nextListener = 0
        /// The threads blocked in ``wait(until:patience:)``, each woken at every change.
        var waiters: [Int: DispatchSemaphore] = [:]
    }

    private let state: Mutex<State>
    /// Held while values are handed over, so that listeners get them in the order they were
    /// published. Not `state`'s lock: handing a value over takes the listening task's own lock,
    /// and a task being cancelled holds that lock while its stream's end takes `state`'s (to
    /// forget the listener) — holding `state`'s lock here deadlocked the two.
    private let handingOver = Mutex(())

    package init(_ initial: Value) {
        state = Mutex(State(value: initial))
    }

    /// The value as it stands.
    package var value: Value { state.withLock { $0.value } }

    /// Replaces the value and hands it to every listener, in the order values were published.
    package func publish(_ value: Value) {
        handingOver.withLock { _ in
            let (listeners, listenersInPlace, waiters) = state.withLock { state in
                state.value = value
                state.listenersInPlace = state.listenersInPlace.filter { $0.value.listener != nil }
                return (Array(state.listeners.values), state.listenersInPlace.values.compactMap(\.listener),
                        Array(state.waiters.values))
            }
            for listener in listeners { listener.yield(value) }
            for listener in listenersInPlace { listener.offer(value) }
            for waiter in waiters { waiter.signal() }
        }
    }

    /// Blocks the calling thread (a background job's, never the main one) until the value meets
    /// `condition`, checked now and at each change, or until no change has come for `patience`.
    /// - Returns: The value that met the condition; `nil` when the wait ran out of patience.
    package func wait(until condition: (Value) -> Bool, patience: DispatchTimeInterval) -> Value? {
        let semaphore = DispatchSemaphore(value: 0)
        // Registered before the value is first looked at: a change in between signals it.
        let id = state.withLock { state in
            let id = state.nextListener
            state.nextListener += 1
            state.waiters[id] = semaphore
            return id
        }
        defer { _ = state.withLock { $0.waiters.removeValue(forKey: id) } }
        while true {
            let value = self.value
            if condition(value) { return value }
            guard semaphore.wait(timeout: .now() + patience) == .success else { return nil }
        }
    }

    /// The value as it stands, then each change, read where the listener is isolated (the
    /// main actor) without a hop to Swift's shared threads (see ``ProgressUpdates``).
    package func updatesInPlace() -> ProgressUpdates<Value> {
        ProgressUpdates(self)
    }

    /// A new listener of ``updatesInPlace()``, holding the value as it stands.
    func addListener() -> ProgressListener<Value> {
        handingOver.withLock { _ in
            state.withLock { state in
                let listener = ProgressListener(state.value)
                state.listenersInPlace[state.nextListener] = WeakListener(listener: listener)
                state.nextListener += 1
                return listener
            }
        }
    }

    /// A stream of the value as it stands, then of each change.
    package func updates() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        handingOver.withLock { _ in
            let value = state.withLock { state in
                let id = state.nextListener
                state.nextListener += 1
                state.listeners[id] = continuation
                continuation.onTermination = { [weak self] _ in
                    self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
                }
                return state.value
            }
            continuation.yield(value)
        }
        return stream
    }

    /// A listener of ``updatesInPlace()``, held without keeping it.
    struct WeakListener {
        weak var listener: ProgressListener<Value>?
    }
}

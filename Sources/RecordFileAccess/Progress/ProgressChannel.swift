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
        var nextListener = 0
    }

    private let state: Mutex<State>

    package init(_ initial: Value) {
        state = Mutex(State(value: initial))
    }

    /// The value as it stands.
    package var value: Value { state.withLock { $0.value } }

    /// Replaces the value and hands it to every listener. Listeners get values in the order
    /// they were published, which is why they are handed over under the lock.
    package func publish(_ value: Value) {
        state.withLock { state in
            state.value = value
            for listener in state.listeners.values { listener.yield(value) }
        }
    }

    /// A stream of the value as it stands, then of each change.
    package func updates() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        state.withLock { state in
            let id = state.nextListener
            state.nextListener += 1
            state.listeners[id] = continuation
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
            }
            continuation.yield(state.value)
        }
        return stream
    }
}

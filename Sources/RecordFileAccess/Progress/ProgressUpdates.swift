import Synchronization

/// A background job's progress as it stands, then each change, keeping only the newest one
/// not read yet (as the channel's `AsyncStream` does), resumed on the listener's own actor.
///
/// An `AsyncStream` iterated on the main actor reads each value on one of Swift's shared
/// threads and hops back: two thread switches per value, and a woken thread that takes a core
/// from the background job whose progress it follows (hundreds a second while a file is
/// indexed and searched). Here the job's thread resumes the waiting listener where it waits.
/// The updates never end; a listener stops by leaving its loop or by being cancelled.
public struct ProgressUpdates<Value: Sendable>: AsyncSequence, Sendable {
    private let channel: ProgressChannel<Value>

    init(_ channel: ProgressChannel<Value>) {
        self.channel = channel
    }

    /// An iterator that reads the value as it stands, then each change.
    public func makeAsyncIterator() -> Iterator {
        Iterator(listener: channel.addListener())
    }

    /// Reads the updates one at a time, each the newest not read yet.
    public struct Iterator: AsyncIteratorProtocol {
        let listener: ProgressListener<Value>

        /// The next value, read where the caller is isolated; `nil` once the task is cancelled.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> Value? {
            let listener = listener
            return await withTaskCancellationHandler {
                await withCheckedContinuation(isolation: actor) { continuation in
                    listener.wait(continuation)
                }
            } onCancel: {
                listener.cancel()
            }
        }

        /// The next value, read without isolation; `nil` once the task is cancelled.
        public mutating func next() async -> Value? {
            await next(isolation: nil)
        }
    }
}

/// One listener of a ``ProgressChannel``: the newest value it has not read, or its waiting
/// read. The channel keeps it weakly, so that it goes when its iterator does.
package final class ProgressListener<Value: Sendable>: Sendable {
    private struct State {
        var newest: Value?
        var waiting: CheckedContinuation<Value?, Never>?
        var isCancelled = false
    }

    private let state: Mutex<State>

    init(_ value: Value) {
        state = Mutex(State(newest: value))
    }

    /// Hands `value` to the waiting read, else keeps it as the newest.
    func offer(_ value: Value) {
        let waiting = state.withLock { state -> CheckedContinuation<Value?, Never>? in
            guard !state.isCancelled else { return nil }
            guard let waiting = state.waiting else {
                state.newest = value
                return nil
            }
            state.waiting = nil
            return waiting
        }
        waiting?.resume(returning: value)
    }

    /// Resumes `continuation` with the newest value not read, at once if there is one (`nil`
    /// once cancelled), else at the next offer.
    func wait(_ continuation: CheckedContinuation<Value?, Never>) {
        let ready = state.withLock { state -> Value?? in
            if state.isCancelled { return .some(nil) }
            if let newest = state.newest {
                state.newest = nil
                return .some(newest)
            }
            state.waiting = continuation
            return .none
        }
        if let ready { continuation.resume(returning: ready) }
    }

    /// Ends the reads: a waiting one and every later one return `nil`.
    func cancel() {
        let waiting = state.withLock { state in
            state.isCancelled = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: nil)
    }
}

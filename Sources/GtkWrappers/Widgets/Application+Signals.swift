internal import CGtk
import Glibc

/// A signal that asks a process to end.
public enum TerminationSignal: Int32, CaseIterable, Sendable {
    /// `SIGHUP`: the terminal the program ran in was closed.
    case hangUp = 1
    /// `SIGINT`: Ctrl+C in the terminal.
    case interrupt = 2
    /// `SIGTERM`: `kill`, a service manager, or the session ending.
    case terminate = 15
}

private typealias TerminationHandler = @MainActor (TerminationSignal) -> Void

/// The box holds the handler and the signal it was installed for.
private let terminationTrampoline: GSourceFunc = { userData in
    let box = CallbackBox<(TerminationSignal, TerminationHandler)>.from(userData)
    withExtendedLifetime(box) {
        let (signal, handler) = box.handler
        MainActor.assumeIsolated { handler(signal) }
    }
    return 1  // G_SOURCE_CONTINUE: a second Ctrl+C is heard too
}

/// The watch ``Application/onTerminationRequest(_:)`` installs; the signals end the process
/// again once it is stopped.
@MainActor
public struct TerminationWatch {
    fileprivate let sources: [UInt32]

    /// Stops watching: the signals' default action (ending the process) comes back.
    public func stop() {
        sources.forEach { g_source_remove($0) }
    }
}

extension Application {
    /// Calls `handler` on the main thread, instead of ending the process at once, when it is
    /// asked to end by `SIGTERM`, `SIGINT` or `SIGHUP`, so that the application can close its
    /// windows and what it holds; until the returned watch is stopped.
    ///
    /// GLib watches the signals (`g_unix_signal_add`): the handler runs from the main loop,
    /// where all of GTK may be used, not inside a signal handler.
    @discardableResult
    public func onTerminationRequest(_ handler: @escaping @MainActor (TerminationSignal) -> Void) -> TerminationWatch {
        TerminationWatch(sources: TerminationSignal.allCases.map { signal in
            let box = CallbackBox<(TerminationSignal, TerminationHandler)>((signal, handler)).retainedPointer()
            return g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal.rawValue, terminationTrampoline, box, releaseCallbackBox)
        })
    }
}

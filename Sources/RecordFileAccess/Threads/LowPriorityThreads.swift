import Foundation
import Synchronization

/// The engine's background threads (indexing, searching, sorting, a timeline's sampling, an
/// export) yield to the app's main thread: each lowers its own priority (a niceness of 10, for
/// that thread alone, as Linux sets it per thread), so a window keeps drawing every frame while
/// both cores index or search a huge file.
///
/// An app that starts a file's work before its window shows (as list-viewer does while GTK
/// starts) calls ``yieldFully(for:)`` first, and ``stopYieldingFully()`` once the window shows
/// what it needs: the threads started in between take only the time no other thread wants
/// (Linux's `SCHED_IDLE`). At a niceness of 10 they still held a core for slices of a few
/// milliseconds, and on two cores the window's first frame waited for them: its main thread
/// waited on the X server and on GTK's own threads, which waited for a core. A thread keeps its
/// class until it ends (it cannot take a higher one back without privileges), and an idle
/// thread gets next to no time on a busy machine: so only the threads started in between are
/// idle, and the work started later runs at a niceness of 10.
public enum LowPriorityThreads {
    /// How much less than the app's threads these threads get, as `nice` counts it.
    static let niceness: Int32 = 10
    /// Linux's `SCHED_IDLE` (`<linux/sched.h>`), which Glibc's module leaves out: it is
    /// defined only for GNU sources.
    private static let idleSchedulingClass: Int32 = 5
    /// Until when (`DispatchTime`'s uptime nanoseconds) the threads started yield fully.
    private static let yieldsFullyUntil = Atomic<UInt64>(0)

    /// Runs `work` on a new thread of low priority.
    package static func start(_ work: @escaping @Sendable () -> Void) {
        let yieldsFully = isYieldingFully
        let thread = Thread {
            lowerThisThreadsPriority(fully: yieldsFully)
            work()
        }
        thread.name = "RecordFiles worker"
        thread.start()
    }

    /// Makes the threads started from now on, for `duration` at most or until
    /// ``stopYieldingFully()``, take only the time no other thread wants: for the work a
    /// window's first frame does not need, started while the window is built.
    public static func yieldFully(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        yieldsFullyUntil.store(DispatchTime.now().uptimeNanoseconds + nanoseconds, ordering: .relaxed)
    }

    /// Ends ``yieldFully(for:)``: the threads started from now on have a niceness of 10.
    public static func stopYieldingFully() {
        yieldsFullyUntil.store(0, ordering: .relaxed)
    }

    /// Whether threads started now yield fully (``yieldFully(for:)``).
    public static var isYieldingFully: Bool {
        DispatchTime.now().uptimeNanoseconds < yieldsFullyUntil.load(ordering: .relaxed)
    }

    /// Lowers the priority of the calling thread only (on Linux, `setpriority` and
    /// `sched_setscheduler` with 0 name the calling thread): to the idle class when it yields
    /// `fully`, else to a niceness of 10.
    private static func lowerThisThreadsPriority(fully: Bool) {
        if fully {
            var parameters = sched_param(sched_priority: 0)
            if sched_setscheduler(0, idleSchedulingClass, &parameters) == 0 { return }
        }
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }
}

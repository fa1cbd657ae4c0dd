import Foundation
import Synchronization

/// The engine's background threads (indexing, searching, sorting, a timeline's sampling, an
/// export) yield to the app's main thread: each lowers its own priority (a niceness of 10, or 5
/// for a timeline that keeps up with the index, for that thread alone, as Linux sets it per
/// thread), so a window keeps drawing every frame while both cores index or search a huge file.
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
///
/// Work whose reading of the file slows the first frame down even from the idle class (an
/// index copying the file through the caches at memory speed), and work that follows it (a
/// search, a timeline), is held back: its thread waits until the start-up ends, then runs at
/// its niceness. What needs that work's results before the first rows lets it run at once, in
/// the idle class (``runHeldWork()``).
public enum LowPriorityThreads {
    /// How much less than the app's threads these threads get, as `nice` counts it.
    static let niceness: Int32 = 10
    /// The niceness of work that keeps up with other low-priority work
    /// (``startAfterStartUp(keepingUp:_:)``).
    static let keepingUpNiceness: Int32 = 5
    /// Linux's `SCHED_IDLE` (`<linux/sched.h>`), which Glibc's module leaves out: it is
    /// defined only for GNU sources.
    private static let idleSchedulingClass: Int32 = 5
    /// Until when (`DispatchTime`'s uptime nanoseconds) the threads started yield fully.
    private static let yieldsFullyUntil = Atomic<UInt64>(0)
    /// Until when the work started with ``startAfterStartUp(_:)`` waits.
    private static let holdsWorkUntil = Atomic<UInt64>(0)

    /// Signalled when the work held back may run, for the threads that wait for it.
    private static let heldWorkRuns = NSCondition()

    /// Runs `work` on a new thread of low priority.
    package static func start(_ work: @escaping @Sendable () -> Void) {
        let yieldsFully = isYieldingFully
        startThread {
            lowerThisThreadsPriority(fully: yieldsFully)
            work()
        }
    }

    /// Runs `work` on a new thread of low priority once the start-up ends (at once when none is
    /// under way), or once ``runHeldWork()`` lets it: for work the window's first frame does
    /// not need, and work that follows the index held back meanwhile (a search that rides its
    /// pass, a timeline that samples what it finds): started in the idle class, such work kept
    /// it to its end and got next to no time while the index and the window took both cores,
    /// so that it ended well after the index.
    ///
    /// Work `keepingUp` with other low-priority work (a timeline with the index) runs at a
    /// niceness of 5, between the app's threads and the work it follows: at the same niceness
    /// it fell behind, and a settled window waited for it after the index had ended.
    package static func startAfterStartUp(keepingUp: Bool = false, _ work: @escaping @Sendable () -> Void) {
        startThread {
            waitWhileWorkIsHeld()
            lowerThisThreadsPriority(fully: isYieldingFully, niceness: keepingUp ? keepingUpNiceness : niceness)
            work()
        }
    }

    private static func startThread(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = "RecordFiles worker"
        thread.start()
    }

    /// Blocks the calling thread while the work started with ``startAfterStartUp(_:)`` is held
    /// back: until ``stopYieldingFully()``, ``runHeldWork()``, or the time given to
    /// ``yieldFully(for:)`` is up.
    private static func waitWhileWorkIsHeld() {
        heldWorkRuns.lock()
        defer { heldWorkRuns.unlock() }
        while true {
            let now = DispatchTime.now().uptimeNanoseconds, until = holdsWorkUntil.load(ordering: .relaxed)
            guard now < until else { return }
            _ = heldWorkRuns.wait(until: Date(timeIntervalSinceNow: Double(until - now) / 1_000_000_000))
        }
    }

    /// Makes the threads started from now on, for `duration` at most or until
    /// ``stopYieldingFully()``, take only the time no other thread wants, and holds back the
    /// work that waits for the start-up (an index's scan) as long: for the work a window's
    /// first frame does not need, started while the window is built.
    public static func yieldFully(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
        let until = DispatchTime.now().uptimeNanoseconds + nanoseconds
        yieldsFullyUntil.store(until, ordering: .relaxed)
        holdsWorkUntil.store(until, ordering: .relaxed)
    }

    /// Ends ``yieldFully(for:)``: the threads started from now on have a niceness of 10, and
    /// the work held back runs.
    public static func stopYieldingFully() {
        yieldsFullyUntil.store(0, ordering: .relaxed)
        runHeldWork()
    }

    /// Lets the work held back for the start-up (an index's scan) run now, in the idle class
    /// while the start-up lasts: for a start-up whose first rows need it (a filter's or a
    /// sort's walk of the file goes through the index).
    public static func runHeldWork() {
        heldWorkRuns.lock()
        holdsWorkUntil.store(0, ordering: .relaxed)
        heldWorkRuns.broadcast()
        heldWorkRuns.unlock()
    }

    /// Whether threads started now yield fully (``yieldFully(for:)``).
    public static var isYieldingFully: Bool {
        DispatchTime.now().uptimeNanoseconds < yieldsFullyUntil.load(ordering: .relaxed)
    }

    /// Lowers the priority of the calling thread only (on Linux, `setpriority` and
    /// `sched_setscheduler` with 0 name the calling thread): to the idle class when it yields
    /// `fully`, else to `niceness`.
    private static func lowerThisThreadsPriority(fully: Bool, niceness: Int32 = niceness) {
        if fully {
            var parameters = sched_param(sched_priority: 0)
            if sched_setscheduler(0, idleSchedulingClass, &parameters) == 0 { return }
        }
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }
}

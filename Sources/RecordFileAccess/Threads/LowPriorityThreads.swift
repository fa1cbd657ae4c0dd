import Foundation

/// Threads for indexing and searching that yield to the app's main thread: each lowers its own
/// priority (a niceness of 10, for that thread alone, as Linux sets it per thread), so a window
/// keeps drawing every frame while both cores index or search a huge file.
package enum LowPriorityThreads {
    /// How much less than the app's threads these threads get, as `nice` counts it.
    static let niceness: Int32 = 10

    /// Runs `work` on a new thread of low priority.
    package static func start(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread {
            lowerThisThreadsPriority()
            work()
        }
        thread.name = "RecordFiles worker"
        thread.start()
    }

    /// Lowers the priority of the calling thread only (on Linux, `setpriority` with
    /// `PRIO_PROCESS` and 0 names the calling thread).
    private static func lowerThisThreadsPriority() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }
}

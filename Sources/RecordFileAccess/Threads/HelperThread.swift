import Dispatch

/// A second thread of low priority that works beside the thread that made it, one job at a
/// time, until ``finish()``: two chunks are scanned at once without starting a thread for each
/// pair.
package final class HelperThread: @unchecked Sendable {
    // The handoffs order every access to `job`: it is set before `jobReady` is posted and read
    // after it is waited for.
    private let jobReady = Handoff()
    private let jobDone = Handoff()
    private var job: (@Sendable () -> Void)?

    package init() {
        LowPriorityThreads.start { [self] in
            while true {
                jobReady.wait()
                guard let job else { return }
                job()
                jobDone.post()
            }
        }
    }

    /// Runs `first` on this thread and `second` on the helper, and returns once both have ended.
    package func runInParallel(_ first: () -> Void, _ second: @escaping @Sendable () -> Void) {
        job = second
        jobReady.post()
        first()
        jobDone.wait()
    }

    /// Lets the helper's thread end. Call it once, when no job runs.
    package func finish() {
        job = nil
        jobReady.post()
    }
}

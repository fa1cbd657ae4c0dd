import Dispatch

/// A second thread of low priority that works beside the thread that made it, until
/// ``finish()``: two chunks are scanned at once without starting a thread for each pair.
///
/// Jobs are handed over ahead, up to ``queueLength`` at a time, and run in the order handed;
/// the thread that made the helper (and only it) hands them over and waits for them, oldest
/// first. A scan hands the next pair's second chunk over before it takes up the last pair's,
/// so that neither core waits for the other's share of a pair's work.
package final class HelperThread: @unchecked Sendable {
    /// How many jobs may be handed over and not yet waited for.
    package static let queueLength = 2

    /// A place for a job handed over. The handoffs order every access to `job`: it is set
    /// before `ready` is posted and read after it is waited for, and set again only after
    /// `done` was waited for.
    private final class Slot: @unchecked Sendable {
        var job: (@Sendable () -> Void)?
        let ready = Handoff()
        let done = Handoff()
    }

    private let slots = (0..<queueLength).map { _ in Slot() }
    /// The jobs handed over and waited for so far (the making thread's alone).
    private var handed = 0
    private var waited = 0

    package init() {
        LowPriorityThreads.start { [slots] in
            var next = 0
            while true {
                let slot = slots[next % Self.queueLength]
                slot.ready.wait()
                guard let job = slot.job else { return }
                job()
                slot.done.post()
                next += 1
            }
        }
    }

    /// Whether a job was handed over and not yet waited for.
    package var isBusy: Bool { waited < handed }

    /// Hands `job` over; it runs after those handed before. At most ``queueLength`` may be
    /// handed over and not waited for.
    package func start(_ job: @escaping @Sendable () -> Void) {
        precondition(handed - waited < Self.queueLength, "a helper was handed more jobs than it queues")
        let slot = slots[handed % Self.queueLength]
        slot.job = job
        handed += 1
        slot.ready.post()
    }

    /// Returns once the oldest job handed over and not yet waited for has ended (at once when
    /// there is none).
    package func waitForOldest() {
        guard waited < handed else { return }
        slots[waited % Self.queueLength].done.wait()
        waited += 1
    }

    /// Runs `first` on this thread and `second` on the helper, and returns once both (and any
    /// job handed over before) have ended.
    package func runInParallel(_ first: () -> Void, _ second: @escaping @Sendable () -> Void) {
        start(second)
        first()
        while isBusy { waitForOldest() }
    }

    /// Lets the helper's thread end once the jobs handed over have. Call it once.
    package func finish() {
        while isBusy { waitForOldest() }
        let slot = slots[handed % Self.queueLength]
        slot.job = nil
        slot.ready.post()
    }
}

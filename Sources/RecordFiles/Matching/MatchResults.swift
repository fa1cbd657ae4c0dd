import Foundation
import Synchronization

/// The records of a file that a search or a filter matched, as record numbers in file order,
/// each once, kept as a background run finds them; with the run's progress and its stop.
///
/// Every lookup is safe from any thread while the run goes on.
public final class MatchResults: Sendable {
    private let found = Mutex<[Int]>([])
    private let progressChannel = ProgressChannel(MatchProgress())
    private let isCancelled = Atomic<Bool>(false)
    private let isRunning = Atomic<Bool>(false)
    /// Woken at each publication, for a run that follows another run's matches.
    private let published = NSCondition()

    init() {}

    /// How far the run has got.
    public var progress: MatchProgress { progressChannel.value }

    /// How far the run has got now, then after each step, skipping to the newest for a
    /// listener that falls behind. The stream does not end by itself: leave the loop when the
    /// progress says enough, or cancel the task.
    public var progressUpdates: AsyncStream<MatchProgress> { progressChannel.updates() }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<MatchProgress> { progressChannel.updatesInPlace() }

    /// The numbers of the matching records found so far, in file order.
    public var matches: [Int] { found.withLock { $0 } }

    /// The number of the `position`th matching record (0-based), if found yet.
    public func match(at position: Int) -> Int? {
        found.withLock { $0.indices.contains(position) ? $0[position] : nil }
    }

    /// The position among the matches of record `number`, or of the first match after it;
    /// past the last match, the last position (0 without matches).
    public func position(ofMatchAtOrAfter number: Int) -> Int {
        found.withLock { matches in
            var low = 0, high = matches.count
            while low < high {
                let middle = (low + high) / 2
                if matches[middle] < number { low = middle + 1 } else { high = middle }
            }
            return min(low, max(0, matches.count - 1))
        }
    }

    /// The matches at `positions` that were found so far.
    public func matches(at positions: Range<Int>) -> ArraySlice<Int> {
        found.withLock { $0[positions.clamped(to: $0.indices)] }
    }

    /// Waits until the run has found `count` matches, or has ended; returns early when the
    /// task is cancelled.
    public func waitUntilFound(_ count: Int) async {
        for await progress in progressUpdates where progress.matchCount >= count || progress.hasEnded {
            return
        }
    }

    /// Stops the run at its next step; a stopped run is not started again.
    public func cancel() {
        isCancelled.store(true, ordering: .relaxed)
        published.broadcast()
    }

    // MARK: For the runs

    /// Whether the run has been told to stop.
    var isStopped: Bool { isCancelled.load(ordering: .relaxed) }

    /// Runs `search` on a background thread of low priority, once an app's start-up has ended
    /// (a search given at launch rides the index's pass, which waits for it too), unless a run
    /// is under way; the run counts as under way from this call on.
    func startRun(_ search: @escaping @Sendable () -> MatchProgress) {
        guard beginRun() else { return }
        LowPriorityThreads.startAfterStartUp { [self] in
            endRun(search())
        }
    }

    /// Runs `search` on this thread, unless a run is under way.
    /// - Returns: The progress after it.
    func runHere(_ search: () -> MatchProgress) -> MatchProgress {
        guard beginRun() else { return progress }
        endRun(search())
        return progress
    }

    /// Starts a run unless one is under way, telling listeners that it runs.
    private func beginRun() -> Bool {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        var progress = progress
        progress.hasEnded = false
        progressChannel.publish(progress)
        return true
    }

    /// Keeps `numbers` (each after the last match kept), then tells `progress`: whoever sees a
    /// count finds its matches.
    func add(_ numbers: some Collection<Int>, progress: MatchProgress) {
        found.withLock { $0 += numbers }
        publish(progress)
    }

    /// Ends the run with `progress`.
    private func endRun(_ progress: MatchProgress) {
        var progress = progress
        progress.hasEnded = true
        isRunning.store(false, ordering: .releasing)
        publish(progress)
    }

    private func publish(_ progress: MatchProgress) {
        published.lock()
        progressChannel.publish(progress)
        published.broadcast()
        published.unlock()
    }

    /// Blocks the calling (background) thread until the run has found more than `count`
    /// matches, or ended, or `stop` (the caller's own) says to give up (asked every tenth of a
    /// second, and when this run is cancelled).
    /// - Returns: The progress then.
    func waitForMatches(beyond count: Int, unless stop: () -> Bool) -> MatchProgress {
        published.lock()
        defer { published.unlock() }
        while true {
            let progress = progress
            if progress.matchCount > count || progress.hasEnded || stop() { return progress }
            _ = published.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
    }
}

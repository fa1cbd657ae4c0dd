/// Follows a background run's progress on the main thread: at most once per `interval`, the
/// newest each time, at instants a whole number of intervals apart that every follower shares
/// (the index's, a search's and the timeline's progress land together, and the window paints
/// one frame for them), except that a value that ends the run (`endsRun`) is handed on at once —
/// a window waiting for the run to settle (a picture, a test) then sees the end without waiting
/// out the interval. `deliver` returns whether to go on following; the following also stops
/// when the task it runs in is cancelled.
@MainActor
func followPaced<Value: Sendable>(_ updates: AsyncStream<Value>, every interval: Duration,
                                  endsRun: @escaping @MainActor (Value) -> Bool, deliver: @escaping @MainActor (Value) -> Bool) async {
    let pacing = ProgressPacing(interval: interval, deliver: deliver)
    defer { pacing.stop() }
    for await value in updates {
        pacing.take(value, atOnce: endsRun(value))
        if pacing.isStopped { return }
    }
}

/// The instant the grid of every ``ProgressPacing``'s deliveries counts from.
private let pacingEpoch = ContinuousClock.now

/// The newest value not handed on yet, and when it may be.
@MainActor
private final class ProgressPacing<Value: Sendable> {
    private let interval: Duration
    private let deliver: @MainActor (Value) -> Bool
    private var newest: Value?
    private var lastDelivery: ContinuousClock.Instant
    private var scheduled: Task<Void, Never>?
    private(set) var isStopped = false

    init(interval: Duration, deliver: @escaping @MainActor (Value) -> Bool) {
        self.interval = interval
        self.deliver = deliver
        lastDelivery = .now - interval
    }

    /// Hands `value` on now when `atOnce`, else at the first instant of the shared grid (see
    /// ``gridInstant(atOrAfter:every:)``) that is at least the interval after the last delivery
    /// and not past (unless a newer value comes first).
    func take(_ value: Value, atOnce: Bool) {
        guard !isStopped else { return }
        newest = value
        if atOnce {
            deliverNewest()
        } else if scheduled == nil {
            let due = Self.gridInstant(atOrAfter: max(lastDelivery + interval, .now), every: interval)
            scheduled = Task { [weak self] in
                try? await Task.sleep(until: due, tolerance: .zero)
                guard !Task.isCancelled else { return }
                self?.deliverNewest(at: due)
            }
        }
    }

    /// The first instant at or after `instant` that is a whole number of `interval`s after one
    /// instant shared by every follower in the process: runs followed at once (the index, a
    /// search, the timeline) hand on their progress at the same instants, and the window paints
    /// one frame for all of them instead of one for each.
    private static func gridInstant(atOrAfter instant: ContinuousClock.Instant, every interval: Duration) -> ContinuousClock.Instant {
        let since = instant - pacingEpoch
        return pacingEpoch + interval * Int((since / interval).rounded(.up))
    }

    func stop() {
        isStopped = true
        scheduled?.cancel()
        scheduled = nil
    }

    /// Hands on the newest value, as delivered at `instant` (a grid instant, for one that was
    /// scheduled: the next is then due a whole interval later even when this one ran late).
    private func deliverNewest(at instant: ContinuousClock.Instant = .now) {
        scheduled?.cancel()
        scheduled = nil
        guard let value = newest, !isStopped else { return }
        newest = nil
        lastDelivery = instant
        if !deliver(value) { stop() }
    }
}

import RecordFiles

/// Follows a background run's progress on the main thread: at most once per `interval`, the
/// newest each time, except that a value that ends the run (`endsRun`) is handed on at once —
/// a window waiting for the run to settle (a picture, a test) then sees the end without waiting
/// out the interval. `deliver` returns whether to go on following; the following also stops
/// when the task it runs in is cancelled.
@MainActor
func followPaced<Value: Sendable>(_ updates: ProgressUpdates<Value>, every interval: Duration,
                                  endsRun: @escaping @MainActor (Value) -> Bool, deliver: @escaping @MainActor (Value) -> Bool) async {
    let pacing = ProgressPacing(interval: interval, deliver: deliver)
    defer { pacing.stop() }
    for await value in updates {
        pacing.take(value, atOnce: endsRun(value))
        if pacing.isStopped { return }
    }
}

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

    /// Hands `value` on now when it is due or `atOnce`, else once the interval since the last
    /// has passed (unless a newer one comes first).
    func take(_ value: Value, atOnce: Bool) {
        guard !isStopped else { return }
        newest = value
        let due = lastDelivery + interval
        if atOnce || ContinuousClock.now >= due {
            deliverNewest()
        } else if scheduled == nil {
            scheduled = Task { [weak self] in
                try? await Task.sleep(until: due)
                guard !Task.isCancelled else { return }
                self?.deliverNewest()
            }
        }
    }

    func stop() {
        isStopped = true
        scheduled?.cancel()
        scheduled = nil
    }

    private func deliverNewest() {
        scheduled?.cancel()
        scheduled = nil
        guard let value = newest, !isStopped else { return }
        newest = nil
        lastDelivery = .now
        if !deliver(value) { stop() }
    }
}

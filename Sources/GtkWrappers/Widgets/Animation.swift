internal import CGtk

/// Eases a value from one number to another over a duration, frame by frame.
///
/// Runs on the widget's frame clock (a tick callback), so it advances exactly once per frame
/// and stops by itself; when the user's settings turn animations off it jumps to the end.
@MainActor
package final class Animation {
    private let widget: Widget
    private var tickID: UInt32?

    /// The current value.
    package private(set) var value: Double

    package init(widget: Widget, value: Double) {
        self.widget = widget
        self.value = value
    }

    /// Moves to `target` over `duration` seconds, calling `update` with each new value.
    package func animate(to target: Double, duration: Double, update: @escaping @MainActor (Double) -> Void) {
        stop()
        guard Settings.animationsEnabled, widget.isDrawable, duration > 0, target != value else {
            value = target
            update(target)
            return
        }
        let start = value
        var startTime: Double?
        tickID = widget.addTickCallback { [weak self] in
            guard let self else { return false }
            let now = Double(g_get_monotonic_time()) / 1_000_000
            let begin = startTime ?? now
            startTime = begin
            let fraction = min(1, (now - begin) / duration)
            let eased = 1 - (1 - fraction) * (1 - fraction)  // ease-out: fast start, gentle landing
            self.value = start + (target - start) * eased
            update(self.value)
            if fraction >= 1 { self.tickID = nil }
            return fraction < 1
        }
    }

    /// Sets the value at once, stopping a running animation.
    package func jump(to target: Double) {
        stop()
        value = target
    }

    private func stop() {
        if let tickID { widget.removeTickCallback(tickID) }
        tickID = nil
    }
}

/// Turns desktop input at the top of a list into one "pull" distance and one "release".
///
/// Four inputs feed it: mouse wheels (notches of ±1 with no begin or end, so a pause ends the
/// pull), touchpads (pixel deltas between begin and end), touchscreens (a drag anywhere while
/// the list is at its top) and mice (a drag that starts on the list's top edge). While a pull
/// is under way the list does not scroll, and a row under the pointer is not activated.
@MainActor
final class PullTracker {
    /// Pixels of pull per wheel notch: three notches arm a 64-pixel indicator.
    static let pixelsPerNotch = 22.0
    /// How long a wheel must rest before the pull counts as released.
    static let wheelSettleDelay = Duration.milliseconds(350)
    /// Touchpad movement counts half: the pull feels heavier than a scroll. (A finger or mouse
    /// drag moves the indicator one to one once past ``dragThreshold``.)
    static let resistance = 0.5
    /// A mouse drag pulls only when it starts this close to the list's top edge.
    static let mouseEdgeBand = 32.0
    /// Movement before a drag becomes a pull, so clicks and small jitters stay clicks.
    static let dragThreshold = 8.0

    /// Whether the list is scrolled to its very top.
    var isAtTop: @MainActor () -> Bool = { true }
    /// Whether pulls are accepted now (not while refreshing).
    var acceptsPulls: @MainActor () -> Bool = { true }
    /// The pull distance changed (0 ends the visual pull without releasing).
    var onPull: @MainActor (Double) -> Void = { _ in }
    /// The user let go.
    var onRelease: @MainActor () -> Void = {}
    /// The user scrolled the list normally.
    var onUserScroll: @MainActor () -> Void = {}
    /// The clock the wheel's settle delay is measured on; tests move a manual one.
    var clock: any Clock<Duration> = ContinuousClock()

    private(set) var distance = 0.0
    private var settleTask: Task<Void, Never>?
    private var dragIsEligible = false
    private var dragIsPulling = false
    private let scroll: ScrollController
    private let drag: DragGesture

    init(listArea: Widget) {
        scroll = ScrollController(attachedTo: listArea)
        drag = DragGesture(attachedTo: listArea)
        scroll.onScroll { [weak self] _, dy, unit in self?.scrolled(dy: dy, unit: unit) ?? false }
        scroll.onScrollEnd { [weak self] in self?.releaseIfPulling() }
        drag.onBegin { [weak self] _, y in self?.dragBegan(atY: y) }
        drag.onUpdate { [weak self] _, offsetY in self?.dragMoved(by: offsetY) }
        drag.onEnd { [weak self] _, _ in self?.dragEnded() }
    }

    /// Feeds a scroll as GTK would deliver it, for tests. Returns whether it was consumed.
    func deliverScroll(dy: Double) -> Bool { scroll.emitScroll(dy: dy) }

    // MARK: Wheel and touchpad

    private func scrolled(dy: Double, unit: ScrollUnit) -> Bool {
        let step = unit == .wheel ? dy * Self.pixelsPerNotch : dy * Self.resistance
        let isPulling = distance > 0
        guard acceptsPulls(), isPulling || (dy < 0 && isAtTop()) else {
            onUserScroll()
            return false
        }
        setDistance(max(0, distance - step))
        if unit == .wheel {
            settleTask?.cancel()
            settleTask = Task { [weak self, clock] in
                try? await clock.sleep(for: Self.wheelSettleDelay)
                guard !Task.isCancelled else { return }
                self?.releaseIfPulling()
            }
        }
        return true
    }

    // MARK: Touch and mouse drags

    private func dragBegan(atY y: Double) {
        dragIsPulling = false
        dragIsEligible = acceptsPulls() && isAtTop() && (drag.isTouch || y <= Self.mouseEdgeBand)
    }

    private func dragMoved(by offsetY: Double) {
        guard dragIsEligible else { return }
        if !dragIsPulling {
            guard offsetY > Self.dragThreshold else { return }
            dragIsPulling = true
            drag.claim()
        }
        setDistance(max(0, (offsetY - Self.dragThreshold) * Self.resistance * 2))
    }

    private func dragEnded() {
        defer { dragIsEligible = false; dragIsPulling = false }
        if dragIsPulling { releaseIfPulling() }
    }

    // MARK: Shared

    /// Sets the pull as if the user had pulled `distance` pixels.
    func pull(to distance: Double) { setDistance(distance) }

    private func setDistance(_ newDistance: Double) {
        distance = newDistance
        onPull(newDistance)
    }

    private func releaseIfPulling() {
        settleTask?.cancel()
        guard distance > 0 else { return }
        distance = 0
        onRelease()
    }
}

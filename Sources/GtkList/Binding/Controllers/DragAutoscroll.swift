/// Scrolls a list while a drag rests near its top or bottom edge, faster the closer the
/// pointer is to the edge, as GTK's own text views and file choosers do.
///
/// The scroll runs from a tick callback, once a frame, so it goes on while the pointer stands
/// still; small steps a frame are what GTK 4.8's list redraws correctly (a far jump of its
/// adjustment from code left it blank until the next input event).
@MainActor
final class DragAutoscroll {
    /// How close to an edge, in pixels, the pointer starts the scroll; at most a quarter of the
    /// list's height, so that a short list keeps a middle where a drag can rest.
    static let edgeHeight = 48.0
    /// The speed at the very edge, in pixels a second: a screenful of rows in about half a second.
    static let maximumSpeed = 1200.0

    private let scrolledWindow: ScrolledWindow
    /// Told after each step, with the pointer's place, to update what depends on the rows under it.
    private let didScroll: @MainActor () -> Void
    /// Pixels a second; negative scrolls up.
    private(set) var speed = 0.0
    private var tickID: UInt32?
    private var lastFrameTime: Double?

    init(scrolledWindow: ScrolledWindow, didScroll: @escaping @MainActor () -> Void) {
        self.scrolledWindow = scrolledWindow
        self.didScroll = didScroll
    }

    /// Follows the pointer at `y` of a view `height` pixels tall: scrolls while it is near an
    /// edge, stops elsewhere.
    func follow(pointerY y: Double, height: Double) {
        let edge = min(Self.edgeHeight, height / 4)
        if y < edge {
            speed = -Self.maximumSpeed * (edge - max(0, y)) / edge
        } else if y > height - edge {
            speed = Self.maximumSpeed * (min(height, y) - (height - edge)) / edge
        } else {
            speed = 0
        }
        if speed != 0 && tickID == nil { start() }
    }

    /// Stops scrolling, as when the drag ends or leaves the list.
    func stop() {
        speed = 0
        tickID.map(scrolledWindow.removeTickCallback)
        tickID = nil
        lastFrameTime = nil
    }

    /// Whether the list is being scrolled, for tests.
    var isScrolling: Bool { tickID != nil }

    private func start() {
        tickID = scrolledWindow.addTickCallback { [weak self] in
            MainActor.assumeIsolated { self?.step() ?? false }
        }
    }

    /// One frame's scroll; `false` ends the tick callback.
    private func step() -> Bool {
        guard speed != 0 else {
            tickID = nil
            lastFrameTime = nil
            return false
        }
        let now = scrolledWindow.frameTime
        // The first frame only notes the time: a step needs the time since the last one.
        defer { lastFrameTime = now }
        guard let last = lastFrameTime, now > last else { return true }
        let elapsed = min(now - last, 0.1)  // a stalled frame must not jump far
        let offset = scrolledWindow.verticalOffset
        let target = min(max(0, offset + speed * elapsed), scrolledWindow.maximumVerticalOffset)
        guard target != offset else { return true }
        scrolledWindow.verticalOffset = target
        didScroll()
        return true
    }
}

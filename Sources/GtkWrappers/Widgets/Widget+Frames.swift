internal import CGtk
import ListCore

private typealias TickHandler = () -> Bool

private let tickTrampoline: GtkTickCallback = { _, _, userData in
    let box = CallbackBox<TickHandler>.from(userData)
    return withExtendedLifetime(box) { box.handler() } ? 1 : 0  // G_SOURCE_CONTINUE : REMOVE
}

extension Widget {
    /// Calls `handler` at the start of every frame while it returns `true`.
    ///
    /// GTK runs tick callbacks once per frame of the widget's frame clock, before layout and
    /// painting: the place for animations and for scrolling driven by code.
    /// - Returns: The callback's id, for ``removeTickCallback(_:)``.
    @discardableResult
    public func addTickCallback(_ handler: @escaping () -> Bool) -> UInt32 {
        let box = CallbackBox<TickHandler>(handler).retainedPointer()
        return gtk_widget_add_tick_callback(widgetPointer, tickTrampoline, box, releaseCallbackBox)
    }

    /// The time of the widget's current frame in seconds, on a monotonic clock; 0 when the
    /// widget is not realized.
    public var frameTime: Double {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return 0 }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Removes a tick callback added with ``addTickCallback(_:)``.
    public func removeTickCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widgetPointer, id)
    }

    /// Waits for the start of the widget's next frame. Returns at once if the widget is not
    /// realized (it has no frame clock then), and as soon as no frame can come: the widget is
    /// unrealized (its window closed) or destroyed first.
    public func nextFrame() async {
        guard gtk_widget_get_frame_clock(widgetPointer) != nil else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = FrameWaiter(continuation)
            let unrealizeID = connectSignal(rawPointer, "unrealize") { waiter.resume() }
            waiter.whenResumed = [signalConnection(rawPointer, handlerID: unrealizeID)]
            addTickCallback {
                waiter.resume()
                return false
            }
        }
    }

    /// Waits until the widget's window has painted a frame that holds the widget's latest
    /// state: queues a redraw and returns right after that frame's paint, one frame sooner
    /// than ``drawn()``. A widget whose window is not shown, not laid out or not drawn yet is
    /// waited for until it is (a window's first frames may lay it out but draw nothing while
    /// the window system sets it up). Returns as soon as no frame can come (the widget is
    /// unrealized or destroyed first).
    public func painted() async {
        _ = await painted {}
    }

    /// Waits as ``painted()`` does and calls `body` right after that paint, in the frame
    /// clock's `after-paint` signal: before anything else runs that could queue a redraw (a
    /// label updating, a spinner turning), which drops the render nodes of the paint that
    /// ``WidgetRenderer`` draws from. Take pictures here.
    /// - Returns: What `body` returned; `nil` when no frame could come.
    public func painted<Value>(then body: @escaping @MainActor () -> Value) async -> Value? {
        await waitUntilMapped()
        while let clock = gtk_widget_get_frame_clock(widgetPointer),
              let native = gtk_widget_get_native(widgetPointer), let surface = gtk_native_get_surface(native) {
            queueDraw()
            let drawing = SurfaceRenderWatch(surface: surface)
            var value: Value?
            var isTaken = false
            await waitForSignal(either: (UnsafeMutableRawPointer(clock), "after-paint"), or: (rawPointer, "unrealize")) {
                guard drawing.hasRendered, self.allocatedWidth > 0, self.allocatedHeight > 0 else { return }
                value = body()
                isTaken = true
            }
            drawing.stop()
            if isTaken { return value }
        }
        return nil
    }

    /// Calls `body` once, in the widget's next frame after all of that frame's tick callbacks
    /// and just before its layout, so that what `body` changes is laid out before anything
    /// else (an event, a tick, a task) acts on it. Calls it at once when the widget is not
    /// realized (no frame is coming), and when the widget is unrealized before that frame.
    public func beforeNextLayout(_ body: @escaping @MainActor () -> Void) {
        // Widgets run their tick callbacks from handlers of the clock's "update"; this runs after.
        runOnce(afterClockSignal: "update", asking: GDK_FRAME_CLOCK_PHASE_UPDATE, body)
    }

    /// Calls `body` once, right after GTK lays out the widget's window in the frame under way
    /// (or the next one), before that frame paints: what `body` changes in the widgets' sizes
    /// is laid out again in the same frame (GDK lays a frame out again, a few times at most,
    /// while layout is asked for), where a change made while GTK allocates is lost. Calls it at
    /// once when the widget is not realized, and when it is unrealized first.
    public func afterLayout(_ body: @escaping @MainActor () -> Void) {
        // GTK lays its windows out from handlers of the clock's "layout": this runs after them.
        runOnce(afterClockSignal: "layout", asking: GDK_FRAME_CLOCK_PHASE_LAYOUT, body)
    }

    /// Calls `body` once, after the handlers of the frame clock's `signal` in the frame that
    /// `phase` is asked of (or the next one); at once when the widget has no frame clock, and
    /// when it is unrealized first.
    private func runOnce(afterClockSignal signal: String, asking phase: GdkFrameClockPhase,
                         _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return body() }
        let clockPointer = UnsafeMutableRawPointer(clock)
        let oneShot = OneShot(body)
        let phaseID = connectSignal(clockPointer, signal, after: true) { _ in
            oneShot.run()
            return nil
        }
        let unrealizeID = connectSignal(rawPointer, "unrealize") { oneShot.run() }
        oneShot.whenRun = [signalConnection(clockPointer, handlerID: phaseID),
                           signalConnection(rawPointer, handlerID: unrealizeID)]
        gdk_frame_clock_request_phase(clock, phase)
    }

    /// Waits until the widget is mapped, or destroyed first.
    func waitUntilMapped() async {
        if gtk_widget_get_mapped(widgetPointer) == 0 {
            await waitForSignal(either: (rawPointer, "map"), or: (rawPointer, "destroy"))
        }
    }

    /// Waits until one of two signals is emitted; `onFirst` runs in the first one's handler.
    private func waitForSignal(either first: (UnsafeMutableRawPointer, String),
                               or second: (UnsafeMutableRawPointer, String),
                               onFirst: @escaping @MainActor () -> Void = {}) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = FrameWaiter(continuation)
            let firstID = connectSignal(first.0, first.1) {
                onFirst()
                waiter.resume()
            }
            let secondID = connectSignal(second.0, second.1) { waiter.resume() }
            waiter.whenResumed = [signalConnection(first.0, handlerID: firstID),
                                  signalConnection(second.0, handlerID: secondID)]
        }
    }

    /// Waits until the widget's latest state has been laid out and painted.
    ///
    /// Queues a redraw and waits for two frame starts: the second one begins only after the
    /// first frame, which holds the change, was painted.
    public func drawn() async {
        queueDraw()
        await nextFrame()
        await nextFrame()
    }

    /// Calls `handler` after each frame of the widget's frame clock has been painted.
    /// Does nothing if the widget is not realized yet (it has no frame clock).
    public func onFramePainted(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        connectSignal(UnsafeMutableRawPointer(clock), "after-paint", handler: handler)
    }
}

/// Runs a body once, from whichever of its signal handlers comes first, and disconnects them.
@MainActor
private final class OneShot {
    private var body: (@MainActor () -> Void)?
    /// The handlers that could run the body, disconnected once one has.
    var whenRun: [HandlerConnection] = []

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    func run() {
        guard let body else { return }
        self.body = nil
        whenRun.forEach { $0.disconnect() }
        whenRun = []
        body()
    }
}

/// Resumes a task waiting for a frame exactly once: at the frame, when the widget is
/// unrealized, or when GTK lets go of the tick callback that holds it without calling it.
final class FrameWaiter {
    private var continuation: CheckedContinuation<Void, Never>?
    /// The other ways the wait can end, disconnected once it has.
    var whenResumed: [HandlerConnection] = []

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation?.resume()
        continuation = nil
        whenResumed.forEach { $0.disconnect() }
        whenResumed = []
    }

    deinit { continuation?.resume() }
}

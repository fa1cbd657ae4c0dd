internal import CGtk
import ListCore

extension Widget {
    /// Calls `body` right after the paint of the first frame of the widget's window after
    /// which `isDue` holds, as ``painted(then:)`` does for the next one, without drawing frames
    /// only to wait: the window paints when something in it changes, as it would without the
    /// wait, and a frame that starts with `isDue` holding is made to paint (a redraw of the
    /// widget is queued in its tick, before its layout). `isDue` is asked at the start and
    /// after the paint of every frame meanwhile, so it should cost little.
    ///
    /// Asking ``painted(then:)`` frame after frame until a condition holds redraws the whole
    /// window every frame: 15–16 whole frames while a 1.2 GB log was indexed and searched,
    /// where the window painted 9–10 by itself.
    /// - Returns: What `body` returned; `nil` when no frame can come (the widget is unrealized
    ///   or destroyed first).
    public func firstPaint<Value>(where isDue: @escaping @MainActor () -> Bool,
                                  then body: @escaping @MainActor () -> Value) async -> Value? {
        await waitUntilMapped()
        guard let clock = gtk_widget_get_frame_clock(widgetPointer),
              let native = gtk_widget_get_native(widgetPointer), let surface = gtk_native_get_surface(native)
        else { return nil }
        let clockPointer = UnsafeMutableRawPointer(clock)
        var value: Value?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiter = FrameWaiter(continuation)
            let drawing = SurfaceRenderWatch(surface: surface)
            let paintID = connectSignal(clockPointer, "after-paint") {
                guard drawing.hasRendered, self.allocatedWidth > 0, self.allocatedHeight > 0, isDue() else {
                    drawing.startOver()
                    return
                }
                value = body()
                waiter.resume()
            }
            let unrealizeID = connectSignal(rawPointer, "unrealize") { waiter.resume() }
            let tickID = addTickCallback { [weak self] in
                if isDue() { self?.queueDraw() }
                return true
            }
            waiter.whenResumed = [signalConnection(clockPointer, handlerID: paintID),
                                  signalConnection(rawPointer, handlerID: unrealizeID),
                                  HandlerConnection { [weak self] in
                                      self?.removeTickCallback(tickID)
                                      drawing.stop()
                                  }]
        }
        return value
    }
}

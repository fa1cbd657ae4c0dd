internal import CGtk

private typealias DrawHandler = @MainActor (DrawingContext, Double, Double) -> Void

private let drawTrampoline: GtkDrawingAreaDrawFunc = { _, cairo, width, height, userData in
    let box = CallbackBox<DrawHandler>.from(userData)
    nonisolated(unsafe) let cairo = cairo!  // GTK draws on the main thread
    MainActor.assumeIsolated {
        box.handler(DrawingContext(cairo), Double(width), Double(height))
    }
}

/// A widget whose content a Swift closure draws with cairo.
@MainActor
public final class DrawingArea: Widget {
    /// Creates a drawing area that asks for at least `width` × `height` pixels.
    public init(width: Int32 = 0, height: Int32 = 0) {
        super.init(unsafePointer: gtk_drawing_area_new(), transfer: .full)
        gtk_drawing_area_set_content_width(areaPointer, width)
        gtk_drawing_area_set_content_height(areaPointer, height)
    }

    private var areaPointer: UnsafeMutablePointer<GtkDrawingArea> {
        rawPointer.assumingMemoryBound(to: GtkDrawingArea.self)
    }

    /// Calls `handler(width, height)` when GTK gives the area a new size: GTK 4 has no size
    /// signal for other widgets, so an area laid over them reports theirs.
    public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        // void (GtkDrawingArea *self, int width, int height)
        connectSignal(rawPointer, "resize") { arguments in
            handler(Int(arguments.int(1)), Int(arguments.int(2)))
            return nil
        }
    }

    /// Sets how the area is drawn: `draw(context, width, height)`. Replaces the previous one.
    public func setDrawFunction(_ draw: @escaping @MainActor (DrawingContext, Double, Double) -> Void) {
        let box = CallbackBox<DrawHandler>(draw).retainedPointer()
        gtk_drawing_area_set_draw_func(areaPointer, drawTrampoline, box, releaseCallbackBox)
    }
}

internal import CGtk

/// A picture drawn once, off screen, with the same calls a ``DrawingArea`` draws with, and then
/// painted wherever it is needed: for drawing ahead of time what rows will show.
@MainActor
public final class DrawnImage {
    /// The size in pixels.
    public let width: Int
    public let height: Int
    private let surface: OpaquePointer

    /// Draws a `width` × `height` picture with `draw`, which gets the context and the size.
    public init(width: Int, height: Int, draw: (DrawingContext, _ width: Double, _ height: Double) -> Void) {
        self.width = max(1, width)
        self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        let cairo = cairo_create(surface)!
        draw(DrawingContext(cairo), Double(self.width), Double(self.height))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// The surface, for ``DrawingContext/paint(_:)``.
    var cairoSurface: OpaquePointer { surface }
}

extension DrawingContext {
    /// Paints `image` with its top-left corner at the origin.
    public func paint(_ image: DrawnImage) {
        cairo_set_source_surface(cairoContext, image.cairoSurface, 0, 0)
        cairo_paint(cairoContext)
    }
}

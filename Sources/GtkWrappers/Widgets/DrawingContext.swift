internal import CGtk

/// A colour with red, green, blue and alpha from 0 to 1.
public struct Color: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    /// Creates a colour from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Creates an opaque colour from a `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

/// The cairo context a ``DrawingArea`` draws with, valid only inside its draw function.
@MainActor
public struct DrawingContext {
    private let cairo: OpaquePointer

    init(_ cairo: OpaquePointer) { self.cairo = cairo }

    /// The cairo context, for the drawing calls of other files of this module.
    var cairoContext: OpaquePointer { cairo }

    /// Sets a solid source colour.
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Sets a vertical linear gradient from `top` to `bottom` over `height` pixels.
    public func setVerticalGradient(from top: Color, to bottom: Color, height: Double) {
        let pattern = cairo_pattern_create_linear(0, 0, 0, height)
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Adds a rectangle with rounded corners to the path.
    public func addRoundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// Adds a circle to the path.
    public func addCircle(centerX: Double, centerY: Double, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, centerX, centerY, radius, 0, 2 * .pi)
    }

    /// Starts a new sub-path at a point.
    public func move(toX x: Double, y: Double) { cairo_move_to(cairo, x, y) }

    /// Adds a straight line to a point.
    public func line(toX x: Double, y: Double) { cairo_line_to(cairo, x, y) }

    /// Sets the width of stroked lines.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

    /// Draws line ends and joins round, as a pen would.
    public func useRoundLineCaps() {
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    }

    /// Limits later drawing to the inside of the path, and clears the path.
    public func clip() { cairo_clip(cairo) }

    /// Fills the path and clears it.
    public func fill() { cairo_fill(cairo) }

    /// Strokes the path and clears it.
    public func stroke() { cairo_stroke(cairo) }

    /// Fills the whole drawing area.
    public func paint() { cairo_paint(cairo) }

    /// Runs `body` with the transform, source and clip restored afterwards.
    public func saved(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Moves the origin.
    public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }

    /// Rotates the coordinate system by `radians`.
    public func rotate(by radians: Double) { cairo_rotate(cairo, radians) }
}

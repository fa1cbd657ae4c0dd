internal import CGtk

/// Places children at given positions, outside any layout: for something drawn partly out of
/// view, such as a pinned section header pushed up by the next one.
@MainActor
public final class Fixed: Widget {
    /// Creates an empty area.
    public init() {
        super.init(unsafePointer: gtk_fixed_new(), transfer: .full)
    }

    private var fixedPointer: UnsafeMutablePointer<GtkFixed> { rawPointer.assumingMemoryBound(to: GtkFixed.self) }

    /// Adds `child` with its top-left corner at (`x`, `y`) pixels.
    public func put(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_put(fixedPointer, child.widgetPointer, x, y)
    }

    /// Moves `child`, already added, to (`x`, `y`).
    public func move(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_move(fixedPointer, child.widgetPointer, x, y)
    }

    /// Takes `child` out.
    public func remove(_ child: Widget) {
        gtk_fixed_remove(fixedPointer, child.widgetPointer)
    }
}

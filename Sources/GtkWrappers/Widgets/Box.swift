internal import CGtk

/// Lays children out in a row or a column.
@MainActor
public final class Box: Widget {
    /// The direction children follow.
    public enum Orientation: Sendable {
        case horizontal, vertical
        var gtkValue: GtkOrientation {
            self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        }
    }

    /// Creates an empty box.
    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(unsafePointer: gtk_box_new(orientation.gtkValue, spacing), transfer: .full)
    }

    /// Creates a box holding `children` in order.
    public convenience init(_ orientation: Orientation, spacing: Int32 = 0, children: [Widget]) {
        self.init(orientation, spacing: spacing)
        children.forEach(append)
    }

    private var boxPointer: UnsafeMutablePointer<GtkBox> {
        rawPointer.assumingMemoryBound(to: GtkBox.self)
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(boxPointer, child.widgetPointer) }

    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(boxPointer, child.widgetPointer) }

    /// Removes `child`, which must be a child of this box.
    public func remove(_ child: Widget) { gtk_box_remove(boxPointer, child.widgetPointer) }

    /// Whether every visible child gets the same share of the box's length.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(boxPointer) != 0 }
        set { gtk_box_set_homogeneous(boxPointer, newValue ? 1 : 0) }
    }

    /// Space between children in pixels.
    public var spacing: Int32 {
        get { gtk_box_get_spacing(boxPointer) }
        set { gtk_box_set_spacing(boxPointer, newValue) }
    }
}

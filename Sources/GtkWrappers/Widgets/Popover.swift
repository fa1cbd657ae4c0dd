internal import CGtk

/// A bubble with controls that pops up over a widget, such as a small form.
@MainActor
public final class Popover: Widget {
    /// Creates a hidden popover holding `content`, attached to `parent`.
    public init(content: Widget, parent: Widget) {
        super.init(unsafePointer: gtk_popover_new()!, transfer: .full)
        gtk_popover_set_child(popoverPointer, content.widgetPointer)
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
    }

    isolated deinit {
        gtk_widget_unparent(widgetPointer)
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        rawPointer.assumingMemoryBound(to: GtkPopover.self)
    }

    /// Shows the popover pointing at (`x`, `y`) of its parent.
    public func popUp(atX x: Double, y: Double) {
        var spot = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popoverPointer, &spot)
        gtk_popover_popup(popoverPointer)
    }

    /// Hides the popover.
    public func popDown() { gtk_popover_popdown(popoverPointer) }
}

internal import CGtk

/// A bubble that pops up over a widget, pointing at a spot of it; ``PopoverMenu`` shows a menu
/// in one.
@MainActor
public class Popover: Widget {
    /// Creates a hidden popover holding `content`, attached to `parent`.
    public convenience init(content: Widget, parent: Widget) {
        self.init(popover: gtk_popover_new()!, parent: parent)
        gtk_popover_set_child(popoverPointer, content.widgetPointer)
    }

    /// Takes `popover`, a new GtkPopover, and attaches it to `parent`.
    init(popover: UnsafeMutablePointer<GtkWidget>, parent: Widget) {
        super.init(unsafePointer: UnsafeMutableRawPointer(popover), transfer: .full)
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
    }

    isolated deinit {
        gtk_widget_unparent(widgetPointer)
    }

    var popoverPointer: UnsafeMutablePointer<GtkPopover> {
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

internal import CGtk

/// Stacks widgets over a main child, each placed by its own alignment.
@MainActor
public final class Overlay: Widget {
    /// Creates an overlay around `child`.
    public init(child: Widget) {
        super.init(unsafePointer: gtk_overlay_new(), transfer: .full)
        // A plain group: as GTK 4.8's generic widget, screen readers would hear "GtkOverlay",
        // and as presentation they would not see its children at all.
        setAccessibleRole(.group)
        gtk_overlay_set_child(opaquePointer, child.widgetPointer)
    }

    /// Takes away an overlay added with ``addOverlay(_:)``.
    public func removeOverlay(_ overlay: Widget) {
        gtk_overlay_remove_overlay(opaquePointer, overlay.widgetPointer)
    }

    /// Puts `overlay` above the main child (and earlier overlays).
    public func addOverlay(_ overlay: Widget) {
        gtk_overlay_add_overlay(opaquePointer, overlay.widgetPointer)
    }
}

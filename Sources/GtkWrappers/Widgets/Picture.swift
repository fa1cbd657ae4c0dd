internal import CGtk

/// A still picture, such as a frozen image of a widget as it was drawn.
@MainActor
public final class Picture: Widget {
    /// A picture of `widget` as it looks now, which stays as it is when the widget changes or
    /// goes: for a row that fades out after it left its list.
    public init(snapshotOf widget: Widget) {
        let live = gtk_widget_paintable_new(widget.widgetPointer)!
        let frozen = gdk_paintable_get_current_image(live)!
        g_object_unref(UnsafeMutableRawPointer(live))
        super.init(unsafePointer: gtk_picture_new_for_paintable(frozen), transfer: .full)
        g_object_unref(UnsafeMutableRawPointer(frozen))
        gtk_picture_set_can_shrink(pictureOpaque, 0)
    }

    private var pictureOpaque: OpaquePointer { opaquePointer }
}

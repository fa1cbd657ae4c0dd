internal import CGtk

/// The title bar of a window, with widgets at its start and end.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar with the window controls.
    public init() {
        super.init(unsafePointer: gtk_header_bar_new(), transfer: .full)
    }

    /// Adds `widget` at the start (left in left-to-right locales).
    public func packStart(_ widget: Widget) { gtk_header_bar_pack_start(opaquePointer, widget.widgetPointer) }

    /// Adds `widget` at the end.
    public func packEnd(_ widget: Widget) { gtk_header_bar_pack_end(opaquePointer, widget.widgetPointer) }

}

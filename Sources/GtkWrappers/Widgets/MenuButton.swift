internal import CGtk

/// A button that opens a popover with more controls, such as a header bar's primary menu.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button showing a named icon, opening a popover around `content`.
    public init(iconName: String, content: Widget) {
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_menu_button_new()!), transfer: .full)
        gtk_menu_button_set_icon_name(opaquePointer, iconName)
        let popover = gtk_popover_new()!
        gtk_popover_set_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), content.widgetPointer)
        gtk_menu_button_set_popover(opaquePointer, popover)
    }

    /// Closes the popover.
    public func closePopover() { gtk_menu_button_popdown(opaquePointer) }
}

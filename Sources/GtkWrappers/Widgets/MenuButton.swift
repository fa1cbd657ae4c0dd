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

    /// Creates a menu button showing a named icon, opening `menu` as a popover menu.
    /// The popover menu is made the first time it opens: GTK makes a widget for every item of
    /// a menu as it is set, a millisecond or more of a window's start for a primary menu.
    public init(iconName: String, menu: Menu) {
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_menu_button_new()!), transfer: .full)
        gtk_menu_button_set_icon_name(opaquePointer, iconName)
        let model = UnsafeMutableRawPointer(menu.opaquePointer).assumingMemoryBound(to: GMenuModel.self)
        let box = CallbackBox<MenuPopupMaker> { [menu] button in
            guard gtk_menu_button_get_popover(button) == nil else { return }
            withExtendedLifetime(menu) { gtk_menu_button_set_menu_model(button, model) }
        }
        gtk_menu_button_set_create_popup_func(opaquePointer, makeMenuPopup, box.retainedPointer(), releaseCallbackBox)
    }

    /// Whether this is the window's primary menu, which F10 opens.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaquePointer) != 0 }
        set { gtk_menu_button_set_primary(opaquePointer, newValue ? 1 : 0) }
    }

    /// Whether the popover is open.
    public var isPopoverShown: Bool {
        gtk_menu_button_get_popover(opaquePointer).map { gtk_widget_get_visible(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) != 0 } ?? false
    }

    /// Opens the popover, as a click does.
    public func openPopover() { gtk_menu_button_popup(opaquePointer) }

    /// Closes the popover.
    public func closePopover() { gtk_menu_button_popdown(opaquePointer) }
}

private typealias MenuPopupMaker = @MainActor (OpaquePointer) -> Void

// void (*GtkMenuButtonCreatePopupFunc) (GtkMenuButton *menu_button, gpointer user_data), called
// each time the button is about to open its popover.
private let makeMenuPopup: GtkMenuButtonCreatePopupFunc = { button, data in
    guard let button else { return }
    let box = CallbackBox<MenuPopupMaker>.from(data)
    nonisolated(unsafe) let pointer = button
    MainActor.assumeIsolated { box.handler(pointer) }
}

internal import CGtk

/// A menu that pops up over a widget, pointing at a spot of it, such as a row's context menu.
@MainActor
public final class PopoverMenu: Widget {
    /// Creates a popover showing `menu`, attached to `parent`; its items activate actions as
    /// seen from `parent`.
    public init(menu: Menu, parent: Widget) {
        super.init(unsafePointer: gtk_popover_menu_new_from_model(
            UnsafeMutableRawPointer(menu.opaquePointer).assumingMemoryBound(to: GMenuModel.self))!, transfer: .full)
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        gtk_widget_set_halign(widgetPointer, GTK_ALIGN_START)
    }

    isolated deinit {
        gtk_widget_unparent(widgetPointer)
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        rawPointer.assumingMemoryBound(to: GtkPopover.self)
    }

    /// Shows the menu pointing at (`x`, `y`) of its parent.
    public func popUp(atX x: Double, y: Double) {
        var spot = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popoverPointer, &spot)
        gtk_popover_popup(popoverPointer)
    }

    /// Hides the menu.
    public func popDown() { gtk_popover_popdown(popoverPointer) }
}

extension Widget {
    /// Gives the widget a group of actions named `group`: `"group.name"` in a menu or button
    /// inside or attached to the widget activates the handler of `name`. A later call with the
    /// same group name replaces the group.
    public func insertActions(_ group: String, _ actions: [(name: String, handler: @MainActor () -> Void)]) {
        let actionGroup = g_simple_action_group_new()!
        for (name, handler) in actions {
            addSimpleAction(to: OpaquePointer(actionGroup), name, handler: handler)
        }
        gtk_widget_insert_action_group(widgetPointer, group, OpaquePointer(actionGroup))
        g_object_unref(UnsafeMutableRawPointer(actionGroup))
    }
}

internal import CGtk

/// A menu that pops up over a widget, pointing at a spot of it, such as a row's context menu.
@MainActor
public final class PopoverMenu: Popover {
    /// Creates a popover showing `menu`, attached to `parent`; its items activate actions as
    /// seen from `parent`.
    public init(menu: Menu, parent: Widget) {
        super.init(popover: gtk_popover_menu_new_from_model(
            UnsafeMutableRawPointer(menu.opaquePointer).assumingMemoryBound(to: GMenuModel.self))!, parent: parent)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        gtk_widget_set_halign(widgetPointer, GTK_ALIGN_START)
    }
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

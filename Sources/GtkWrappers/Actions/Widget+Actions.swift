internal import CGtk

extension Widget {
    /// Activates `detailedAction` (such as `"win.open"` or `"app.quit"`) as seen from this
    /// widget, as a menu item or an accelerator would; `false` if no such action is enabled.
    @discardableResult
    public func activateAction(_ detailedAction: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, detailedAction, nil) != 0
    }
}

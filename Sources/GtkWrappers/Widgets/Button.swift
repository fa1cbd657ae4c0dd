internal import CGtk
import ListCore


/// A push button with a label or an icon.
@MainActor
public final class Button: Widget {
    /// Creates a button with a text label; `_` in `label` marks the mnemonic.
    public init(label: String) {
        super.init(unsafePointer: gtk_button_new_with_mnemonic(label), transfer: .full)
        nameForScreenReaders(label)
    }

    /// Creates a button showing a named icon, such as `"view-refresh-symbolic"`.
    public init(iconName: String) {
        super.init(unsafePointer: gtk_button_new_from_icon_name(iconName), transfer: .full)
    }

    /// Shows the named icon instead of the button's label or icon.
    public func setIconName(_ name: String) {
        gtk_button_set_icon_name(buttonPointer, name)
    }

    private var buttonPointer: UnsafeMutablePointer<GtkButton> {
        rawPointer.assumingMemoryBound(to: GtkButton.self)
    }

    /// The button's text; `_` marks the mnemonic.
    public var label: String {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } ?? "" }
        set {
            gtk_button_set_label(buttonPointer, newValue)
            nameForScreenReaders(newValue)
        }
    }

    /// GTK 4.8 names a button with its raw label ("_Retry") and then with the label widget
    /// inside it ("Retry"), so screen readers hear "_Retry Retry": keep the second alone.
    private func nameForScreenReaders(_ label: String) {
        guard !label.isEmpty else { return }
        gtk_accessible_reset_property(OpaquePointer(rawPointer), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// The name of an action (`"app.quit"`, `"win.refresh"`) the button activates.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(OpaquePointer(rawPointer)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(OpaquePointer(rawPointer), newValue) }
    }

    /// Clicks the button from code: emits GTK's "clicked", as a user's click does.
    public func click() {
        emitSignal(on: rawPointer, "clicked")
    }

    /// Calls `handler` each time the button is clicked. Several handlers may be added.
    ///
    /// GLib owns the closure and releases it with the button; capture the button itself weakly.
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "clicked", handler: handler))
    }
}

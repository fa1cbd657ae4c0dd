internal import CGtk
import ListCore

/// A button that stays pressed in until pressed again, showing a named icon.
@MainActor
public final class ToggleButton: Widget {
    /// Creates a released toggle button showing the icon `iconName`.
    public init(iconName: String) {
        super.init(unsafePointer: gtk_toggle_button_new(), transfer: .full)
        gtk_button_set_icon_name(rawPointer.assumingMemoryBound(to: GtkButton.self), iconName)
    }

    private var togglePointer: UnsafeMutablePointer<GtkToggleButton> {
        rawPointer.assumingMemoryBound(to: GtkToggleButton.self)
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(togglePointer) != 0 }
        set { gtk_toggle_button_set_active(togglePointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever ``isActive`` changes, by the user or from code.
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "toggled", handler: handler))
    }
}

internal import CGtk
import ListCore


/// A check box with a label.
@MainActor
public final class CheckButton: Widget {
    /// Creates an unchecked box labelled `label` (`_` marks the mnemonic).
    public init(label: String) {
        super.init(unsafePointer: gtk_check_button_new_with_mnemonic(label), transfer: .full)
    }

    private var checkPointer: UnsafeMutablePointer<GtkCheckButton> {
        rawPointer.assumingMemoryBound(to: GtkCheckButton.self)
    }

    /// Whether the box is checked.
    public var isActive: Bool {
        get { gtk_check_button_get_active(checkPointer) != 0 }
        set { gtk_check_button_set_active(checkPointer, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever ``isActive`` changes.
    /// - Returns: A connection whose `HandlerConnection.disconnect()` removes the handler.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> HandlerConnection {
        signalConnection(rawPointer, handlerID: connectSignal(rawPointer, "toggled", handler: handler))
    }
}

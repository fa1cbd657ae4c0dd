import CGtk

private typealias ToggledHandler = @MainActor () -> Void

// void (GtkToggleButton *self, gpointer user_data)
private let toggledTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, userData in
    let box = SignalClosure<ToggledHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
}

/// A button that stays pressed in until clicked again.
@MainActor
public final class ToggleButton: Widget {
    /// Creates a toggle button showing a named icon.
    public init(iconName: String) {
        super.init(gtk_toggle_button_new(), transfer: .full)
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

    /// Calls `handler` whenever ``isActive`` changes.
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "toggled", trampoline: toggledTrampoline, handler: handler as ToggledHandler)
    }
}

internal import CGtk

/// GTK's busy indicator.
@MainActor
public final class Spinner: Widget {
    /// Creates a stopped spinner.
    public init() {
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_spinner_new()!), transfer: .full)
    }

    /// Whether the spinner turns.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaquePointer) != 0 }
        set { gtk_spinner_set_spinning(opaquePointer, newValue ? 1 : 0) }
    }
}

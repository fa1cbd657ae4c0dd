import CGtk

private typealias CloseHandler = @MainActor () -> Void

private let closeRequestTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, userData in
    let box = SignalClosure<CloseHandler>.from(userData)
    MainActor.assumeIsolated { box.handler() }
    return 0  // let the window close
}

/// A top-level window of an ``Application``.
@MainActor
public final class Window: Widget {
    /// Creates a window that belongs to no application (tests, tools).
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_window_new()!), transfer: .none)
    }

    /// Creates a window that belongs to `application`.
    public init(application: Application) {
        super.init(gtk_application_window_new(application.applicationPointer), transfer: .none)
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        rawPointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// The title shown by the window manager and the header bar.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(windowPointer, width, height)
    }

    /// The window's content.
    public func setChild(_ child: Widget) { gtk_window_set_child(windowPointer, child.widgetPointer) }

    /// Replaces the title bar, typically with a ``HeaderBar``.
    public func setTitleBar(_ titleBar: Widget) {
        gtk_window_set_titlebar(windowPointer, titleBar.widgetPointer)
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(windowPointer) }

    /// Asks the window to close, as the close button does.
    public func close() { gtk_window_close(windowPointer) }

    /// Calls `handler` when the window is about to close.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(rawPointer, "close-request", trampoline: closeRequestTrampoline,
                      handler: handler as CloseHandler)
    }

}

internal import CGtk

/// A top-level window of an ``Application``.
@MainActor
public final class Window: Widget {
    /// Creates a window that belongs to no application (tests, tools).
    public init() {
        super.init(unsafePointer: UnsafeMutableRawPointer(gtk_window_new()!), transfer: .none)
    }

    /// Creates a window that belongs to `application`.
    public init(application: Application) {
        super.init(unsafePointer: gtk_application_window_new(application.applicationPointer), transfer: .none)
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
        // gboolean (GtkWindow *self): false lets the window close.
        connectSignal(rawPointer, "close-request") { _ in
            handler()
            return false
        }
    }


    /// The titles of all top-level windows of the process, dialogs included (for tests).
    package static var toplevelTitles: [String] {
        let toplevels = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
            guard let window = g_list_model_get_item(toplevels, index) else { return nil }
            defer { g_object_unref(window) }
            return gtk_window_get_title(window.assumingMemoryBound(to: GtkWindow.self)).map { String(cString: $0) }
        }
    }

    /// Destroys the top-level window titled `title` (a dialog opened by a test, for example).
    package static func destroyToplevel(titled title: String) {
        let toplevels = gtk_window_get_toplevels()!
        for index in (0..<g_list_model_get_n_items(toplevels)).reversed() {
            guard let window = g_list_model_get_item(toplevels, index) else { continue }
            let gtkWindow = window.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_title(gtkWindow).map({ String(cString: $0) }) == title { gtk_window_destroy(gtkWindow) }
            g_object_unref(window)
        }
    }
}

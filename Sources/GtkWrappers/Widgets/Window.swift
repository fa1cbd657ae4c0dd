internal import CGtk

/// A top-level window of an ``Application``.
@MainActor
public final class Window: Widget {
    /// Where the window's `win.` actions live: the window itself for an application window,
    /// a group it holds otherwise.
    let actionMap: OpaquePointer

    /// Creates a window that belongs to no application (tests, tools).
    public init() {
        let window = gtk_window_new()!
        let group = g_simple_action_group_new()!
        gtk_widget_insert_action_group(window, "win", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))  // the window holds it now
        actionMap = OpaquePointer(group)
        super.init(unsafePointer: UnsafeMutableRawPointer(window), transfer: .none)
    }

    /// Creates a window that belongs to `application`.
    public init(application: Application) {
        let window = gtk_application_window_new(application.applicationPointer)!
        actionMap = OpaquePointer(window)
        super.init(unsafePointer: window, transfer: .none)
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        rawPointer.assumingMemoryBound(to: GtkWindow.self)
    }

    /// The title shown by the window manager and the header bar.
    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set {
            // GTK would tell the window system again (converting the text for X11's title
            // properties), and its header bar, as often as the title is set.
            guard newValue != title else { return }
            gtk_window_set_title(windowPointer, newValue)
        }
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

    /// Adds the window action `win.<name>`, which menus, buttons and accelerators of this
    /// window can name; it calls `handler` when activated.
    public func addAction(_ name: String, handler: @escaping @MainActor () -> Void) {
        addSimpleAction(to: actionMap, name, handler: handler)
    }

    /// The size the window opens with, which GTK updates as the user resizes it but not while
    /// it is maximized: the size to remember across launches.
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized now.
    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }

    /// Asks the window manager to maximize the window (before it is shown, it opens maximized).
    public func maximize() { gtk_window_maximize(windowPointer) }

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

    /// The top-level window titled `title` (a dialog opened by a test, for example), or `nil`.
    package static func toplevel(titled title: String) -> Widget? {
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let window = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(window) }
            if gtk_window_get_title(window.assumingMemoryBound(to: GtkWindow.self)).map({ String(cString: $0) }) == title {
                return Widget(retaining: window.assumingMemoryBound(to: GtkWidget.self))
            }
        }
        return nil
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

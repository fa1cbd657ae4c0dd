import GtkList

/// What a viewer window shows: the demo feed or an opened file.
@MainActor
public protocol ViewerContent: AnyObject {
    /// The content's widget, put below the header bar.
    var widget: Widget { get }
    /// The window title for the content now.
    var title: String { get }
    /// The content's name on its tab, such as the file's name.
    var tabTitle: String { get }
    /// Extra buttons for the header bar while this content shows.
    var headerBarWidgets: [Widget] { get }
    /// The actions the main menu's content section names (`content.find`,
    /// `content.go-to-record`); those missing show disabled.
    var menuActions: [(name: String, handler: @MainActor () -> Void)] { get }
    /// Starts a refresh (the header bar's button; F5 and Ctrl+R work inside the list).
    func beginRefreshing()
    /// Wires the content to its window: how to show a toast and when the title changes.
    func attach(to host: ViewerContentHost)
}

extension ViewerContent {
    public var menuActions: [(name: String, handler: @MainActor () -> Void)] { [] }
}

/// What a window offers the content it shows.
@MainActor
public struct ViewerContentHost {
    /// Shows a short message at the bottom of the window.
    public let showToast: @MainActor (_ title: String, _ detail: String?) -> Void
    /// Tells the window that ``ViewerContent/title`` or the refreshing state changed.
    public let contentDidChange: @MainActor () -> Void
    /// Shows another content in this content's tab, in its place: the merged logs where the
    /// merge's page was.
    public let replace: @MainActor (ViewerContent) -> Void
    /// Whether the content is refreshing now, for the header bar's button.
    public let setRefreshing: @MainActor (Bool) -> Void
    /// Asks where to save a file (proposing a name, with named glob filters), and calls back
    /// with the path, or `nil` when cancelled.
    public let chooseFileToSave: @MainActor (_ suggestedName: String, _ filters: [(String, [String])],
                                             _ completion: @escaping @MainActor (String?) -> Void) -> Void
}

import GtkList
import ListCore

/// The main window: a header bar, the list, and a toast for activated rows.
@MainActor
public final class ViewerWindow {
    /// The GTK window.
    public let window: Window
    /// The list binding that shows the feed.
    public let list: ListView<FeedItem>
    let toast = Toast()

    /// Fills `window` with a list showing `dataSource`.
    public init(window: Window, dataSource: ListDataSource<FeedItem>, title: String, size: WindowSize) {
        self.window = window
        window.title = title
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        list = ListView(dataSource: dataSource, adapters: FeedAdapters.all)
        list.activatesOnSingleClick = true
        list.showsSeparators = true

        let headerBar = HeaderBar()
        window.setTitleBar(headerBar)

        let content = Overlay(child: list.widget)
        content.addOverlay(toast.widget)
        window.setChild(content)

        list.onActivate { [weak self] activated in
            self?.toast.show(title: activated.item.title, detail: activated.item.detail)
        }
    }

    /// Shows the window.
    public func present() { window.present() }
}

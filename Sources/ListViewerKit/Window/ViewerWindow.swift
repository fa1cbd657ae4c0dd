import GtkList
import ListCore

/// The main window: a header bar with refresh and failure controls, the feed, and a toast.
@MainActor
public final class ViewerWindow {
    /// The GTK window.
    public let window: Window
    /// The refreshable, paging list that shows the feed.
    public let feed: FeedListView<FeedItem>
    /// The feed's data and its loading work.
    public let source: DemoFeedSource
    /// The list inside the feed.
    public var list: ListView<FeedItem> { feed.list }
    let toast = Toast()
    let refreshButton = Button(iconName: "view-refresh-symbolic")
    let failureToggle = ToggleButton(iconName: "network-offline-symbolic")
    let clearButton = Button(iconName: "edit-clear-all-symbolic")
    private var shownRefreshError: String?

    /// Fills `window` with the feed of `source`.
    public init(window: Window, source: DemoFeedSource, title: String, size: WindowSize) {
        AppResources.install()
        self.window = window
        self.source = source
        window.title = title
        window.setDefaultSize(width: Int32(size.width), height: Int32(size.height))

        feed = FeedListView(dataSource: source.dataSource, adapters: FeedAdapters.all)
        feed.list.activatesOnSingleClick = true
        feed.list.showsSeparators = true
        feed.refreshWork = { [source] in try await source.refresh() ? .available : .exhausted }
        feed.loadMoreWork = { [source] in try await source.loadNextPage() ? .available : .exhausted }
        feed.emptyPage = DemoPages.caughtUp { [weak feed] in feed?.beginRefreshing() }

        window.setTitleBar(makeHeaderBar())
        let content = Overlay(child: feed.widget)
        content.addOverlay(toast.widget)
        window.setChild(content)

        list.onActivate { [weak self] activated in
            self?.toast.show(title: activated.item.title, detail: activated.item.detail)
        }
        feed.onStateChange { [weak self] state in self?.stateDidChange(state) }
    }

    /// Shows the window.
    public func present() { window.present() }

    private func makeHeaderBar() -> HeaderBar {
        let headerBar = HeaderBar()
        refreshButton.tooltip = "Refresh (F5 or Ctrl+R)"
        refreshButton.setAccessibleLabel("Refresh")
        refreshButton.onClicked { [weak self] in self?.feed.beginRefreshing() }
        failureToggle.tooltip = "Make the next load fail, to see how errors look"
        failureToggle.setAccessibleLabel("Fail the next load")
        failureToggle.onToggled { [weak self] in
            guard let self else { return }
            self.source.failsNextLoad = self.failureToggle.isActive
        }
        clearButton.tooltip = "Clear the feed"
        clearButton.setAccessibleLabel("Clear the feed")
        clearButton.onClicked { [weak self] in self?.source.dataSource.removeAll() }
        headerBar.packStart(refreshButton)
        headerBar.packStart(clearButton)
        headerBar.packEnd(failureToggle)
        return headerBar
    }

    private func stateDidChange(_ state: FeedState) {
        refreshButton.isSensitive = !state.isRefreshing
        if failureToggle.isActive != source.failsNextLoad { failureToggle.isActive = source.failsNextLoad }
        // A failed refresh leaves the rows in place; say what happened in a toast, once.
        if let error = state.lastRefreshError, error != shownRefreshError, state.itemCount > 0 {
            toast.show(title: "Couldn't refresh", detail: error)
        }
        shownRefreshError = state.lastRefreshError
    }
}

import GtkList
import ListCore

/// The built-in demo feed: refresh brings new stories, paging the archive, and a header-bar
/// menu clears the feed, makes the next load fail or shows the wallpapers as a grid.
@MainActor
public final class DemoContent: ViewerContent {
    /// The refreshable, paging list.
    public let feed: FeedListView<FeedItem>
    /// The feed's data and its loading work.
    public let source: DemoFeedSource
    let clearButton = Button(label: appTexts.translate("_Clear the Feed"))
    let failureToggle = CheckButton(label: appTexts.translate("_Fail the Next Load"))
    let wallpapersToggle = CheckButton(label: appTexts.translate("Show the _Wallpapers as a Grid"))
    /// The wallpapers of the feed's Featured section as a grid, a page of its own.
    public let wallpapers = GridView(dataSource: ListDataSource(sections: DemoFeed.wallpapers()),
                                     adapters: FeedAdapters.wallpapers())
    /// The feed, or the wallpapers' grid.
    private let pages = Stack()
    private let menuButton: MenuButton
    /// The cards' covers, drawn ahead of time as the list scrolls towards them.
    let covers = CoverCache()
    private var host: ViewerContentHost?
    private var shownRefreshError: String?

    /// Creates the demo over `source`.
    public init(source: DemoFeedSource = DemoFeedSource()) {
        self.source = source
        feed = FeedListView(dataSource: source.dataSource, adapters: FeedAdapters.all(covers: covers))
        feed.list.prefetchDistance = 12
        feed.list.accessibleLabel = appTexts.translate("Stories")
        feed.list.activatesOnSingleClick = true
        feed.list.maximumContentWidth = ViewerWindow.readableWidth
        feed.list.contextMenu = { [weak feed] row in
            [RowAction(appTexts.translate("_Copy")) {
                guard let feed else { return }
                Clipboard.setText([row.item.title, row.item.detail].compactMap { $0 }.joined(separator: "\n"), from: feed.widget)
            }]
        }
        feed.list.showsSeparators = true
        feed.list.pinsSectionHeaders = true
        feed.list.animatesChanges = true
        // The updates can be put in the order to install them: drag them, or Alt+Up/Down.
        feed.list.reordering = RowReordering(
            canMove: { [source] move in
                source.dataSource.section(at: move.source.section)?.id == DemoFeedSource.reorderableSectionID
            },
            didMove: { [source] _ in source.keepUserOrder() }
        )
        feed.refreshWork = { [source] _ in try await source.refresh() ? .available : .exhausted }
        feed.loadMoreWork = { [source] _ in try await source.loadNextPage() ? .available : .exhausted }
        feed.emptyPage = DemoPages.caughtUp { [weak feed] in feed?.beginRefreshing() }

        clearButton.addCSSClass("flat")
        failureToggle.tooltip = appTexts.translate("The next refresh or page fails, to show the error states")
        wallpapers.accessibleLabel = appTexts.translate("Wallpapers")
        wallpapers.minimumCellWidth = 200
        wallpapers.maximumColumns = 4
        pages.addChild(feed.widget, named: "feed")
        pages.addChild(wallpapers.widget, named: "wallpapers")
        let menu = Box(.vertical, spacing: 6, children: [clearButton, failureToggle, wallpapersToggle])
        menu.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        // A flask, not the main menu's icon: these are experiments on the demo feed.
        menuButton = MenuButton(iconName: "applications-science-symbolic", content: menu)
        menuButton.tooltip = appTexts.translate("Demo actions")
        menuButton.setAccessibleLabel(appTexts.translate("Demo actions"))
        clearButton.onClicked { [weak self] in
            self?.menuButton.closePopover()
            self?.source.dataSource.removeAll()
        }
        failureToggle.onToggled { [weak self] in
            guard let self else { return }
            self.source.failsNextLoad = self.failureToggle.isActive
        }
        wallpapersToggle.onToggled { [weak self] in
            guard let self else { return }
            self.pages.show(self.wallpapersToggle.isActive ? self.wallpapers.widget : self.feed.widget)
        }
        for view in [feed.list, wallpapers] as [ListBase<FeedItem>] {
            view.onActivate { [weak self] activated in
                self?.host?.showToast(activated.item.title, activated.item.detail)
            }
        }
        feed.onStateChange { [weak self] state in self?.stateDidChange(state) }
    }

    public var widget: Widget { pages }
    public var title: String { appTexts.translate("List Viewer") }
    public var tabTitle: String { title }
    public var headerBarWidgets: [Widget] { [menuButton] }
    public func beginRefreshing() { feed.beginRefreshing() }
    public func attach(to host: ViewerContentHost) { self.host = host }

    private func stateDidChange(_ state: FeedState) {
        host?.setRefreshing(state.isRefreshing)
        if failureToggle.isActive != source.failsNextLoad { failureToggle.isActive = source.failsNextLoad }
        // A failed refresh leaves the rows in place; say what happened in a toast, once.
        if let error = state.lastRefreshError, error != shownRefreshError, state.itemCount > 0 {
            host?.showToast(appTexts.translate("Couldn’t refresh"), error)
        }
        shownRefreshError = state.lastRefreshError
    }
}

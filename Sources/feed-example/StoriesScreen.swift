import GtkList
import ListCore

/// A story from the news service.
struct Story: ListItem, Sendable {
    let id: Int
    var title: String
    var kind: RowKind { "story" }
}

/// The stories screen: pull down or press F5 to refresh, scroll down for older stories.
@MainActor
func makeStoriesScreen(api: StoryAPI) -> Widget {
    let feed = FeedListView(dataSource: ListDataSource<Story>(), adapters: [
        RowAdapter(kind: "story", make: makeStoryRow, bind: { row, story in row.text = story.title }),
    ])
    // The work is handed the data source to fill: no closure captures the feed.
    feed.refreshWork = { stories in
        let latest = try await api.latestStories()
        // The diff runs on another thread; unchanged rows stay put, changed ones update in place.
        await stories.applyInBackground([ListSection(id: "stories", items: latest)])
        return .available
    }
    feed.loadMoreWork = { stories in
        let page = try await api.stories(after: stories.itemCount)
        stories.append(page.stories)
        return page.isLast ? .exhausted : .available
    }
    feed.emptyPage = EmptyPage.standard(image: .iconName("emblem-ok-symbolic"), title: "All caught up",
                                        description: "New stories show up here.", buttonTitle: "_Reload")
        .onTapButton { [weak feed] in feed?.beginRefreshing() }
    feed.list.showsSeparators = true
    feed.list.onActivate { opened in print("opened", opened.item.title, "at", opened.indexPath) }
    return feed.widget  // holding the widget keeps the feed alive, as GTK holds its widgets
}

/// A row for a story: its title with some room around it.
@MainActor
func makeStoryRow() -> Label {
    let label = Label()
    label.setMargins(top: 12, bottom: 12, start: 16, end: 16)
    return label
}

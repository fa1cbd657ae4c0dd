import GtkList
import ListCore

/// The stories as a grid of cards, as many columns as fit: the arrow keys move in both
/// directions, and a click or the keyboard selects as in a list. It can show the very data
/// source a list shows, and follows its changes. Put its `widget` into a window: as for a
/// list, the widget keeps the grid alive.
@MainActor
func makeStoriesGrid(of stories: ListDataSource<Story>) -> GridView<Story> {
    let grid = GridView(dataSource: stories, adapters: [
        RowAdapter(kind: "story", make: StoryCard.init, bind: { card, story in card.title.text = story.title }),
    ])
    grid.minimumCellWidth = 160  // as many columns as fit, each at least this wide
    grid.maximumColumns = 4
    grid.accessibleLabel = "Stories"
    grid.selectionMode = .multiple
    grid.emptyPage = EmptyPage.textOnly(title: "No stories yet")
    offerCopyTitle(in: grid)
    grid.onActivate { opened in print("opened", opened.item.title) }
    return grid
}

/// A card for a story: a picture over its title, centred and wrapped.
@MainActor
final class StoryCard: RowView {
    let title = Label()
    let widget: Widget

    init() {
        title.wraps = true
        title.centerLines()
        widget = Box(.vertical, spacing: 8, children: [Image(iconName: "x-office-document-symbolic", pixelSize: 48), title])
        widget.setMargins(top: 8, bottom: 8, start: 4, end: 4)
    }
}

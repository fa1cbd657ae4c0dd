import GtkList
import ListCore

/// The stories as a table: a click on a header sorts by it, a second click reverses the order.
/// It can show the very data source a list shows, and follows its changes.
@MainActor
func makeStoriesTable(of stories: ListDataSource<Story>) -> Widget {
    let number = TableColumn<Story>("No.", text: { String($0.id) }, alignment: .trailing).sortsBy(\.id)
    let title = TableColumn<Story>("Title", text: \.title).sortsBy(\.title)
    title.expands = true
    let table = TableView(dataSource: stories, columns: [number, title])
    table.accessibleLabel = "Stories"
    table.selectionMode = .multiple
    table.emptyPage = EmptyPage.textOnly(title: "No stories yet").keepsHeadersVisible(true)
    offerCopyTitle(in: table)
    table.onActivate { opened in print("opened", opened.item.title) }
    return table.widget  // as for a list, the widget keeps the table alive
}

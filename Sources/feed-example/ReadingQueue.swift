import GtkList
import ListCore

/// The reader's queue, put in order by dragging a story or with Alt+Up and Alt+Down.
/// The first story is the one being read: it stays on top.
@MainActor
func makeReadingQueue(of stories: [Story]) -> Widget {
    let queue = ListView(dataSource: ListDataSource(sections: [ListSection(id: "queue", items: stories)]), adapters: [
        RowAdapter(kind: "story", make: makeStoryRow, bind: { row, story in row.text = story.title }),
    ])
    queue.reordering = RowReordering(
        canMove: { move in move.source.item > 0 && move.destination.item > 0 },
        didMove: { move in print("moved", move.item.title, "to place", move.destination.item + 1) }
    )
    offerCopyTitle(in: queue)  // the table's menu, on the list
    return queue.widget
}

import GtkList
import ListCore

/// The menu of a story's row, in any view of stories: a list, a table and a grid are each a `ListBase`,
/// which has what they share (selection, activation, the context menu, the empty page), so one
/// function serves them all.
@MainActor
func offerCopyTitle(in view: ListBase<Story>) {
    view.contextMenu = { [weak view] row in
        [RowAction("_Copy Title") { view.map { Clipboard.setText(row.item.title, from: $0.widget) } }]
    }
}

import GtkList
import ListCore

/// A comment in a story's discussion; its replies are its children in the outline.
struct Comment: ListItem, Sendable {
    let id: Int
    var author: String
    var text: String
    var kind: RowKind { "comment" }
}

/// A story's discussion as an outline: each reply under the comment it answers, behind a
/// triangle that a click, Right and Left (or activating the comment) open and close. Put its
/// `widget` into a window: as for a list, the widget keeps the outline alive.
@MainActor
func makeDiscussion(of threads: [OutlineNode<Comment>]) -> OutlineView<Comment> {
    let discussion = OutlineView(outline: Outline(nodes: threads), adapters: [
        RowAdapter(kind: "comment", make: CommentRow.init, bind: { row, comment in row.show(comment) }),
    ])
    discussion.accessibleLabel = "Discussion"
    discussion.animatesChanges = true  // replies fold in and out
    discussion.emptyPage = EmptyPage.textOnly(title: "No comments yet")
    // The list's rows are the outline's entries: `entry.item` is the comment.
    discussion.onActivate { [weak discussion] activated in discussion?.outline.toggle(activated.item.id) }
    discussion.contextMenu = { [weak discussion] row in
        [RowAction("_Open All Replies") { discussion?.outline.expand(row.item.id, includingDescendants: true) }]
    }
    return discussion
}

/// A comment's row: who wrote it, then what they wrote, wrapped.
@MainActor
final class CommentRow: RowView {
    let author = Label()
    let text = Label()
    let widget: Widget

    init() {
        author.addCSSClass("heading")
        text.wraps = true
        for label in [author, text] { label.horizontalAlignment = .start }
        widget = Box(.vertical, spacing: 2, children: [author, text])
        widget.setMargins(top: 6, bottom: 6, end: 12)
    }

    func show(_ comment: Comment) {
        author.text = comment.author
        text.text = comment.text
    }
}

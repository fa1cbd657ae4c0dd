import GtkList

/// A story: source and age on a small line, a bold title, then a two-line summary.
@MainActor
final class ArticleRow: RowView {
    let widget: Widget
    private let byline = Label()
    private let title = Label()
    private let summary = Label()

    init() {
        byline.addCSSClass("feed-byline")
        title.addCSSClass("feed-title")
        title.wraps = true
        title.maximumLines = 2
        title.ellipsis = .end
        summary.addCSSClass(ListStyle.secondaryText)
        summary.wraps = true
        summary.maximumLines = 2
        summary.ellipsis = .end
        let box = Box(.vertical, spacing: 4, children: [byline, title, summary])
        box.setMargins(top: 12, bottom: 12, start: 18, end: 18)
        widget = box
    }

    func show(_ item: FeedItem) {
        guard case .article(let source, let age, let headline, let text) = item.content else { return }
        byline.text = "\(source.uppercased()) · \(age)"
        title.text = headline
        summary.text = text
    }
}

import GtkList

/// A picture card: a drawn cover with the title and caption beside it.
@MainActor
final class CardRow: RowView {
    let widget: Widget
    private let cover = DrawingArea(width: 120, height: 80)
    private let title = Label()
    private let caption = Label()
    private var artwork = FeedItem.Artwork.dawn

    init() {
        cover.setAccessibleRole(.presentation)  // a drawn picture; the title says what it is
        title.addCSSClass("feed-title")
        title.ellipsis = .end
        caption.addCSSClass(ListStyle.secondaryText)
        caption.wraps = true
        caption.maximumLines = 2
        caption.ellipsis = .end
        let text = Box(.vertical, spacing: 4, children: [title, caption])
        text.verticalAlignment = .center
        text.expandsHorizontally = true
        let box = Box(.horizontal, spacing: 16, children: [cover, text])
        box.setMargins(top: 10, bottom: 10, start: 18, end: 18)
        widget = box
        cover.setDrawFunction { [weak self] context, width, height in
            guard let self else { return }
            CoverArt.draw(self.artwork, in: context, width: width, height: height)
        }
    }

    func show(_ item: FeedItem) {
        guard case .card(let headline, let text, let picture) = item.content else { return }
        title.text = headline
        caption.text = text
        artwork = picture
        cover.queueDraw()
    }
}

import GtkList

/// A picture card: a drawn cover with the title and caption beside it.
@MainActor
final class CardRow: RowView {
    let widget: Widget
    private let cover = DrawingArea(width: 120, height: 80)
    private let title = Label()
    private let caption = Label()
    private var artwork = FeedItem.Artwork.dawn
    /// The card's cover, drawn ahead of time when the list prefetched it.
    private var drawnCover: DrawnImage?

    /// Creates a card whose covers come from `covers`.
    init(covers: CoverCache) {
        self.covers = covers
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
            if let drawnCover = self.drawnCover, drawnCover.width == Int(width), drawnCover.height == Int(height) {
                context.paint(drawnCover)
            } else {
                CoverArt.draw(self.artwork, in: context, width: width, height: height)
            }
        }
    }
    private let covers: CoverCache

    func show(_ item: FeedItem) {
        guard case .card(let headline, let text, let picture) = item.content else { return }
        title.text = headline
        caption.text = text
        artwork = picture
        drawnCover = covers.cover(for: item)
        cover.queueDraw()
    }
}

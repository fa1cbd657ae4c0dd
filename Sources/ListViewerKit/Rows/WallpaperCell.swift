import GtkList

/// A wallpaper in the demo's grid: its drawn picture across the cell, the title and the caption
/// below.
@MainActor
final class WallpaperCell: RowView {
    let widget: Widget
    private let picture = DrawingArea(width: 160, height: 100)
    private let title = Label()
    private let caption = Label()
    private var artwork = FeedItem.Artwork.dawn

    init() {
        picture.setAccessibleRole(.presentation)  // a drawn picture; the title says what it is
        picture.expandsHorizontally = true
        title.addCSSClass("feed-title")
        title.ellipsis = .end
        caption.addCSSClass(ListStyle.secondaryText)
        caption.ellipsis = .end
        let box = Box(.vertical, spacing: 4, children: [picture, title, caption])
        picture.setMargins(bottom: 6)
        widget = box
        picture.setDrawFunction { [weak self] context, width, height in
            guard let self else { return }
            CoverArt.draw(self.artwork, in: context, width: width, height: height)
        }
    }

    func show(_ item: FeedItem) {
        guard case .card(let headline, let text, let drawn) = item.content else { return }
        title.text = headline
        caption.text = text
        artwork = drawn
        picture.queueDraw()
    }
}

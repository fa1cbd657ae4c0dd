import GtkList

/// A section's title and the line under it.
@MainActor
final class SectionHeaderRow: RowView {
    let widget: Widget
    private let title = Label()
    private let subtitle = Label()

    /// A header whose text starts `inset` pixels in: as far as a list row's text (the default),
    /// or a grid cell's.
    init(inset: Int32 = 18) {
        title.addCSSClass("feed-section-title")
        subtitle.addCSSClass(ListStyle.secondaryText)
        subtitle.addCSSClass("caption")
        let box = Box(.vertical, spacing: 2, children: [title, subtitle])
        box.setMargins(start: inset, end: inset)
        widget = box
    }

    func show(_ item: FeedItem) {
        title.text = item.title
        subtitle.text = item.detail ?? ""
        subtitle.isVisible = item.detail != nil
    }
}

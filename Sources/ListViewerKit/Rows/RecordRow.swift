import GtkList
import RecordFiles

/// A record of a file: title, subtitle, the other fields in small print, and its line.
@MainActor
final class RecordRow: RowView {
    let widget: Widget
    private let title = Label()
    private let subtitle = Label()
    private let details = Label()
    private let line = Label()

    init() {
        title.addCSSClass("feed-title")
        title.ellipsis = .end
        title.expandsHorizontally = true
        line.addCSSClass(ListStyle.secondaryText)
        line.addCSSClass("caption")
        line.addCSSClass("numeric")
        subtitle.wraps = true
        subtitle.maximumLines = 2
        subtitle.ellipsis = .end
        details.addCSSClass(ListStyle.secondaryText)
        details.addCSSClass("caption")
        details.wraps = true
        details.maximumLines = 2
        details.ellipsis = .end
        let heading = Box(.horizontal, spacing: 12, children: [title, line])
        let box = Box(.vertical, spacing: 3, children: [heading, subtitle, details])
        box.setMargins(top: 10, bottom: 10, start: 18, end: 18)
        widget = box
    }

    /// Shows `item`, with what `query` matches highlighted. Every text is shown as written: a
    /// value like `<b>` is not markup.
    func show(_ item: RecordItem, highlighting query: SearchQuery? = nil) {
        let presentation = item.presentation
        SearchHighlight.show(presentation.title, in: title, matching: query)
        SearchHighlight.show(presentation.subtitle ?? "", in: subtitle, matching: query)
        subtitle.isVisible = presentation.subtitle != nil
        SearchHighlight.show(presentation.details.map { "\($0.key): \($0.value)" }.joined(separator: "   "),
                             in: details, matching: query)
        details.isVisible = !presentation.details.isEmpty
        line.text = appTexts.translate("line %d").filling(UserLocale.formatted(item.line))
    }

    /// The texts shown now: title, subtitle, details and line.
    var texts: [String] { [title, subtitle, details, line].filter(\.isVisible).map(\.text) }
}

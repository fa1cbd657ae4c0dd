import GtkList
import RecordFiles

/// A widget that shows a text, as written or as Pango markup: a label or an inscription.
@MainActor
protocol MarkupText: Widget {
    var text: String { get set }
    func setMarkup(_ markup: String)
}

extension Label: MarkupText {}
extension Inscription: MarkupText {}

/// Shows texts with what a search matches highlighted, as GNOME's apps mark matches: a yellow
/// background under dark text, which reads in light and dark themes alike.
@MainActor
enum SearchHighlight {
    /// Sets `text` on `widget`, as written, with the ranges `query` matches highlighted.
    static func show(_ text: String, in widget: some MarkupText, matching query: SearchQuery?) {
        guard let query, case let ranges = query.ranges(in: text), !ranges.isEmpty else {
            widget.text = text
            return
        }
        var markup = ""
        var rest = text.startIndex
        for range in ranges {
            markup += Label.escapingMarkup(String(text[rest..<range.lowerBound]))
            markup += "<span background=\"#f6d32d\" foreground=\"#241f31\">"
                + Label.escapingMarkup(String(text[range])) + "</span>"
            rest = range.upperBound
        }
        widget.setMarkup(markup + Label.escapingMarkup(String(text[rest...])))
    }
}

import GtkList
import RecordFiles

/// Shows texts with what a search matches highlighted, as GNOME's apps mark matches: a yellow
/// background under dark text, which reads in light and dark themes alike.
@MainActor
enum SearchHighlight {
    /// Sets `text` on `label`, as written, with the ranges `query` matches highlighted.
    static func show(_ text: String, in label: Label, matching query: SearchQuery?) {
        guard let query, case let ranges = query.ranges(in: text), !ranges.isEmpty else {
            label.text = text
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
        label.setMarkup(markup + Label.escapingMarkup(String(text[rest...])))
    }
}

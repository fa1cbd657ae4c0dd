import GtkList
import RecordFiles

/// A record of a file: title, subtitle, the other fields in small print on one line, and its
/// line number.
///
/// The title and the fields, which every row has, are inscriptions: GTK sizes them by lines of
/// the font, not by their text. GTK 4.8's list view measures every row it keeps (up to 200)
/// each time rows are added or bound anew, and a label shapes its text three times for that.
/// The subtitle (a log entry's continuation lines, which few rows have) is a label that wraps
/// to two lines.
@MainActor
final class RecordRow: RowView {
    /// The height of a row with a title alone, in pixels, about: its margins and a line of
    /// the title's font.
    static let shortestHeight = 40

    /// About how tall the row of `presentation` is, in pixels, erring short (rows estimated
    /// to fill a view do): the shortest, with a line for its fields and one for its subtitle.
    static func estimatedHeight(of presentation: RecordPresentation) -> Int {
        shortestHeight + (presentation.details.isEmpty ? 0 : 16) + (presentation.subtitle == nil ? 0 : 16)
    }

    let widget: Widget
    private let title = Inscription()
    private let subtitle = Label()
    private let details = Inscription()
    private let line = Label()
    private let level = Label()
    /// The style class the level shows with now.
    private var levelClass: String?

    init() {
        title.addCSSClass("feed-title")
        title.expandsHorizontally = true
        // Sized by the row, not by a count of characters: GTK 4.8 measures a font's characters
        // anew for each inscription each time it is measured.
        title.minimumCharacters = 0
        details.minimumCharacters = 0
        line.addCSSClass(ListStyle.secondaryText)
        line.addCSSClass("caption")
        line.addCSSClass("numeric")
        subtitle.wraps = true
        subtitle.maximumLines = 2
        subtitle.ellipsis = .end
        details.addCSSClass(ListStyle.secondaryText)
        details.addCSSClass("caption")
        level.addCSSClass("level-badge")
        level.verticalAlignment = .baseline
        title.verticalAlignment = .baseline
        line.verticalAlignment = .baseline
        let heading = Box(.horizontal, spacing: 12, children: [level, title, line])
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
        show(presentation.level, as: presentation.levelText ?? "", highlighting: query)
        line.text = appTexts.translate("line %d").filling(UserLocale.formatted(item.line))
    }

    /// Shows the level's `text`, coloured by how severe `entryLevel` is, or hides the level.
    private func show(_ entryLevel: LogLevel?, as text: String, highlighting query: SearchQuery?) {
        level.isVisible = entryLevel != nil
        SearchHighlight.show(text, in: level, matching: query)
        let styleClass = entryLevel?.styleClass
        guard styleClass != levelClass else { return }
        levelClass.map(level.removeCSSClass)
        styleClass.map(level.addCSSClass)
        levelClass = styleClass
    }

    /// The texts shown now: level, title, subtitle, details and line.
    var texts: [String] {
        ([level, title, subtitle, details, line] as [any MarkupText]).filter(\.isVisible).map(\.text)
    }
}

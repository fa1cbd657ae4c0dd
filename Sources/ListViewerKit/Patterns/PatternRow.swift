import GtkList
import RecordFiles

/// A row of the Patterns pane: the pattern, how many entries have it and their share, and the
/// first entry's message.
@MainActor
final class PatternRow: RowView {
    let widget: Widget
    private let text = Label()
    private let count = Label()
    private let sample = Label()

    init() {
        text.wraps = true
        text.maximumLines = 3
        text.ellipsis = .end
        text.horizontalTextAlignment = 0
        text.expandsHorizontally = true
        count.addCSSClass(ListStyle.secondaryText)
        count.addCSSClass("caption")
        count.addCSSClass("numeric")
        count.verticalAlignment = .start
        sample.addCSSClass(ListStyle.secondaryText)
        sample.addCSSClass("caption")
        sample.ellipsis = .end
        sample.horizontalTextAlignment = 0
        let heading = Box(.horizontal, spacing: 8, children: [text, count])
        let box = Box(.vertical, spacing: 3, children: [heading, sample])
        box.setMargins(top: 8, bottom: 8, start: 12, end: 12)
        widget = box
    }

    func show(_ item: PatternItem) {
        text.text = item.pattern.text
        // TRANSLATORS: how many entries of the log have a pattern, and their share: "1,204 · 12%"
        count.text = appTexts.translate("%1$s · %2$s%%").filling(UserLocale.formatted(item.pattern.count), item.share)
        sample.text = item.pattern.sample
        // TRANSLATORS: the tooltip of a pattern's sample: "Line 42: Failed password for root from 10.0.0.7"
        sample.tooltip = appTexts.translate("Line %1$s: %2$s").filling(UserLocale.formatted(item.pattern.sampleLine), item.pattern.sample)
    }

    /// The texts shown: the pattern, its count and its sample.
    var texts: [String] { [text.text, count.text, sample.text] }
}

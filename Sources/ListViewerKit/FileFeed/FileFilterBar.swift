import Foundation
import GtkList
import ListCore
import RecordFiles

/// The filter bar of an opened file (Ctrl+Shift+F): an expression over the records' fields
/// (`level = ERROR and latency_ms > 100`) keeps the list to the records that pass it, found
/// over the whole file in the background and counted ("1,204 of 6,000,000"); a search then
/// looks only among them. An expression that cannot be read is underlined where it breaks,
/// and the bar says why; the list keeps the last filter that could.
@MainActor
package final class FileFilterBar: FileFeature {
    /// The bar, to put above the list; hidden until opened.
    let widget: SearchBar
    /// Where the expression is typed.
    let entry = SearchEntry(placeholder: appTexts.translate("Filter by field, such as level = ERROR"))
    /// How many records pass, of how many; or why the expression cannot be read.
    let countLabel = Label()
    private let model: OpenFile
    private var observation: ObservationToken?
    /// Whether the field is being set, not typed into: replacing its text empties it first,
    /// which GTK reports at once.
    private var isReplacingText = false

    init(model: OpenFile) {
        self.model = model
        countLabel.addCSSClass(ListStyle.secondaryText)
        countLabel.addCSSClass("numeric")
        countLabel.setAccessibleRole(.status)
        entry.setAccessibleLabel(appTexts.translate("Filter"))
        // TRANSLATORS: the filter field's tooltip; keep the field names, operators and words
        // "and", "or", "not", "in", "exists" as they are: the filter reads them in English
        entry.tooltip = appTexts.translate("Compare fields with = != < <= > >=, ~ (contains) or ~/regex/, “in (a, b)” or “exists”; combine with and, or, not and parentheses. Nested fields: ctx.trace")
        entry.widthInCharacters = 12
        entry.maximumWidthInCharacters = 48
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.tooltip = appTexts.translate("Remove the Filter (Escape)")
        close.setAccessibleLabel(appTexts.translate("Remove the Filter"))
        // The filter's icon tells this bar from the search bar when both are open.
        let icon = Image(iconName: "list-viewer-filter-symbolic")
        icon.addCSSClass(ListStyle.secondaryText)
        icon.setAccessibleRole(.presentation)
        let row = Box(.horizontal, spacing: 6, children: [icon, entry, countLabel, close])
        widget = SearchBar(content: row, entry: entry)

        entry.onSearchChanged { [weak self] in
            guard let self, !self.isReplacingText else { return }
            self.model.filter.setText(self.entry.text)
        }
        // Enter leaves the field for the list the filter keeps.
        entry.onActivate { [weak model] in model?.place.focusList() }
        close.onClicked { [weak self] in self?.widget.isShown = false }
        widget.onShownChange { [weak self] in
            guard let self, !self.widget.isShown else { return }
            self.entry.text = ""
            self.model.filter.setText("")
            self.model.place.focusList()
        }
        observation = model.observe { [weak self] change in
            guard case .filter(let filterChange) = change else { return }
            // Not while typing: the field may be ahead of what the model heard.
            if filterChange == .input { self?.reflectText() }
            self?.showCount()
        }
        showCount()
    }

    /// Shift+Ctrl+F, also the window's `content.filter` action, which names it in the menu.
    var areaShortcuts: [FeatureShortcut] {
        [FeatureShortcut(trigger: "<Shift><Control>f") { [weak self] in self?.open() }]
    }

    /// Shows the bar with the keyboard in its field.
    func open() {
        widget.isShown = true
        entry.grabFocus()
    }

    /// Filters by `text`, as typing it would.
    package func filter(by text: String) {
        model.filter.setText(text)
    }

    /// The filter applied, if any.
    package var filter: RecordFilterSearch? { model.filter.matching }

    /// Why the expression typed cannot be read, if it cannot.
    var expressionError: FieldFilterError? { model.filter.expressionError }

    /// Shows the text the model filters by, when it was not typed here (`--filter`): the bar
    /// opens with it, and where it breaks is underlined.
    private func reflectText() {
        let error = model.filter.expressionError
        entry.setCSSClass("error", error != nil)
        entry.underlineMistake(at: error.map { $0.characterOffset..<($0.characterOffset + $0.length) })
        guard entry.text != model.filter.text else { return }
        open()
        isReplacingText = true
        entry.text = model.filter.text
        isReplacingText = false
    }

    /// "1,204 of 6,000,000 records", "1,204 so far (45 %)", or why the expression cannot be read.
    private func showCount() {
        let expressionError = model.filter.expressionError
        countLabel.isVisible = filter != nil || expressionError != nil
        // A long reason is shortened to leave the field its room, and shows whole in its tooltip.
        countLabel.ellipsis = expressionError == nil ? .none : .end
        countLabel.tooltip = nil
        countLabel.widthInCharacters = -1
        if let expressionError {
            countLabel.text = expressionError.explanation(in: entry.text)
            countLabel.tooltip = countLabel.text
            // The reason gets room before the field grows; a narrow window shortens it.
            countLabel.widthInCharacters = Int32(min(countLabel.text.count, 36))
            return
        }
        guard let run = model.filter.run else { return }
        // What was handed on: the model is settled once it is the run's end.
        let progress = run.delivered ?? run.matching.progress
        let count = UserLocale.formatted(progress.matchCount)
        if let failure = progress.failure, progress.hasEnded, let line = failure.line {
            // TRANSLATORS: how many records pass the filter among those before the damaged line it stopped at
            countLabel.text = appTexts.translate("%1$s of %2$s record before line %3$s, which is damaged",
                                                 "%1$s of %2$s records before line %3$s, which is damaged",
                                                 count: progress.examinedRecords)
                .filling(count, UserLocale.formatted(progress.examinedRecords), UserLocale.formatted(line))
            countLabel.tooltip = failure.text
        } else if progress.isComplete {
            // TRANSLATORS: how many records pass the filter, of how many the file has: "1,204 of 6,000,000 records"
            countLabel.text = appTexts.translate("%1$s of %2$s record", "%1$s of %2$s records", count: progress.examinedRecords)
                .filling(count, UserLocale.formatted(progress.examinedRecords))
        } else {
            countLabel.text = appTexts.translate("%1$s so far (%2$s%%)").filling(count, UserLocale.formatted(Int(progress.fraction * 100)))
        }
    }
}

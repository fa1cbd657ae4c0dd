import Foundation
import GtkList
import RecordFiles

/// The filter bar of an opened file (Ctrl+Shift+F): an expression over the records' fields
/// (`level = ERROR and latency_ms > 100`) keeps the list to the records that pass it, found
/// over the whole file in the background and counted ("1,204 of 6,000,000"); a search then
/// looks only among them. An expression that cannot be read is underlined where it breaks,
/// and the bar says why; the list keeps the last filter that could.
@MainActor
package final class FileFilterBar {
    /// The bar, to put above the list; hidden until opened.
    let widget: SearchBar
    /// Where the expression is typed.
    let entry = SearchEntry(placeholder: appTexts.translate("Filter by field, such as level = ERROR"))
    /// How many records pass, of how many; or why the expression cannot be read.
    let countLabel = Label()
    private weak var content: FileContent?
    /// Shows the filter's count as it goes on.
    private var counting: Task<Void, Never>?
    /// Why the expression typed cannot be read, if it cannot.
    private(set) var expressionError: FieldFilterError?

    isolated deinit {
        // The count follows the filter until told otherwise: its stream never ends by itself.
        counting?.cancel()
    }

    init(content: FileContent) {
        self.content = content
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
            self.expressionChanged()
        }
        // Enter leaves the field for the list the filter keeps.
        entry.onActivate { [weak self] in self?.content?.feed.list.grabFocus() }
        close.onClicked { [weak self] in self?.widget.isShown = false }
        widget.onShownChange { [weak self] in
            guard let self, !self.widget.isShown else { return }
            self.entry.text = ""
            self.expressionChanged()
            self.content?.feed.list.grabFocus()
        }
        // Also the window's `content.filter` action, which names it in the menu.
        content.widget.addWindowShortcut("<Shift><Control>f") { [weak self] in self?.open() }
        showCount()
    }

    /// Shows the bar with the keyboard in its field.
    func open() {
        widget.isShown = true
        entry.grabFocus()
    }

    /// Filters by `text`, as typing it would.
    package func filter(by text: String) {
        open()
        // Replacing the text empties the field first, which GTK reports at once: not a filter.
        isReplacingText = true
        entry.text = text
        isReplacingText = false
        expressionChanged()
    }
    private var isReplacingText = false

    /// The filter applied, if any.
    package var filter: RecordFilterSearch? { content?.source.filter }

    // MARK: Filtering

    private func expressionChanged() {
        let text = entry.text
        var expression: FieldFilter?
        do {
            expression = text.allSatisfy(\.isWhitespace) ? nil : try FieldFilter(text)
            expressionError = nil
        } catch {
            expressionError = error
        }
        entry.setCSSClass("error", expressionError != nil)
        entry.underlineMistake(at: expressionError.map { $0.characterOffset..<($0.characterOffset + $0.length) })
        // A broken expression keeps the last filter that could be read, so typing does not
        // flash the whole file between two filters.
        if expressionError == nil, expression != filter?.filter {
            apply(expression)
        }
        showCount()
    }

    /// Keeps the list, and the search, to the records that pass `expression` (every record for
    /// `nil`), counting as the filter goes on.
    private func apply(_ expression: FieldFilter?) {
        guard let content else { return }
        counting?.cancel()
        if let filter = content.source.setFilter(expression) {
            counting = Task { [weak self] in
                for await progress in filter.progressUpdates {
                    self?.showCount()
                    self?.content?.filterDidProgress()
                    // The file may have grown while the filter ran: it goes on with that.
                    if progress.hasEnded { self?.followFile() }
                    // At most 20 counts a second; the stream keeps the newest meanwhile.
                    try? await Task.sleep(for: .milliseconds(50))
                }
            }
        }
        content.searchBar.filterChanged()
        content.showChosenRecords()
        showCount()
    }

    /// Keeps the filter with the file: what a growing file gained is filtered on from where
    /// the filter stopped; a file read again after it was truncated or replaced is filtered
    /// again.
    func followFile() {
        guard let filter, let content, !content.source.keepUp(filter) else { return }
        apply(filter.filter)
    }

    /// The filter's progress the count shows.
    private var shownProgress: MatchProgress?

    /// Whether the count shows how far the filter has got now (it follows a few times a second).
    var showsCurrentCount: Bool { filter.map { $0.progress == shownProgress } ?? true }

    /// "1,204 of 6,000,000 records", "1,204 so far (45 %)", or why the expression cannot be read.
    private func showCount() {
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
        guard let progress = filter?.progress else { return }
        shownProgress = progress
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

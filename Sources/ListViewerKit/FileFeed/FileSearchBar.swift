import Foundation
import GtkList
import ListCore
import RecordFiles

/// The search bar of an opened file (Ctrl+F): it searches the whole file in the background as
/// the query is typed, highlights the matches in the rows, counts them, goes to the next or
/// previous matching record (Enter and Shift+Enter, Ctrl+G and Shift+Ctrl+G), and can show only
/// the matching records.
@MainActor
package final class FileSearchBar: FileFeature {
    /// The bar, to put above the list; hidden until opened.
    let widget: SearchBar
    /// Where the query is typed.
    let entry = SearchEntry(placeholder: appTexts.translate("Search the whole file"))
    /// Whether only matching records show.
    let filterToggle = ToggleButton(iconName: "list-viewer-filter-symbolic")
    /// Whether the query is a regular expression.
    let regexToggle = ToggleButton(iconName: "list-viewer-regex-symbolic")
    /// How many records match, and which of them is selected.
    let countLabel = Label()
    private let previousButton = Button(iconName: "go-up-symbolic")
    private let nextButton = Button(iconName: "go-down-symbolic")
    private let model: OpenFile
    private var observation: ObservationToken?
    /// Whether the bar is being set to what the model searches for, not typed into.
    private var isReflecting = false

    init(model: OpenFile) {
        self.model = model
        countLabel.addCSSClass(ListStyle.secondaryText)
        countLabel.addCSSClass("numeric")
        countLabel.setAccessibleRole(.status)
        previousButton.tooltip = appTexts.translate("Previous Match (Shift+Enter)")
        previousButton.setAccessibleLabel(appTexts.translate("Previous Match"))
        nextButton.tooltip = appTexts.translate("Next Match (Enter)")
        nextButton.setAccessibleLabel(appTexts.translate("Next Match"))
        filterToggle.tooltip = appTexts.translate("Show Only Matching Records")
        filterToggle.setAccessibleLabel(appTexts.translate("Only Matches"))
        regexToggle.tooltip = appTexts.translate("Regular Expression (Alt+R)")
        regexToggle.setAccessibleLabel(appTexts.translate("Regular Expression"))
        entry.setAccessibleLabel(appTexts.translate("Search"))
        // Narrow windows keep the match count whole; wide ones give the query room.
        entry.widthInCharacters = 6
        entry.maximumWidthInCharacters = 28
        let buttons = Box(.horizontal, children: [previousButton, nextButton])
        buttons.addCSSClass("linked")
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.tooltip = appTexts.translate("Close the Search (Escape)")
        close.setAccessibleLabel(appTexts.translate("Close the Search"))
        let row = Box(.horizontal, spacing: 6, children: [entry, regexToggle, buttons, countLabel, filterToggle, close])
        widget = SearchBar(content: row, entry: entry)

        entry.onSearchChanged { [weak self] in self?.inputChanged() }
        entry.onActivate { [weak model] in model?.search.step(forward: true) }
        entry.onNextMatch { [weak model] in model?.search.step(forward: true) }
        entry.onPreviousMatch { [weak model] in model?.search.step(forward: false) }
        entry.addFocusShortcut("<Shift>Return") { [weak model] in model?.search.step(forward: false) }
        nextButton.onClicked { [weak model] in model?.search.step(forward: true) }
        previousButton.onClicked { [weak model] in model?.search.step(forward: false) }
        filterToggle.onToggled { [weak self] in
            guard let self, !self.isReflecting else { return }
            self.model.search.showsOnlyMatches = self.filterToggle.isActive
        }
        regexToggle.onToggled { [weak self] in self?.inputChanged() }
        entry.addFocusShortcut("<Alt>r") { [weak self] in self?.regexToggle.isActive.toggle() }
        close.onClicked { [weak self] in self?.widget.isShown = false }
        widget.onShownChange { [weak self] in
            guard let self, !self.widget.isShown else { return }
            self.clear()
        }
        observation = model.observe { [weak self] change in
            guard case .search(let searchChange) = change else { return }
            // Not while typing: the field may be ahead of what the model heard.
            if searchChange == .input || searchChange == .onlyMatches { self?.reflectInput() }
            self?.showCount()
        }
        showCount()
    }

    /// Ctrl+F (also the window's `content.find` action, which names it in the menu), Ctrl+G
    /// and Shift+Ctrl+G.
    var areaShortcuts: [FeatureShortcut] {
        [FeatureShortcut(trigger: "<Control>f") { [weak self] in self?.open() },
         FeatureShortcut(trigger: "<Control>g") { [weak model] in model?.search.step(forward: true) },
         FeatureShortcut(trigger: "<Shift><Control>g") { [weak model] in model?.search.step(forward: false) }]
    }

    /// Shows the bar with the keyboard in its field.
    func open() {
        widget.isShown = true
        entry.grabFocus()
    }

    /// Searches for `text`, a regular expression when `regularExpression`, as typing it would.
    package func search(for text: String, regularExpression: Bool = false) {
        model.search.setInput(SearchState.Input(text: text, isRegularExpression: regularExpression))
    }

    /// The search under way or done, for the query shown: of every record, or of those the
    /// filter lets through.
    package var search: (any RecordMatching)? { model.search.run?.matching }

    /// Goes to the next matching record (the previous one, backwards).
    func step(forward: Bool) {
        model.search.step(forward: forward)
    }

    /// The field or the regular-expression toggle changed: a new search.
    private func inputChanged() {
        guard !isReflecting else { return }
        model.search.setInput(SearchState.Input(text: entry.text, isRegularExpression: regexToggle.isActive))
        entry.setCSSClass("error", model.search.patternError != nil)
    }

    /// Shows what the model searches for, when it was not typed here (`--search`): the bar
    /// opens with it.
    private func reflectInput() {
        let search = model.search
        entry.setCSSClass("error", search.patternError != nil)
        let isShown = entry.text == search.input.text && regexToggle.isActive == search.input.isRegularExpression
        guard !isShown || filterToggle.isActive != search.showsOnlyMatches else { return }
        isReflecting = true
        defer { isReflecting = false }
        if !isShown { open() }
        regexToggle.isActive = search.input.isRegularExpression
        entry.text = search.input.text
        filterToggle.isActive = search.showsOnlyMatches
    }

    /// Empties the query when the bar closes: no highlights, every record again.
    private func clear() {
        entry.text = ""
        filterToggle.isActive = false
        inputChanged()
        model.place.focusList()
    }

    /// "3 of 1,234", "1,234 so far (45 %)" or "No matches".
    private func showCount() {
        let patternError = model.search.patternError
        let run = model.search.run
        let shown = run != nil
        countLabel.isVisible = shown || patternError != nil
        previousButton.isSensitive = shown
        nextButton.isSensitive = shown
        // A pattern's problem may be long: it is shortened to leave the field its room, and
        // shows whole in its tooltip.
        countLabel.ellipsis = patternError == nil ? .none : .end
        countLabel.tooltip = nil
        if let patternError {
            // TRANSLATORS: a regular expression that does not compile; PCRE2's reason (in English), and the character where it breaks
            countLabel.text = appTexts.translate("Not a valid pattern: %1$s at character %2$s")
                .filling(patternError.reason, UserLocale.formatted(patternError.characterOffset + 1))
            countLabel.tooltip = countLabel.text
            return
        }
        guard let run else { return }
        // What was handed on: the model is settled once it is the run's end.
        let progress = run.delivered ?? run.matching.progress
        let count = UserLocale.formatted(progress.matchCount)
        if let failure = progress.failure, progress.hasEnded {
            // TRANSLATORS: matches found before the search met a part of the file it cannot read
            countLabel.text = appTexts.translate("%s match before an unreadable part", "%s matches before an unreadable part",
                                                 count: progress.matchCount).filling(count)
            countLabel.tooltip = failure.text
        } else if !progress.isComplete {
            // TRANSLATORS: matches found while the search goes on, and how much of the file it read
            countLabel.text = appTexts.translate("%1$s so far (%2$s%%)").filling(count, UserLocale.formatted(Int(progress.fraction * 100)))
        } else if progress.matchCount == 0 {
            countLabel.text = appTexts.translate("No matches")
        } else if let currentMatch = model.search.currentMatch {
            // TRANSLATORS: the match gone to, of how many records match
            countLabel.text = appTexts.translate("%1$s of %2$s").filling(UserLocale.formatted(currentMatch + 1), count)
        } else {
            countLabel.text = appTexts.translate("%s match", "%s matches", count: progress.matchCount).filling(count)
        }
        if progress.givenUpLines > 0 {
            // TRANSLATORS: after the count of matches: lines the regular expression was too costly to match on
            countLabel.text += " " + appTexts.translate("(%s line given up)", "(%s lines given up)", count: progress.givenUpLines)
                .filling(UserLocale.formatted(progress.givenUpLines))
            countLabel.tooltip = appTexts.translate(
                "The pattern took too many steps on these lines, which were not searched; a simpler pattern searches them")
        }
    }
}

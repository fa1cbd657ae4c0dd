import Foundation
import GtkList
import ListCore
import RecordFiles

/// The search bar of an opened file (Ctrl+F): it searches the whole file in the background as
/// the query is typed, highlights the matches in the rows, counts them, goes to the next or
/// previous matching record (Enter and Shift+Enter, Ctrl+G and Shift+Ctrl+G), and can show only
/// the matching records.
@MainActor
package final class FileSearchBar {
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
    private weak var content: FileContent?
    /// The search under way or done, for the query shown: of every record, or of those the
    /// filter lets through.
    package private(set) var search: (any RecordMatching)?
    /// The position among the matches of the match last gone to.
    private var currentMatch: Int?
    private var stepping: Task<Void, Never>?
    /// Shows the search's count as it goes on.
    private var counting: Task<Void, Never>?
    /// Why the regular expression typed does not compile, if it does not.
    private(set) var patternError: SearchPatternError?

    /// What the rows highlight: what ``search`` looks for.
    private(set) var query: SearchQuery?

    isolated deinit {
        // The count follows the search until told otherwise: its stream never ends by itself.
        counting?.cancel()
        stepping?.cancel()
        search?.cancel()
    }

    init(content: FileContent) {
        self.content = content
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

        entry.onSearchChanged { [weak self] in self?.queryChanged() }
        entry.onActivate { [weak self] in self?.step(forward: true) }
        entry.onNextMatch { [weak self] in self?.step(forward: true) }
        entry.onPreviousMatch { [weak self] in self?.step(forward: false) }
        entry.addFocusShortcut("<Shift>Return") { [weak self] in self?.step(forward: false) }
        nextButton.onClicked { [weak self] in self?.step(forward: true) }
        previousButton.onClicked { [weak self] in self?.step(forward: false) }
        filterToggle.onToggled { [weak self] in self?.applyFilter() }
        regexToggle.onToggled { [weak self] in self?.queryChanged() }
        entry.addFocusShortcut("<Alt>r") { [weak self] in self?.regexToggle.isActive.toggle() }
        close.onClicked { [weak self] in self?.widget.isShown = false }
        widget.onShownChange { [weak self] in
            guard let self, !self.widget.isShown else { return }
            self.clear()
        }
        let area = content.widget
        // Also the window's `content.find` action, which names it in the menu.
        area.addWindowShortcut("<Control>f") { [weak self] in self?.open() }
        area.addWindowShortcut("<Control>g") { [weak self] in self?.step(forward: true) }
        area.addWindowShortcut("<Shift><Control>g") { [weak self] in self?.step(forward: false) }
        showCount()
    }

    /// Shows the bar with the keyboard in its field.
    func open() {
        widget.isShown = true
        entry.grabFocus()
    }

    /// Searches for `text`, a regular expression when `regularExpression`, as typing it would.
    package func search(for text: String, regularExpression: Bool = false) {
        open()
        regexToggle.isActive = regularExpression
        entry.text = text
        queryChanged()
    }

    // MARK: Searching

    private func queryChanged() {
        let query: SearchQuery?
        do {
            query = regexToggle.isActive ? try SearchQuery(regularExpression: entry.text) : SearchQuery(entry.text)
            patternError = nil
        } catch {
            query = nil
            patternError = error
        }
        entry.setCSSClass("error", patternError != nil)
        guard query != self.query || patternError != nil else { return }
        startSearch(for: query)
    }

    /// Searches the whole file for `query` anew (nothing for `nil`), counting as it goes.
    private func startSearch(for query: SearchQuery?) {
        guard let content else { return }
        search?.cancel()
        stepping?.cancel()
        counting?.cancel()
        currentMatch = nil
        self.query = query
        search = query.flatMap(content.source.makeSearch)
        if let search {
            counting = Task { [weak self] in
                // Until the next search: a growing file's search goes on (``followFile()``).
                for await progress in search.progressUpdates {
                    self?.showCount()
                    self?.content?.matchesDidChange()
                    // The file may have grown while the search ran: it goes on with that.
                    if progress.hasEnded { self?.followFile() }
                    // At most 20 counts a second; the stream keeps the newest meanwhile.
                    try? await Task.sleep(for: .milliseconds(50))
                }
            }
            search.start()
        }
        content.feed.list.rebindShownRows()
        showCount()
        content.matchesDidChange()
        if filterToggle.isActive { applyFilter() }
    }

    /// Searches again, within the records the file's filter now lets through.
    func filterChanged() {
        guard query != nil else { return }
        startSearch(for: query)
    }

    /// Keeps the search with the file: what a growing file gained is searched on from where the
    /// search stopped; a file read again after it was truncated or replaced is searched again.
    func followFile() {
        guard let search, let content, !content.source.keepUp(search) else { return }
        startSearch(for: query)
    }

    /// Empties the query when the bar closes: no highlights, every record again.
    private func clear() {
        entry.text = ""
        if filterToggle.isActive {
            filterToggle.isActive = false
        }
        queryChanged()
        content?.feed.list.grabFocus()
    }

    /// Whether the list shows only the search's matches.
    var showsOnlyMatches: Bool { filterToggle.isActive && search != nil }

    /// Shows only the matching records while the toggle is on, else every record the filter
    /// lets through, keeping the selected record in view.
    private func applyFilter() {
        content?.showChosenRecords()
    }

    // MARK: Going from match to match

    /// Goes to the matching record after the selected one (before it, backwards), wrapping
    /// around at the file's ends once the search has ended.
    func step(forward: Bool) {
        guard let search, let content else { return }
        stepping?.cancel()
        let from = content.feed.list.selectedItem?.item.id ?? (forward ? 0 : Int.max)
        stepping = Task { [weak self] in
            guard let position = await Self.position(after: from, forward: forward, in: search) else {
                self?.content?.showMessage(appTexts.translate("No matches"))
                return
            }
            guard !Task.isCancelled, let self else { return }
            self.goToMatch(at: position)
        }
    }

    /// Goes to the match at `position` among the matches found, counting it as the current one.
    func goToMatch(at position: Int) {
        guard let number = search?.match(at: position) else { return }
        currentMatch = position
        showCount()
        content?.navigator.goTo(number, focusing: false)
    }

    /// The position of the match after record `number` (before it, backwards), waiting for the
    /// search to find one; wraps around once the search has ended; `nil` without matches.
    private static func position(after number: Int, forward: Bool, in search: any RecordMatching) async -> Int? {
        for await progress in search.progressUpdates {
            let position = search.position(ofMatchAtOrAfter: forward ? number + 1 : number)
            let found = search.match(at: position)
            if forward, let found, found > number { return position }
            if !forward, let found {
                if found < number { return position }
                if position > 0 { return position - 1 }
            }
            if progress.hasEnded {
                guard progress.isComplete, progress.matchCount > 0 else { return nil }
                return forward ? 0 : progress.matchCount - 1
            }
        }
        return nil
    }

    /// The search's progress the count shows.
    private var shownProgress: MatchProgress?

    /// Whether the count shows how far the search has got now (it follows a few times a second).
    var showsCurrentCount: Bool { search.map { $0.progress == shownProgress } ?? true }

    /// "3 of 1,234", "1,234 so far (45 %)" or "No matches".
    private func showCount() {
        let shown = search != nil
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
        guard let search else { return }
        let progress = search.progress
        shownProgress = progress
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
        } else if let currentMatch {
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

import Foundation
import GtkList
import ListCore
import RecordFiles
import Synchronization

/// The Patterns pane of a text log (Shift+Ctrl+P, or the header bar's Patterns toggle): the
/// templates its messages come from, most frequent first, each with its count and a sample,
/// learnt in the background the first time the pane opens. Activating a pattern (Enter, a
/// double click) keeps the list to its entries (`pattern = "…"`); its menu (the Menu key,
/// Shift+F10, a right click) also hides them instead (`not pattern = "…"`, with the filter
/// already set). The timeline shows what the filter keeps. While the pane shows, a file that
/// grew (a followed log) is learnt again, at most a third of the time, and the counts follow.
@MainActor
final class PatternsPane: FileFeature {
    /// The pane, to put at the start of the list; hidden until the toggle opens it.
    let widget: Revealer
    /// The header bar's toggle; shown for text logs only.
    let toggle = ToggleButton(iconName: "view-list-bullet-symbolic")
    /// The patterns, most frequent first.
    let list: ListView<PatternItem>
    /// How far the learning has got, or how many patterns there are.
    let status = Label()
    private let model: OpenFile
    private var observation: ObservationToken?
    /// The file whose patterns are shown or being learnt.
    private var learntFile: RecordFile?
    /// Tells a learning of another file, or of a pane that is gone, to stop.
    private var learning = Learning()
    /// Holds the file unsettled while its patterns are learnt, for a picture of them.
    private var hold: SettleHold?
    /// How much of the file the index knew when the patterns shown were learnt.
    private var learntBytes = 0
    /// How long the last learning took.
    private var learningTime = Duration.zero
    /// The next learning of a file that grew, while one waits.
    private var relearning: Task<Void, Never>?

    init(model: OpenFile) {
        self.model = model
        list = ListView(dataSource: ListDataSource<PatternItem>(), adapters: [
            RowAdapter(kind: PatternItem.kind, make: PatternRow.init) { row, item in row.show(item) },
        ])
        list.accessibleLabel = appTexts.translate("Patterns")
        list.showsSeparators = true
        list.emptyPage = EmptyPage.textOnly(title: appTexts.translate("No patterns yet"), description: "")
        status.addCSSClass(ListStyle.secondaryText)
        status.addCSSClass("numeric")
        status.setAccessibleRole(.status)
        status.wraps = true
        status.horizontalTextAlignment = 0
        let heading = Label(appTexts.translate("Patterns"))
        heading.addCSSClass("heading")
        heading.horizontalTextAlignment = 0
        let top = Box(.vertical, spacing: 2, children: [heading, status])
        top.setMargins(top: 12, bottom: 8, start: 12, end: 12)
        let listWidget = list.widget
        listWidget.expandsVertically = true
        let box = Box(.vertical, children: [top, listWidget])
        box.setSizeRequest(width: 340)
        box.addCSSClass("sidebar")
        widget = Revealer(child: box, transition: .slideRight)
        // Hidden, the pane is out of the layout and of what screen readers read.
        widget.isVisible = false
        widget.onChildRevealedChange { [weak self] in
            guard let self, !self.widget.revealsChild else { return }
            self.widget.isVisible = false
        }
        toggle.tooltip = appTexts.translate("Show the Patterns of the Messages (Shift+Ctrl+P)")
        toggle.setAccessibleLabel(appTexts.translate("Patterns"))
        toggle.isVisible = false
        toggle.onToggled { [weak self] in self?.toggled() }
        list.onActivate { [weak self] row in self?.show(row.item, only: true) }
        list.contextMenu = { [weak self] row in
            [RowAction(appTexts.translate("_Show Only These")) { self?.show(row.item, only: true) },
             RowAction(appTexts.translate("_Hide These")) { self?.show(row.item, only: false) }]
        }
        observation = model.observe { [weak self] change in
            self?.fileMayHaveChanged()
            if case .filter(.input) = change { self?.selectFilteredPattern() }
            if change == .indexed { self?.relearnIfGrown() }
        }
    }

    isolated deinit {
        learning.stop()
        relearning?.cancel()
    }

    /// Shift+Ctrl+P opens and closes the pane.
    var areaShortcuts: [FeatureShortcut] {
        [FeatureShortcut(trigger: "<Shift><Control>p") { [weak self] in
            guard let self, self.toggle.isVisible else { return }
            self.toggle.isActive.toggle()
        }]
    }

    private var textLog: RecordFile? {
        model.opening.recordFile.flatMap { $0.layout.format == .text ? $0 : nil }
    }

    /// The toggle shows for a text log; a file opened anew is learnt anew while the pane shows.
    private func fileMayHaveChanged() {
        toggle.isVisible = textLog != nil
        if widget.revealsChild, let file = textLog, file.learntPatterns !== learntFile?.learntPatterns { learn(file) }
    }

    private func toggled() {
        if toggle.isActive { widget.isVisible = true }
        widget.revealsChild = toggle.isActive
        guard toggle.isActive else {
            model.place.focusList()
            return
        }
        if let file = textLog, file.learntPatterns !== learntFile?.learntPatterns { learn(file) }
        if toggle.isVisible { list.grabFocus() }
    }

    /// Learns `file`'s patterns on a background thread, telling the progress; `again`, the
    /// patterns shown stay until the new ones are learnt.
    private func learn(_ file: RecordFile, again: Bool = false) {
        learning.stop()
        relearning?.cancel()
        relearning = nil
        let learning = Learning()
        self.learning = learning
        learntFile = file
        learntBytes = model.index.progress?.indexedBytes ?? 0
        if !again {
            list.dataSource.apply([])
            showProgress(0)
        }
        hold = model.holdSettling("patterns")
        let size = max(1, file.identity.size)
        let started = ContinuousClock.now
        Thread.detachNewThread {
            let report = { (scanned: Int) in
                guard !again else { return }
                Task { @MainActor [weak self] in
                    guard !learning.isStopped else { return }
                    self?.showProgress(Int(min(99, scanned * 100 / size)))
                }
            }
            let learnt = again ? try? file.relearnPatterns(isCancelled: { learning.isStopped }, progress: report)
                               : try? file.patterns(isCancelled: { learning.isStopped }, progress: report)
            Task { @MainActor [weak self] in
                guard !learning.isStopped, let self else { return }
                self.learningTime = ContinuousClock.now - started
                self.show(learnt)
                self.relearnIfGrown()
            }
        }
    }

    /// Learns the patterns again once the index knows more of the file than when they were
    /// learnt, after a pause twice as long as the last learning (at least two seconds), so that
    /// a log that keeps growing is learnt a third of the time at most.
    private func relearnIfGrown() {
        guard widget.revealsChild, hold == nil, relearning == nil, let learnt = learntFile?.learntPatterns,
              textLog?.learntPatterns === learnt, let indexed = model.index.progress, indexed.isComplete, indexed.indexedBytes > learntBytes else { return }
        let pause = max(.seconds(2), learningTime * 2)
        relearning = Task { @MainActor [weak self] in
            try? await Task.sleep(for: pause)
            guard !Task.isCancelled, let self else { return }
            self.relearning = nil
            guard self.widget.revealsChild, let file = self.textLog, file.learntPatterns === learnt else { return }
            self.learn(file, again: true)
        }
    }

    private func showProgress(_ percent: Int) {
        // TRANSLATORS: the Patterns pane while it learns the patterns of the file's messages
        status.text = appTexts.translate("Learning the patterns… %s%%").filling(UserLocale.formatted(percent))
    }

    private func show(_ learnt: LogPatterns?) {
        defer { hold = nil }
        guard let learnt else {
            status.text = appTexts.translate("The patterns could not be learnt: the file could not be read.")
            return
        }
        let entries = learnt.patterns.reduce(0) { $0 + $1.count }
        // TRANSLATORS: the Patterns pane once the patterns are learnt: "312 patterns in 1,204,000 entries"
        status.text = appTexts.translate("%1$s pattern in %2$s entries", "%1$s patterns in %2$s entries", count: learnt.patterns.count)
            .filling(UserLocale.formatted(learnt.patterns.count), UserLocale.formatted(entries))
        let items = learnt.patterns.enumerated().map { PatternItem(rank: $0.offset, pattern: $0.element, entries: entries) }
        list.dataSource.apply([ListSection(id: "patterns", items: items)])
        selectFilteredPattern(keepingOtherwise: true)
    }

    /// Selects the pattern the filter keeps the list to, if it is one pattern alone; otherwise
    /// selects none, or (`keepingOtherwise`) leaves the selection as it is.
    private func selectFilteredPattern(keepingOtherwise: Bool = false) {
        let items = list.dataSource.sections.first?.items ?? []
        let filtered = items.first { model.filter.text == "pattern = \(PatternItem.quoted($0.pattern.text))" }
        guard filtered != nil || !keepingOtherwise else { return }
        list.selectItems(withIDs: filtered.map { [$0.id] } ?? [])
    }

    /// Keeps the list to the entries of `item`'s pattern, or (not `only`) hides them, with the
    /// filter already set.
    private func show(_ item: PatternItem, only: Bool) {
        let term = "pattern = \(PatternItem.quoted(item.pattern.text))"
        let current = model.filter.text.trimmingCharacters(in: .whitespaces)
        model.filter.setText(only ? term : current.isEmpty ? "not \(term)" : "(\(current)) and not \(term)")
        model.place.focusList()
    }
}

/// One learning of a file's patterns, which the pane stops when it learns another file or goes.
private final class Learning: Sendable {
    private let stopped = Atomic<Bool>(false)

    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    func stop() { stopped.store(true, ordering: .relaxed) }
}

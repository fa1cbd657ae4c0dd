import Foundation
import GtkList
import ListCore
import RecordFiles

/// Records over time, above the list (lnav's histogram): a bar for each span of the file's
/// time, as tall as the records in it, drawn as the index learns the file, with the matches of
/// the search (or else of the filter) in the highlight's colour over them. A click on a bar, or
/// Left and Right to choose one and Enter, goes to its first record. Shown for files whose
/// records have a time (``RecordTime``).
@MainActor
final class FileTimeline {
    /// The bars and, under them, the first and last time.
    let widget: Box
    /// The bars; focusable, for the keyboard.
    let area = DrawingArea(height: FileTimeline.height)
    private let startLabel = Label()
    private let endLabel = Label()
    private let model: OpenFile
    private var observation: ObservationToken?
    /// Keeps the file from settling while the bars are not yet the ones to show.
    private var hold: SettleHold?
    private var timeline: RecordTimeline?
    private var following: Task<Void, Never>?
    /// The bars as last counted, and the span chosen with the keyboard.
    private(set) var histogram: TimeHistogram?
    private(set) var chosenBar: Int?

    private static let height: Int32 = 36
    /// Pixels per bar.
    private static let barWidth = 4.0
    private static let barColor = Color(hex: 0x3584E4, alpha: 0.55)
    /// The search highlight's dark yellow, as in the match overview.
    private static let matchColor = Color(hex: 0xE5A50A)
    private static let chosenColor = Color(hex: 0x1C71D8)

    isolated deinit {
        following?.cancel()
        timeline?.cancel()
    }

    init(model: OpenFile) {
        self.model = model
        for label in [startLabel, endLabel] {
            label.addCSSClass(ListStyle.secondaryText)
            label.addCSSClass("caption")
            label.addCSSClass("numeric")
        }
        startLabel.expandsHorizontally = true
        startLabel.horizontalTextAlignment = 0
        endLabel.horizontalTextAlignment = 1
        let labels = Box(.horizontal, children: [startLabel, endLabel])
        widget = Box(.vertical, spacing: 2, children: [area, labels])
        widget.setMargins(top: 6, bottom: 4, start: 12, end: 12)
        widget.isVisible = false
        area.isFocusable = true
        area.setDrawFunction { [weak self] context, width, height in self?.draw(context, width: width, height: height) }
        area.onResize { [weak self] _, _ in self?.update() }
        area.onPrimaryPressBeforeChildren { [weak self] x, _ in
            guard let self else { return false }
            self.area.grabFocus()
            let barCount = self.histogram?.counts.count ?? 1
            self.choose(bar: min(barCount - 1, Int(x / (Double(self.area.allocatedWidth) / Double(barCount)))))
            self.goToChosenBar()
            return true
        }
        area.addFocusShortcut("Left") { [weak self] in self?.move(by: -1) }
        area.addFocusShortcut("Right") { [weak self] in self?.move(by: 1) }
        area.addFocusShortcut("Return") { [weak self] in self?.goToChosenBar() }
        observation = model.observe { [weak self] change in
            switch change {
            case .indexed: self?.followFile()
            case .listState: self?.showWhenTimed()
            case .filter(.restarted), .filter(.progress), .search(.restarted), .search(.progress): self?.update()
            default: break
            }
        }
        // A file opened ahead of its window (``OpenFile/startAhead()``) is being indexed already.
        if model.index.index != nil { followFile() }
    }

    /// Samples what the index learnt since the last run; the first time, and whenever the file
    /// was read again (a refresh starts a new index), starts a timeline of the file as opened.
    private func followFile() {
        defer { holdWhileUnsettled() }
        guard let index = model.index.index else { return }
        if let timeline, timeline.index === index {
            timeline.start()
            return
        }
        timeline?.cancel()
        following?.cancel()
        // Nothing of the last timeline stands for the new one.
        drawnProgress = nil
        guard let file = model.opening.recordFile else { return }
        // Started with the file ahead of the window, it may have sampled the file already.
        let timeline = model.takeTimelineStartedAhead(sampling: index)
            ?? RecordTimeline(file: file, index: index, timeField: model.file.timeKey, columnName: csvColumnName)
        self.timeline = timeline
        following = Task { [weak self] in
            // At most ten drawings a second, and the last at once: a run that caught up with an
            // index still under way is not the last (the index's next progress starts another).
            let isLast = { @MainActor [weak self] (progress: RecordTimeline.Progress) in
                progress.hasEnded && self?.model.index.isSettled != false
            }
            await followPaced(timeline.progressUpdatesInPlace, every: .milliseconds(100), endsRun: isLast) { [weak self] _ in
                self?.update()
                return true
            }
        }
        timeline.start()
    }

    /// Whether the bars drawn are the last run's, once it has ended (at once for a file that is
    /// not indexed).
    private var isSettled: Bool {
        guard model.index.index != nil else { return true }
        // The bars drawn are the timeline's latest: a run started since is not drawn yet.
        guard let drawn = drawnProgress, drawn == timeline?.progress else { return false }
        // Bars counted before the timeline had its width (it shows once there is a time) are
        // counted again as it gets it.
        if histogram != nil, area.allocatedWidth == 0 || histogram?.counts.count != bucketCount { return false }
        // A run that has ended is the last one until the index or the file changes again (a
        // run started tells so at once): whether it sampled the whole file, found no times, met
        // an error or stopped short, its bars are the ones to show.
        return drawn.hasEnded
    }
    /// How far sampling had got when the bars were last counted.
    private var drawnProgress: RecordTimeline.Progress?

    /// Holds the file unsettled while the bars are not the ones to show, and lets it go once
    /// they are.
    private func holdWhileUnsettled() {
        if isSettled {
            hold = nil
        } else if hold == nil {
            hold = model.holdSettling("timeline")
        }
    }

    /// How many bars the timeline's width holds.
    private var bucketCount: Int { max(1, Int(Double(area.allocatedWidth) / Self.barWidth)) }

    /// Counts the bars again (the samples, the width or the matches changed) and draws them.
    func update() {
        defer { holdWhileUnsettled() }
        guard let timeline else { return }
        let matching = model.choice.marked
        // Sampling publishes its end after its last sample: read first, it vouches for them.
        let progress = timeline.progress
        histogram = timeline.histogram(bucketCount: bucketCount, matches: matching?.matches ?? [])
        drawnProgress = progress
        showWhenTimed()
        if let histogram {
            startLabel.text = LocalTimeText.text(histogram.start)
            endLabel.text = LocalTimeText.text(histogram.end)
            if let chosen = chosenBar { chosenBar = min(chosen, histogram.counts.count - 1) }
        }
        describe()
        area.queueDraw()
    }

    /// Shows the strip once it has bars, and before them from the first rows on when the file is
    /// indexed and the first record read has a time: the rows then stay where they are when the
    /// bars come (the index, and the sampling with it, waits for the app's start-up to end).
    private func showWhenTimed() {
        widget.isVisible = histogram != nil
            || (model.index.index != nil && drawnProgress?.isComplete != true && firstRecordHasTime)
    }

    /// Whether the list's first record has a time, in the field the timeline samples.
    private var firstRecordHasTime: Bool {
        guard case .object(let members)? = model.records.dataSource.item(at: ListIndexPath(section: 0, item: 0))?.value
        else { return false }
        return RecordTime.field(in: members, chosen: model.file.timeKey)
            .flatMap { RecordTime.seconds(in: members[$0].value) } != nil
    }

    private func draw(_ context: DrawingContext, width: Double, height: Double) {
        guard let histogram, histogram.largestCount > 0 else { return }
        let scale = (height - 1) / histogram.largestCount
        let barWidth = width / Double(histogram.counts.count)
        let bar = { (index: Int, count: Double) in
            let barHeight = count > 0 ? max(1.5, count * scale) : 0
            context.addRoundedRectangle(x: Double(index) * barWidth, y: height - barHeight,
                                        width: barWidth - 1, height: barHeight, radius: 0)
        }
        context.setColor(Self.barColor)
        histogram.counts.enumerated().forEach(bar)
        context.fill()
        context.setColor(Self.matchColor)
        histogram.matchCounts.enumerated().forEach(bar)
        context.fill()
        if let chosenBar, area.hasFocusWithin {
            context.setColor(Self.chosenColor)
            context.setLineWidth(1)
            context.addRoundedRectangle(x: Double(chosenBar) * barWidth - 0.5, y: 0.5, width: barWidth, height: height - 1, radius: 1)
            context.stroke()
        }
    }

    // MARK: Choosing a bar

    private func move(by step: Int) {
        guard let histogram else { return }
        // From the first bar that has records, on to the next that has.
        var bar = chosenBar.map { $0 + step } ?? (step > 0 ? 0 : histogram.counts.count - 1)
        while histogram.counts.indices.contains(bar), histogram.counts[bar] == 0 { bar += step }
        guard histogram.counts.indices.contains(bar) else { return }
        choose(bar: bar)
    }

    private func choose(bar: Int) {
        guard let histogram, histogram.counts.indices.contains(bar) else { return }
        chosenBar = bar
        describe()
        area.queueDraw()
    }

    /// Goes to the first record of the chosen bar, or of the nearest bar after it with records.
    func goToChosenBar() {
        guard let histogram, let chosenBar else { return }
        let record = histogram.firstRecords[chosenBar...].lazy.compactMap { $0 }.first
            ?? histogram.firstRecords[..<chosenBar].lazy.compactMap { $0 }.last
        guard let record else { return }
        model.place.go(to: .record(record), focus: .selection)
    }

    /// What screen readers say: the time the bars span, how to choose one, and the one chosen.
    private func describe() {
        guard let histogram else { return }
        // TRANSLATORS: the timeline's accessible name: the first and the last time of the records
        var text = appTexts.translate("Records over time, from %1$s to %2$s. Left and Right choose a span, Enter goes to its first record.")
            .filling(LocalTimeText.text(histogram.start), LocalTimeText.text(histogram.end))
        if let chosenBar {
            let from = histogram.start + Double(chosenBar) * histogram.bucketSeconds
            let records = Int(histogram.counts[chosenBar].rounded())
            // TRANSLATORS: the span chosen in the timeline: its start, its end, about how many records fall in it
            text += " " + appTexts.translate("From %1$s to %2$s: about %3$s records.")
                .filling(LocalTimeText.text(from), LocalTimeText.text(from + histogram.bucketSeconds), UserLocale.formatted(records))
        }
        area.setAccessibleLabel(text)
        area.tooltip = chosenBar == nil ? nil : text
    }
}

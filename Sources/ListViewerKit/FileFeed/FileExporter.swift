import Foundation
import GtkList
import RecordFiles

/// Export… (Shift+Ctrl+E): saves the records shown — after the filter and the search's "Only
/// Matches", in the table's sort — as JSON Lines or CSV (by the name's extension: `.csv`,
/// `.tsv`, else JSON Lines), with a bar that shows the progress and can cancel it. GTK's chooser
/// asks before an existing file is replaced; the file appears only once complete.
@MainActor
package final class FileExporter {
    /// The progress bar, to put above the list; hidden while nothing is exported.
    let widget: Revealer
    /// What the export has written.
    let progressLabel = Label()
    private let spinner = Spinner()
    private let cancelButton = Button(label: appTexts.translate("_Cancel"))
    private let model: OpenFile
    private let chooseFileToSave: ChooseFileToSave
    /// The export under way, if any.
    package private(set) var export: RecordExport?
    private var following: Task<Void, Never>?

    isolated deinit {
        following?.cancel()
        export?.cancel()
    }

    /// Saves `model`'s records shown, where `chooseFileToSave` says.
    init(model: OpenFile, chooseFileToSave: @escaping ChooseFileToSave) {
        self.model = model
        self.chooseFileToSave = chooseFileToSave
        progressLabel.addCSSClass("numeric")
        progressLabel.ellipsis = .middle
        progressLabel.expandsHorizontally = true
        progressLabel.horizontalTextAlignment = 0
        progressLabel.setAccessibleRole(.status)
        spinner.setAccessibleRole(.presentation)
        cancelButton.tooltip = appTexts.translate("Stop the Export")
        let row = Box(.horizontal, spacing: 12, children: [spinner, progressLabel, cancelButton])
        row.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        widget = Revealer(child: row, transition: .slideDown, durationMilliseconds: 150)
        widget.isVisible = false
        cancelButton.onClicked { [weak self] in self?.export?.cancel() }
    }

    /// Asks where to save the records shown, then saves them there.
    func chooseDestination() {
        let base = URL(fileURLWithPath: model.file.name).deletingPathExtension().lastPathComponent
        chooseFileToSave(
            // TRANSLATORS: the name proposed for an export: the file's name, then its extension
            appTexts.translate("%1$s (export).%2$s").filling(base, "jsonl"),
            [(appTexts.translate("JSON Lines"), ["*.jsonl", "*.ndjson"]), (appTexts.translate("CSV"), ["*.csv", "*.tsv"])]
        ) { [weak self] path in
            guard let path else { return }
            self?.export(to: path)
        }
    }

    /// Saves the records shown to `path`, replacing a file there (the chooser asked first).
    package func export(to path: String) {
        guard export == nil else {
            model.tell(FileNotice(appTexts.translate("An export is under way")))
            return
        }
        guard let file = model.opening.recordFile else { return }
        let export = RecordExport(file: file, records: model.choice.exportRecords, to: path, index: model.index.index,
                                  replacing: true, columnName: csvColumnName)
        self.export = export
        spinner.isSpinning = true
        widget.isVisible = true
        widget.revealsChild = true
        following = Task { [weak self] in
            await followPaced(export.progressUpdatesInPlace, every: .milliseconds(50), endsRun: \.hasEnded) { [weak self] progress in
                self?.show(progress)
                guard progress.hasEnded else { return true }
                self?.finish(progress)
                return false
            }
        }
        export.start()
    }

    /// "Exporting to “x.csv”… 45%", or the records written while their number is not known.
    private func show(_ progress: RecordExport.Progress) {
        guard let export else { return }
        let name = URL(fileURLWithPath: export.path).lastPathComponent
        if let fraction = progress.fraction {
            // TRANSLATORS: the file exported to, and how much of it was written
            progressLabel.text = appTexts.translate("Exporting to “%1$s”… %2$s%%").filling(name, UserLocale.formatted(Int(fraction * 100)))
        } else {
            let count = UserLocale.formatted(progress.writtenRecords)
            // TRANSLATORS: the file exported to, and how many records were written so far
            progressLabel.text = appTexts.translate("Exporting to “%1$s”… %2$s record", "Exporting to “%1$s”… %2$s records",
                                                    count: progress.writtenRecords).filling(name, count)
        }
    }

    /// Hides the bar and says how the export ended.
    private func finish(_ progress: RecordExport.Progress) {
        guard let export else { return }
        self.export = nil
        spinner.isSpinning = false
        widget.revealsChild = false
        widget.isVisible = false
        let name = URL(fileURLWithPath: export.path).lastPathComponent
        if progress.isComplete {
            let count = UserLocale.formatted(progress.writtenRecords)
            model.tell(FileNotice(appTexts.translate("Exported %s record", "Exported %s records", count: progress.writtenRecords).filling(count),
                                  detail: export.path))
        } else if let failure = progress.failure {
            model.tell(FileNotice(appTexts.translate("Couldn’t export the records"), detail: failure.text))
        } else {
            model.tell(FileNotice(appTexts.translate("Export stopped: “%s” was not written").filling(name)))
        }
    }
}

/// Asks where to save a file, proposing a name, with named glob filters; calls back with the
/// path, or `nil` when cancelled.
typealias ChooseFileToSave = @MainActor (_ suggestedName: String, _ filters: [(String, [String])],
                                         _ completion: @escaping @MainActor (String?) -> Void) -> Void

import GtkList
import ListCore

/// The table of an open file's records, wired to its model: Enter shows a record's details,
/// scrolling near the end reads on, a header sorts the whole file, and its headers show the
/// sort asked for (`--sort`) and its progress.
@MainActor
final class FileTable {
    /// The table.
    let table: RecordTable
    private let model: OpenFile
    private var observation: ObservationToken?

    /// Makes the table of `model`'s records, whose columns `chooser` shows and changes.
    init(model: OpenFile, chooser: ColumnChooser) {
        self.model = model
        table = RecordTable(dataSource: model.records.dataSource, name: model.file.name, layoutPath: model.file.layoutPath)
        table.onColumnsChange = { [chooser, weak table] in table.map(chooser.show) }
        chooser.show(table)
        table.onActivate = { [weak model] item in model?.place.activate(item) }
        table.onNearEnd = { [weak model] in model?.ask(.nearEnd) }
        table.onSortChange = { [weak model] order in model?.sort.setOrder(order) }
        // A sort asked for before the table showed (`--sort`) marks its header.
        showOrder()
        // A file opened straight into the table (`--table`) is read when the table shows.
        table.widget.onMap { [weak model] in model?.ask(.firstShow) }
        observation = model.observe { [weak self] change in self?.modelDidChange(change) }
    }

    private func modelDidChange(_ change: FileChange) {
        switch change {
        case .sort(.order), .sort(.orderCleared): showOrder()
        case .sort(.progress(let field)): table.showSortProgress(model.sort.progress(of: field), of: field)
        case .request(.scrollToStart): table.view.scrollToItem(at: ListIndexPath(section: 0, item: 0))
        default: break
        }
    }

    /// Marks the header of the order asked for (the table tells it back, which changes nothing).
    private func showOrder() {
        let order = model.sort.order
        guard table.order != order else { return }
        table.sort(by: order?.field, ascending: order?.ascending ?? true)
    }
}

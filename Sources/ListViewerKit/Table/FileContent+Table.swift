import GtkList

extension FileContent {
    /// The table of the records read so far, wired to the file: Enter shows a record's details,
    /// scrolling near the end reads on, and a header sorts the whole file.
    func makeTable() -> RecordTable {
        let table = RecordTable(dataSource: source.dataSource, name: source.fileName)
        table.onActivate = { [weak self] item in self?.showDetails(of: item) }
        table.onNearEnd = { [weak feed] in feed?.scrolledNearEnd() }
        table.onSortChange = { [weak self] order in
            guard let self, self.sorter.order != order else { return }
            self.sorter.order = order
            self.showChosenRecords(keepingSelection: false)
        }
        // A file opened straight into the table (`--table`) is read when the table shows, as
        // the list would read it when it shows; the list then does not read it again.
        table.widget.onMap { [weak self] in
            guard let self, self.feed.refreshesOnFirstShow, !self.feed.state.hasLoadedOnce else { return }
            self.feed.refreshesOnFirstShow = false
            self.feed.beginRefreshing()
        }
        return table
    }

    /// Whether the records show as a table instead of a list (the Table toggle, `--table`).
    public var showsTable: Bool {
        get { viewSwitch.showsTable }
        set { viewSwitch.showsTable = newValue }
    }
}

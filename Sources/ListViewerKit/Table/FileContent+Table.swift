import GtkList

extension FileContent {
    /// The table of the records read so far, wired to the file: Enter shows a record's details,
    /// scrolling near the end reads on, and headers sort once the whole file is read.
    func makeTable() -> RecordTable {
        let table = RecordTable(dataSource: source.dataSource, name: source.fileName)
        table.onActivate = { [weak self] item in self?.showDetails(of: item) }
        table.onNearEnd = { [weak feed] in feed?.scrolledNearEnd() }
        table.sortingRefusal = sortingRefusal
        // A file opened straight into the table (`--table`) is read when the table shows, as
        // the list would read it when it shows; the list then does not read it again.
        table.widget.onMap { [weak self] in
            guard let self, self.feed.refreshesOnFirstShow, !self.feed.state.hasLoadedOnce else { return }
            self.feed.refreshesOnFirstShow = false
            self.feed.beginRefreshing()
        }
        feed.onStateChange { [weak self, weak table] _ in
            guard let self else { return }
            table?.sortingRefusal = self.sortingRefusal
        }
        return table
    }

    /// Why the table's headers cannot sort now, or `nil` when the whole file is in memory.
    var sortingRefusal: String? {
        if source.droppedRecords > 0 {
            // TRANSLATORS: a table header's tooltip; %s is how many records the window keeps
            return appTexts.translate("Sorting needs the whole file, and it is longer than the %s records kept.")
                .filling(UserLocale.formatted(source.maximumLoadedRecords))
        }
        guard feed.state.isExhausted else {
            return appTexts.translate("Sorting needs the whole file: scroll to the end to read the rest.")
        }
        return nil
    }

    /// Whether the records show as a table instead of a list (the Table toggle, `--table`).
    public var showsTable: Bool {
        get { viewSwitch.showsTable }
        set { viewSwitch.showsTable = newValue }
    }
}

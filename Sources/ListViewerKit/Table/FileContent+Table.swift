import GtkList

extension FileContent {
    /// The table of the records read so far, wired to the file: Enter shows a record's details,
    /// scrolling near the end reads on, and a header sorts the whole file.
    func makeTable() -> RecordTable {
        let table = RecordTable(dataSource: source.dataSource, name: source.fileName, layoutPath: layoutPath)
        table.onColumnsChange = { [columnChooser, weak table] in table.map(columnChooser.show) }
        columnChooser.show(table)
        table.onActivate = { [weak self] item in self?.showDetails(of: item) }
        table.onNearEnd = { [weak feed] in feed?.scrolledNearEnd() }
        table.onSortChange = { [weak self] order in self?.sort(by: order) }
        // A sort asked for before the table showed (`--sort`) marks its header.
        if let order = sorter.order { table.sort(by: order.field, ascending: order.ascending) }
        // A file opened straight into the table (`--table`) is read when the table shows, as
        // the list would read it when it shows; the list then does not read it again.
        table.widget.onMap { [weak self] in
            guard let self, self.feed.refreshesOnFirstShow, !self.feed.state.hasLoadedOnce else { return }
            self.feed.refreshesOnFirstShow = false
            self.feed.beginRefreshing()
        }
        return table
    }

    /// Shows the records in the order of `field` (`nil`: the file's order), as a click on its
    /// header in the table does, once the sort is made.
    func sort(by field: TableField?, ascending: Bool = true) {
        let order = field.map { FileSorter.Order(field: $0, ascending: ascending) }
        // The table's header shows the order (and tells it back, which changes nothing then).
        if let table = viewSwitch.table, table.order != order { table.sort(by: field, ascending: ascending) }
        sort(by: order)
    }

    private func sort(by order: FileSorter.Order?) {
        guard sorter.order != order else { return }
        sorter.order = order
        showChosenRecords(keepingSelection: false)
    }

    /// Whether the records show as a table instead of a list (the Table toggle, `--table`).
    public var showsTable: Bool {
        get { viewSwitch.showsTable }
        set { viewSwitch.showsTable = newValue }
    }
}

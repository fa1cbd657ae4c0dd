import GtkList

/// A column of a ``RecordTable`` as GTK shows it: its GtkColumnViewColumn and the cell widgets
/// its factory made, each a one-line inscription with the full value as tooltip.
@MainActor
final class TableColumn {
    let column: TableColumns.Column
    let viewColumn: ColumnViewColumn
    private var inscriptions: [ListItemCell: Inscription] = [:]

    init(_ column: TableColumns.Column) {
        self.column = column
        var cellHandler: (@MainActor (ListItemEvent, ListItemCell) -> Void)?
        let factory = makeListItemFactory { event, cell in cellHandler?(event, cell) }
        viewColumn = ColumnViewColumn(title: TableColumns.title(of: column.field), factory: factory)
        viewColumn.isResizable = true
        // Text takes what is left of a wide window; numbers keep their width.
        viewColumn.expands = !column.isNumeric
        cellHandler = { [weak self] event, cell in self?.handle(event, of: cell) }
    }

    var field: TableField { column.field }

    private func handle(_ event: ListItemEvent, of cell: ListItemCell) {
        switch event {
        case .setup:
            let inscription = Inscription()
            // At least as wide as the sample's values: a wide table scrolls sideways rather
            // than squeezing every column to a few letters.
            inscription.minimumCharacters = column.naturalCharacters
            inscription.naturalCharacters = column.naturalCharacters
            if column.isNumeric {
                inscription.layOutLeftToRight()
                inscription.horizontalTextAlignment = 1
            }
            inscriptions[cell] = inscription
            cell.setChild(inscription)
        case .bind:
            guard let inscription = inscriptions[cell], let record = cell.payload as? TableRecord else { return }
            let value = field.value(of: record.item)
            inscription.text = value.map(TableField.cellText(of:)) ?? ""
            inscription.tooltip = value.map(TableField.tooltipText(of:)).flatMap { $0.isEmpty ? nil : $0 }
        case .unbind:
            break
        case .teardown:
            inscriptions[cell] = nil
        }
    }

    /// The texts of the cells bound now, for tests.
    var boundTexts: [String] { inscriptions.values.map(\.text) }
}

import GtkList
import RecordFiles

/// A column of a ``RecordTable``: the field it shows, and the table column showing it, whose
/// cells are one-line inscriptions with the full value as tooltip, which sort a whole file by
/// ``SortKey`` (see ``SortState``).
@MainActor
struct RecordColumn {
    let column: TableColumns.Column
    let tableColumn: TableColumn<RecordItem>

    init(_ column: TableColumns.Column) {
        self.column = column
        let field = column.field
        tableColumn = TableColumn(TableColumns.title(of: field), make: {
            let inscription = Inscription()
            // At least as wide as the sample's values: a wide table scrolls sideways rather
            // than squeezing every column to a few letters.
            inscription.minimumCharacters = column.naturalCharacters
            inscription.naturalCharacters = column.naturalCharacters
            if column.isNumeric {
                inscription.layOutLeftToRight()
                inscription.horizontalTextAlignment = 1
            }
            return inscription
        }, bind: { inscription, item in
            let value = field.value(of: item)
            inscription.text = value.map(TableField.cellText(of:)) ?? ""
            inscription.tooltip = value.map(TableField.tooltipText(of:)).flatMap { $0.isEmpty ? nil : $0 }
        })
        // The order a click asks for; the file comes in it (the table does not sort its rows).
        tableColumn.sortsBy { SortKey(field.value(of: $0)) }
        // Text takes what is left of a wide window; numbers keep their width.
        tableColumn.expands = !column.isNumeric
    }

    var field: TableField { column.field }
}

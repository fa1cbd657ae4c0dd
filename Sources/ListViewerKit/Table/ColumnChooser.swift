import GtkList

/// The header bar's Columns button and its popover: a row per column of the table, in the
/// order shown, whose check button shows or hides the column, whose pin keeps it in place
/// while the table scrolls sideways, and whose arrows move it a place left or right (as
/// dragging its header does). Everything works from the keyboard.
@MainActor
final class ColumnChooser {
    /// The header bar's button, shown while the table shows.
    let button: MenuButton
    /// The rows, one per column.
    let rows = Box(.vertical, spacing: 2)
    /// One column's row.
    struct Entry {
        let field: TableField
        /// Shows or hides the column.
        let check: CheckButton
        /// Keeps the column in place while the table scrolls sideways.
        let pin: ToggleButton
        /// Move the column a place left or right.
        let left: Button
        let right: Button

        /// Its controls, in the order Tab reaches them.
        var controls: [Widget] { [check, pin, left, right] }
    }

    /// Each column's row, in the order shown.
    private(set) var entries: [Entry] = []
    private weak var table: RecordTable?

    init() {
        rows.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        button = MenuButton(iconName: "view-dual-symbolic", content: rows)
        // TRANSLATORS: the tooltip of the header bar button that shows, hides and moves the table's columns
        button.tooltip = appTexts.translate("Choose and order the columns")
        button.setAccessibleLabel(appTexts.translate("Columns"))
        button.isVisible = false
    }

    /// Lists the columns of `table` (again, after they changed).
    func show(_ table: RecordTable) {
        self.table = table
        // A keyboard user keeps their place: the same control of the same column.
        let focus = entries.lazy.compactMap { entry in
            entry.controls.firstIndex { $0.hasFocusWithin }.map { (entry.field, $0) }
        }.first
        entries.forEach { rows.remove($0.check.parent ?? $0.check) }
        let columns = table.columnsInOrder
        let firstMovable = table.frozenColumn == nil ? 0 : 1
        entries = columns.enumerated().map { place, column in
            entry(for: column, at: place, movable: firstMovable..<columns.count, in: table)
        }
        if let (field, control) = focus, let again = entries.first(where: { $0.field == field }) {
            again.controls[control].grabFocus()
        }
    }

    private func entry(for column: RecordColumn, at place: Int, movable: Range<Int>, in table: RecordTable) -> Entry {
        let title = TableColumns.title(of: column.field)
        let check = CheckButton(label: title.replacingOccurrences(of: "_", with: "__"))
        check.isActive = column.tableColumn.isVisible
        check.expandsHorizontally = true
        check.onToggled { [weak table, weak check] in
            guard let table, let check else { return }
            table.setVisible(column, check.isActive)
        }
        let pin = ToggleButton(iconName: "view-pin-symbolic")
        // TRANSLATORS: a toggle that keeps a table column in place while the table scrolls sideways; %s is its title
        pin.setAccessibleLabel(appTexts.translate("Keep “%s” in place").filling(title))
        pin.tooltip = appTexts.translate("Keep “%s” in place").filling(title)
        pin.isActive = table.frozenColumn?.field == column.field
        pin.onToggled { [weak table, weak pin] in
            guard let table, let pin else { return }
            if pin.isActive { table.freeze(column) } else if table.frozenColumn?.field == column.field { table.freeze(nil) }
        }
        let left = Button(iconName: "go-previous-symbolic")
        // TRANSLATORS: a button that moves a table column one place; %s is the column's title
        left.setAccessibleLabel(appTexts.translate("Move “%s” left").filling(title))
        left.tooltip = appTexts.translate("Move “%s” left").filling(title)
        left.isSensitive = place > movable.lowerBound
        left.onClicked { [weak table] in table?.move(column, to: place - 1) }
        let right = Button(iconName: "go-next-symbolic")
        right.setAccessibleLabel(appTexts.translate("Move “%s” right").filling(title))
        right.tooltip = appTexts.translate("Move “%s” right").filling(title)
        right.isSensitive = movable.contains(place) && place < movable.upperBound - 1
        right.onClicked { [weak table] in table?.move(column, to: place + 1) }
        for button in [pin, left, right] as [Widget] { button.addCSSClass("flat") }
        rows.append(Box(.horizontal, spacing: 4, children: [check, pin, left, right]))
        return Entry(field: column.field, check: check, pin: pin, left: left, right: right)
    }
}

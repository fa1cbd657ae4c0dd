import GtkList

/// The list of a file's records or their table, in one place, and the header bar's Table
/// toggle that swaps them. The table is made when first shown.
@MainActor
final class RecordViewSwitch {
    /// The header bar's Table toggle.
    let button = ToggleButton(iconName: "view-grid-symbolic")
    /// The list or the table, whichever shows.
    let widget = Stack()
    private let list: Widget
    /// The table and its wiring, once it was shown.
    private var fileTable: FileTable?
    /// Makes the table the first time it is shown.
    var makeTable: () -> FileTable? = { nil }
    /// Called with whether the table shows, after each switch.
    var onSwitch: (Bool) -> Void = { _ in }

    /// Shows `list` until the toggle is pressed.
    init(list: Widget) {
        self.list = list
        widget.addChild(list, named: appTexts.translate("Records"))
        button.tooltip = appTexts.translate("Show the records as a table")
        button.setAccessibleLabel(appTexts.translate("Table"))
        button.onToggled { [weak self] in
            guard let self else { return }
            self.showsTable = self.button.isActive
        }
    }

    /// The table, once it was shown.
    var table: RecordTable? { fileTable?.table }

    /// Whether the table shows instead of the list.
    var showsTable: Bool {
        get { table.map { widget.isShowing($0.widget) } ?? false }
        set {
            if newValue, fileTable == nil, let made = makeTable() {
                fileTable = made
                widget.addChild(made.table.widget, named: appTexts.translate("Table"))
            }
            guard let table else { return }
            widget.show(newValue ? table.widget : list)
            button.isActive = newValue
            if newValue { table.view.grabFocus() }
            onSwitch(newValue)
        }
    }
}

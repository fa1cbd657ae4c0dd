/// The one extra row a ``ListView`` can show after the data source's rows, and which list
/// item currently holds its widget.
///
/// The slot is also the row's payload: the model hands GTK an object carrying the slot itself.
/// GTK may bind the row's new list item before unbinding the old one, so installing the
/// widget first takes it out of wherever it still is.
@MainActor
final class TrailingRowSlot {
    var widget: Widget?
    private(set) var holder: ListItemCell?

    /// Shows `widget` in the slot instead of what it showed (none for `nil`), and returns the
    /// rows GTK must hear removed and added after the last row.
    func replaceWidget(with widget: Widget?) -> (removed: Int, added: Int) {
        let hadRow = self.widget != nil
        if let old = self.widget, old !== widget, let holder { release(from: holder) }
        self.widget = widget
        return (hadRow ? 1 : 0, widget == nil ? 0 : 1)
    }

    func install(in cell: ListItemCell) {
        guard let widget else { return }
        if let holder { release(from: holder) }
        cell.setChild(widget)
        holder = cell
    }

    func release(from cell: ListItemCell) {
        guard holder == cell else { return }
        if let widget, cell.holds(widget) {
            cell.setChild(nil)
        }
        holder = nil
    }
}

import GtkList
import ListCore
import RecordFormats

/// The whole of one record beside the list (below it in a narrow window): its title, then
/// every field with its full value in an outline, nested objects and arrays under disclosure
/// triangles that stay open from one record to the next.
@MainActor
final class RecordDetailsPane {
    /// The pane; hidden until a record is shown.
    let widget: Box
    /// The record's fields.
    let fields: OutlineView<DetailField>
    private let title = Label()
    /// The record shown, if any.
    private(set) var shownItem: RecordItem?

    init() {
        title.addCSSClass("title-4")
        title.wraps = true
        title.isSelectable = true
        title.horizontalTextAlignment = 0
        title.expandsHorizontally = true
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.verticalAlignment = .start
        close.tooltip = appTexts.translate("Close the details")
        close.setAccessibleLabel(appTexts.translate("Close the details"))
        let header = Box(.horizontal, spacing: 6, children: [title, close])
        header.setMargins(top: 12, bottom: 6, start: 18, end: 8)
        var fieldRows = RowAdapter<DetailField>(kind: "field", make: DetailFieldRow.init, bind: { $0.show($1) })
        // TRANSLATORS: what screen readers read for a field of a record's details: its key, then its value
        fieldRows.accessibleLabel = { appTexts.translate("%1$s: %2$s").filling($0.item.key, $0.item.value) }
        fields = OutlineView(outline: Outline(nodes: []), adapters: [fieldRows])
        fields.accessibleLabel = appTexts.translate("Fields")
        fields.contextMenu = { [weak fields] row in
            [RowAction(appTexts.translate("Copy _Value")) {
                fields.map { Clipboard.setText(RecordContextMenu.text(of: row.item.item.json), from: $0.widget) }
            }]
        }
        let list = fields.widget
        list.expandsVertically = true
        widget = Box(.vertical, children: [header, list])
        widget.addCSSClass("record-details")
        widget.setSizeRequest(width: 240, height: 160)
        widget.isVisible = false
        widget.setAccessibleRole(.group)
        widget.setAccessibleLabel(appTexts.translate("Record details"))
        close.onClicked { [weak self] in self?.close() }
    }

    /// Shows `item` whole: a record that is an object as its fields, any other value as one.
    func show(_ item: RecordItem) {
        shownItem = item
        title.text = item.presentation.title
        let members: [(key: String, value: JSONValue)] = switch item.value {
        case .object(let members): members
        default: [(key: appTexts.translate("Value"), value: item.value)]
        }
        fields.outline.apply(DetailField.nodes(of: members, count: members.count))
        widget.isVisible = true
    }

    /// Hides the pane.
    func close() {
        shownItem = nil
        widget.isVisible = false
    }
}

import GtkList

/// The whole of one record beside the list (below it in a narrow window): its title, then
/// every field with its full value, nested JSON as expanders, all text selectable.
@MainActor
final class RecordDetailsPane {
    /// The pane; hidden until a record is shown.
    let widget: Box
    private let title = Label()
    private let scroller = ScrolledWindow()
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
        scroller.expandsVertically = true
        widget = Box(.vertical, children: [header, scroller])
        widget.addCSSClass("record-details")
        widget.setSizeRequest(width: 240, height: 160)
        widget.isVisible = false
        widget.setAccessibleRole(.group)
        widget.setAccessibleLabel(appTexts.translate("Record details"))
        close.onClicked { [weak self] in self?.close() }
    }

    /// Shows `item` whole.
    func show(_ item: RecordItem) {
        shownItem = item
        title.text = item.presentation.title
        let content: Widget = switch item.value {
        case .object(let members): JSONValueView.fields(members)
        default: JSONValueView.make(item.value)
        }
        content.setMargins(top: 6, bottom: 18, start: 18, end: 18)
        scroller.setChild(content)
        widget.isVisible = true
    }

    /// Hides the pane.
    func close() {
        shownItem = nil
        widget.isVisible = false
    }
}

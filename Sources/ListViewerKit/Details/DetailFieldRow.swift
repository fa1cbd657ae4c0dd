import GtkList
import ListCore
import RecordFormats

/// A field's row in the details pane: the key, and below it the value, wrapped.
@MainActor
final class DetailFieldRow: RowView {
    let widget: Widget
    private let key = Label()
    private let value = Label()

    init() {
        key.addCSSClass("heading")
        for label in [key, value] {
            label.wraps = true
            label.horizontalTextAlignment = 0
            label.horizontalAlignment = .fill
        }
        widget = Box(.vertical, spacing: 2, children: [key, value])
        widget.setMargins(top: 5, bottom: 5, end: 12)
    }

    /// Shows `field`; an object's or array's size is dimmer than a value.
    func show(_ field: DetailField) {
        key.text = field.key
        value.text = field.value
        value.setCSSClass(ListStyle.secondaryText, field.json.isContainer)
    }
}

extension JSONValue {
    /// Whether the value is an object or an array.
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

import GtkList
import RecordFiles

/// The context menu of a record's row: copy what the row shows, the record as JSON, or the
/// value of one of its fields.
@MainActor
enum RecordContextMenu {
    /// The most fields the "Copy Value" submenu lists; the details pane shows every field.
    static let maximumFieldCount = 30

    /// The entries for `item`; `copy` puts a text on the clipboard.
    static func actions(for item: RecordItem, copy: @escaping @MainActor (String) -> Void) -> [RowAction] {
        [
            RowAction(appTexts.translate("_Copy")) { copy(item.presentation.copiedText) },
            RowAction(appTexts.translate("Copy as _JSON")) { copy(item.value.json) },
            copyValue(of: item.value, copy: copy),
        ]
    }

    /// "Copy Value": of one field, from a submenu, for an object; of the whole record otherwise.
    private static func copyValue(of value: JSONValue, copy: @escaping @MainActor (String) -> Void) -> RowAction {
        let title = appTexts.translate("Copy _Value")
        guard case .object(let members) = value, !members.isEmpty else {
            return RowAction(title) { copy(text(of: value)) }
        }
        return RowAction(title, submenu: members.prefix(maximumFieldCount).map { member in
            // A key's own underscores are not mnemonics.
            var key = ShortLine(limit: 60)
            key.append(member.key)
            return RowAction(key.text.replacingOccurrences(of: "_", with: "__")) {
                copy(text(of: member.value))
            }
        })
    }

    /// A value as copied: a string as it is, anything else as compact JSON.
    static func text(of value: JSONValue) -> String {
        if case .string(let string) = value { return string }
        return value.json
    }
}

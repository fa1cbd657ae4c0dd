import GtkList
import RecordFiles

/// Widgets that show a JSON value whole: text wrapped and selectable, objects and arrays as
/// expanders whose members are made when opened, at most ``shownMembers`` per level.
@MainActor
enum JSONValueView {
    /// How many members or elements one level shows before "… and N more".
    static let shownMembers = 500

    /// The widget of `value`.
    static func make(_ value: JSONValue) -> Widget {
        switch value {
        case .object(let members):
            // TRANSLATORS: the closed title of a nested JSON object
            let title = appTexts.translate("{%d field}", "{%d fields}", count: members.count)
                .filling(UserLocale.formatted(members.count))
            return Expander(title: title) { fields(members) }
        case .array(let elements):
            let title = appTexts.translate("[%d item]", "[%d items]", count: elements.count)
                .filling(UserLocale.formatted(elements.count))
            return Expander(title: title) {
                fields(elements.enumerated().map { (key: "[\($0)]", value: $1) })
            }
        case .string(let text):
            return textLabel(text)
        case .number(let literal):
            return textLabel(literal)
        case .bool(let isTrue):
            return textLabel(isTrue ? "true" : "false")
        case .null:
            return textLabel("null")
        }
    }

    /// One row per member, key above value, then how many were left out.
    static func fields(_ members: [(key: String, value: JSONValue)]) -> Widget {
        let box = Box(.vertical, spacing: 10)
        for member in members.prefix(shownMembers) {
            let key = Label(member.key)
            key.addCSSClass("heading")
            key.isSelectable = true
            key.horizontalTextAlignment = 0
            key.wraps = true
            box.append(Box(.vertical, spacing: 2, children: [key, make(member.value)]))
        }
        if members.count > shownMembers {
            let more = members.count - shownMembers
            let rest = Label(appTexts.translate("%d more field", "%d more fields", count: more)
                .filling(UserLocale.formatted(more)))
            rest.addCSSClass(ListStyle.secondaryText)
            rest.horizontalTextAlignment = 0
            box.append(rest)
        }
        box.setMargins(start: 12)
        return box
    }

    private static func textLabel(_ value: String) -> Widget {
        let label = Label(value)
        label.wraps = true
        label.isSelectable = true
        label.horizontalTextAlignment = 0
        label.horizontalAlignment = .fill
        return label
    }
}

import GtkList
import ListCore
import RecordFormats

/// One field of the record in the details pane: its key and its value, or, for a nested object
/// or array, how many members it holds (its members are the field's children in the outline).
struct DetailField: ListItem {
    /// The field's place: the key of each level down to it (an array's elements are `[n]`).
    /// Unique even when an object repeats a key, and the same for the same field of the next
    /// record wherever it sits among the others, so that what was open stays open.
    let id: String
    /// The key, or `[n]` for an array's element.
    let key: String
    /// The value as text; for an object or array, its size ("{2 fields}").
    let value: String
    /// The value, for copying.
    let json: JSONValue

    var kind: RowKind { "field" }

    static func == (lhs: DetailField, rhs: DetailField) -> Bool {
        lhs.id == rhs.id && lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// How many members or elements one level shows before saying how many more there are: a
    /// record's tree is built whole, and a single record may hold an array of millions.
    static let shownMembers = 500

    /// The outline of the members of a record or nested value: one node per member, objects
    /// and arrays with their members as children, at most ``shownMembers`` a level, then a row
    /// that says how many more of `count` there are.
    @MainActor
    static func nodes(of members: some Sequence<(key: String, value: JSONValue)>, count: Int,
                      under parentID: String = "") -> [OutlineNode<DetailField>] {
        var seen: [String: Int] = [:]
        var nodes: [OutlineNode<DetailField>] = members.prefix(shownMembers).map { member in
            // A key an object repeats is told apart by how many times it came before.
            let repeats = seen[member.key, default: 0]
            seen[member.key] = repeats + 1
            let id = parentID + "\u{1F}" + member.key + (repeats == 0 ? "" : "\u{1F}#\(repeats)")
            let field = DetailField(id: id, key: member.key, value: summary(of: member.value), json: member.value)
            return OutlineNode(field, children: children(of: member.value, under: id))
        }
        if count > shownMembers {
            let more = count - shownMembers
            let rest = appTexts.translate("%d more field", "%d more fields", count: more).filling(UserLocale.formatted(more))
            nodes.append(OutlineNode(DetailField(id: parentID + "\u{1F}\u{1F}more", key: "…", value: rest, json: .null)))
        }
        return nodes
    }

    /// The nodes of the members an object or array holds; none for other values.
    @MainActor
    private static func children(of value: JSONValue, under id: String) -> [OutlineNode<DetailField>] {
        switch value {
        case .object(let members): nodes(of: members, count: members.count, under: id)
        case .array(let elements):
            nodes(of: elements.lazy.enumerated().map { (key: "[\($0)]", value: $1) }, count: elements.count, under: id)
        default: []
        }
    }

    /// What the field's row says of `value`.
    @MainActor
    private static func summary(of value: JSONValue) -> String {
        switch value {
        case .object(let members):
            // TRANSLATORS: the closed title of a nested JSON object
            appTexts.translate("{%d field}", "{%d fields}", count: members.count)
                .filling(UserLocale.formatted(members.count))
        case .array(let elements):
            appTexts.translate("[%d item]", "[%d items]", count: elements.count)
                .filling(UserLocale.formatted(elements.count))
        default:
            RecordContextMenu.text(of: value)
        }
    }
}

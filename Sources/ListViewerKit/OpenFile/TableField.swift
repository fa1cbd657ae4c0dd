import RecordFiles

/// A field of a file's records: what one column of a record table shows, and what a sort
/// orders the records by.
public enum TableField: Hashable, Sendable {
    /// The record's number in the file.
    case recordNumber
    /// The member of an object record with this key (its first, when the key repeats).
    case member(String)
    /// A member of objects nested in an object record, by the keys on the way (`ctx.trace`:
    /// `["ctx", "trace"]`).
    case nested([String])
    /// A record that is not an object, whole.
    case wholeValue

    /// The field `name` names in records like `record`: a member so named when `record` has
    /// one (a CSV column by its header, "v1.2" or "#" too); else `#` the record number,
    /// `ctx.trace` a nested member, any other name a member.
    public static func named(_ name: String, in record: JSONValue? = nil) -> TableField {
        if case .object(let members)? = record, members.contains(where: { $0.key == name }) { return .member(name) }
        if name == "#" { return .recordNumber }
        let keys = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return keys.count > 1 && !keys.contains("") ? .nested(keys) : .member(name)
    }

    /// What a table's saved layout calls the column: stable across runs and languages.
    public var layoutName: String {
        switch self {
        case .recordNumber: "#"
        case .member(let key): key
        case .nested(let keys): keys.joined(separator: ".")
        case .wholeValue: ""
        }
    }

    /// The value the column shows for `item`, or `nil` when the record has no such field.
    func value(of item: RecordItem) -> JSONValue? {
        value(ofRecord: item.value, numbered: item.id)
    }

    /// The value the column shows for record `number`, whose value is `record`, or `nil` when
    /// the record has no such field.
    func value(ofRecord record: JSONValue, numbered number: Int) -> JSONValue? {
        switch (self, record) {
        case (.recordNumber, _): .number(String(number))
        case (.member(let key), .object(let members)): members.first { $0.key == key }?.value
        case (.member, _): nil
        case (.nested(let keys), _):
            keys.reduce(Optional(record)) { value, key in
                guard case .object(let members)? = value else { return nil }
                return members.first { $0.key == key }?.value
            }
        case (.wholeValue, .object): nil
        case (.wholeValue, let value): value
        }
    }

    /// The longest cell text, in characters: a table row shows one short line per cell, and a
    /// 10 MB string must cost a cell no more than a short one.
    static let cellTextLimit = 200
    /// The longest tooltip, in characters: the full value of any cell a person reads whole.
    static let tooltipLimit = 4_000

    /// `value` as one line for a cell: strings as they are, nested values as compact JSON.
    static func cellText(of value: JSONValue) -> String {
        guard case .string(let string) = value else { return value.compactJSON(limit: cellTextLimit) }
        var line = ShortLine(limit: cellTextLimit)
        line.append(string)
        return line.text
    }

    /// `value` whole for a tooltip, line breaks kept; only a huge value is cut.
    static func tooltipText(of value: JSONValue) -> String {
        guard case .string(let string) = value else { return value.compactJSON(limit: tooltipLimit) }
        return string.count > tooltipLimit ? string.prefix(tooltipLimit) + "…" : string
    }
}

import RecordFiles

/// What one column of a record table shows.
enum TableField: Hashable, Sendable {
    /// The record's number in the file.
    case recordNumber
    /// The member of an object record with this key (its first, when the key repeats).
    case member(String)
    /// A record that is not an object, whole.
    case wholeValue

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

import ListCore
import RecordFiles

/// One record of an opened file as a row: its number, where it starts, and how it reads.
public struct RecordItem: ListItem, Sendable {
    /// The record's number in the file (1-based); stable across refreshes of a growing file.
    public let id: Int
    /// The file line the record starts on.
    public let line: Int
    /// Title, subtitle and other fields, as plain text.
    public let presentation: RecordPresentation
    /// The whole record, for its details and for copying.
    public let value: JSONValue
    /// A text log's entry as written, which is what copying it gives.
    public let text: String?

    public var kind: RowKind { "record" }

    /// Creates the row of `record`, choosing its title and subtitle with the given keys.
    /// The time field is `timeKey`, or guessed for `nil`.
    public init(record: FileRecord, titleKey: String?, subtitleKey: String?, timeKey: String? = nil) {
        id = record.number
        line = record.line
        presentation = RecordPresentation(record: record, titleKey: titleKey, subtitleKey: subtitleKey, timeKey: timeKey)
        value = record.value
        text = record.text
    }
}

extension [RecordItem] {
    /// What Ctrl+C copies of these records: one as JSON, several as JSON Lines (a line each,
    /// in list order), a text log's entries as written; `nil` for none.
    var clipboardText: String? {
        switch count {
        case 0: nil
        case 1: self[0].text ?? self[0].value.json
        default: map { ($0.text ?? $0.value.json) + "\n" }.joined()
        }
    }
}

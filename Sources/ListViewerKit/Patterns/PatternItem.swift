import GtkList
import ListCore
import RecordFiles

/// A pattern of a text log's messages, as the Patterns pane lists it.
struct PatternItem: ListItem {
    /// Its place among the patterns, most frequent first.
    let rank: Int
    let pattern: LogPatterns.Pattern
    /// How many entries the file has.
    let entries: Int

    /// The pattern's text, which no other pattern of the file has: a pattern learnt again
    /// keeps its row (and its selection) wherever its count puts it.
    var id: String { pattern.text }
    var kind: RowKind { Self.kind }
    static let kind: RowKind = "pattern"

    /// The pattern's share of the entries, in percent, rounded; "<1" below one percent.
    var share: String {
        let percent = Double(pattern.count) * 100 / Double(max(1, entries))
        return percent < 1 ? "<1" : UserLocale.formatted(Int(percent.rounded()))
    }

    /// `text` as a filter's value: in double quotes, with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

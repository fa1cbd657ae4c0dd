/// One record of a file: its place among the records, the line it starts on, and its value.
///
/// A text log's entries become objects of their fields (see ``TextHeader``), with the entry as
/// written in ``text``.
///
/// CSV rows become ``JSONValue/object(_:)`` values keyed by the header row's names: a row with
/// fewer cells gets `""` for the missing ones, a row with more gets the reader's names of
/// columns by number for the extra ones, and so do columns the header row leaves unnamed.
public struct FileRecord: Equatable, Sendable {
    /// The record's 1-based position among the file's records.
    public let number: Int
    /// The 1-based file line on which the record starts.
    public let line: Int
    /// The record's content.
    public let value: JSONValue
    /// A text log's entry as the file writes it, its lines joined by line feeds; `nil` in the
    /// other formats.
    public let text: String?

    /// Creates a record.
    public init(number: Int, line: Int, value: JSONValue, text: String? = nil) {
        self.number = number
        self.line = line
        self.value = value
        self.text = text
    }
}

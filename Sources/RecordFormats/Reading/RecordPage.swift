/// The records one call of ``RecordReader/nextPage(maxRecords:)`` read, in file order.
public struct RecordPage: Sendable {
    /// The records, numbered on from the previous page.
    public let records: [FileRecord]
    /// Whether the reader reached the end of the file as it is now. A file that grows later
    /// yields more records on later calls.
    public let isAtEnd: Bool
    /// Things worth telling the user that did not stop the reading, such as where invalid
    /// UTF-8 was first replaced.
    public let warnings: [RecordFileWarning]

    /// Creates a page.
    public init(records: [FileRecord], isAtEnd: Bool, warnings: [RecordFileWarning] = []) {
        self.records = records
        self.isAtEnd = isAtEnd
        self.warnings = warnings
    }
}

/// How to read a file: its format and, for CSV, its delimiter and header. What is `nil` is
/// detected from the file.
public struct ReadingOptions: Equatable, Sendable {
    /// The format, or `nil` to detect it (``RecordFormat/detect(path:firstBytes:)``).
    public var format: RecordFormat?
    /// The byte between CSV fields, or `nil` to detect it
    /// (``CSVDialect/detectDelimiter(path:firstBytes:)``).
    public var csvDelimiter: UInt8?
    /// Whether a CSV file's first row names its columns.
    public var csvHasHeader: Bool

    /// Creates options; the defaults detect everything.
    public init(format: RecordFormat? = nil, csvDelimiter: UInt8? = nil, csvHasHeader: Bool = true) {
        self.format = format
        self.csvDelimiter = csvDelimiter
        self.csvHasHeader = csvHasHeader
    }
}

/// How to read a file: its format, for CSV its delimiter and header, for a text log the formats
/// to try. What is `nil` is detected from the file.
public struct ReadingOptions: Equatable, Sendable {
    /// The format, or `nil` to detect it (``RecordFormat/detect(path:firstBytes:)``).
    public var format: RecordFormat?
    /// The byte between CSV fields, or `nil` to detect it
    /// (``CSVDialect/detectDelimiter(path:firstBytes:)``).
    public var csvDelimiter: UInt8?
    /// Whether a CSV file's first row names its columns.
    public var csvHasHeader: Bool
    /// The formats a text log is tried with, in order, before the header learnt from it.
    public var logFormats: [LogFormat]
    /// For a merged log, which file each line came from: its entries get a `file` field.
    public var lineSources: LineSources?

    /// Creates options; the defaults detect everything.
    public init(format: RecordFormat? = nil, csvDelimiter: UInt8? = nil, csvHasHeader: Bool = true,
                logFormats: [LogFormat] = LogFormat.builtIn, lineSources: LineSources? = nil) {
        self.format = format
        self.csvDelimiter = csvDelimiter
        self.csvHasHeader = csvHasHeader
        self.logFormats = logFormats
        self.lineSources = lineSources
    }
}

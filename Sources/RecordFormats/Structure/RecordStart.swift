/// Where a record starts in a file, as a reader resuming there needs it.
public struct RecordStart: Equatable, Sendable {
    /// The byte offset a reader resumes at: the start of the record's line (JSON Lines), of its
    /// row (CSV), or just after the `,` before it (a JSON array).
    public let offset: Int
    /// The 1-based line at ``offset``.
    public let line: Int
    /// The 1-based column at ``offset``.
    public let column: Int

    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// Where a record starts in a file, as a reader resuming there needs it.
struct RecordStart: Equatable, Sendable {
    /// The byte offset a reader resumes at: the start of the record's line (JSON Lines), of its
    /// row (CSV), or just after the `,` before it (a JSON array).
    var offset: Int
    /// The line and column at ``offset``.
    var line: Int
    var column: Int
}

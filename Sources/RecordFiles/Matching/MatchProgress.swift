/// How far a search or a filter of a whole file has got.
public struct MatchProgress: Equatable, Sendable {
    /// Records that matched so far.
    public var matchCount = 0
    /// Records looked at so far, when counted (a filter parses each record; a text search
    /// numbers only the records that match, so it leaves this 0).
    public var examinedRecords = 0
    /// The bytes searched so far.
    public var searchedBytes = 0
    /// The file's size when the search began, or the bytes searched when more.
    public var totalBytes = 0
    /// Whether the whole file, as it was, has been searched.
    public var isComplete = false
    /// Whether the search has stopped: complete, cancelled, or unable to read on.
    public var hasEnded = false
    /// Lines a regular expression gave up on, too costly to match within PCRE2's limits (as
    /// `grep -P` says "exceeded PCRE's backtracking limit"): they were not searched.
    public var givenUpLines = 0
    /// Why the run stopped before the end: the damaged record a filter could not read (the
    /// records before it were filtered), or why the file could not be read on.
    public var failure: RecordFileError?

    /// Whether nothing more will come until the file changes: the whole file was searched, or
    /// the search stopped at damage.
    public var isFinal: Bool { isComplete || (hasEnded && failure != nil) }

    /// The part searched, from 0 to 1: 0 before the run has learnt the file's size, 1 once an
    /// empty file is searched.
    public var fraction: Double { byteFraction(searchedBytes, of: totalBytes, isComplete: isComplete) }

    /// Makes progress with nothing found yet.
    public init() {}
}

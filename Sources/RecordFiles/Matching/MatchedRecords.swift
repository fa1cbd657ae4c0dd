/// Reads the records another run (a search or a filter) matched, in batches as it finds them,
/// through the file's index; goes on from where it stopped. What a filter within a search and
/// an export of matches both read.
///
/// Not thread-safe: use it from one thread at a time.
final class MatchedRecords {
    /// A batch of matched records, and the run's progress when it was taken.
    struct Batch {
        var records: [FileRecord]
        /// The run's progress when the batch was taken.
        var progress: MatchProgress
        /// Whether every match found by then has been read.
        var isCaughtUp: Bool
        /// Whether the run has ended and every match has been read: the last batch.
        var isLast: Bool { isCaughtUp && progress.hasEnded }
    }

    private let matching: any RecordMatching
    private let lookup: RecordLookup
    private let batchSize: Int
    /// The position among the matches of the next one to read.
    private(set) var position = 0

    init(of matching: any RecordMatching, lookup: RecordLookup, batchSize: Int) {
        self.matching = matching
        self.lookup = lookup
        self.batchSize = batchSize
    }

    /// The next batch: waits until the run has found more or has ended, or `stop` (the
    /// caller's own) says to give up.
    func next(unless stop: () -> Bool) throws(RecordFileError) -> Batch {
        let progress = matching.results.waitForMatches(beyond: position, unless: stop)
        let numbers = matching.matches(at: position..<min(progress.matchCount, position + batchSize))
        let records = try lookup.records(numbered: numbers).records
        position += numbers.count
        return Batch(records: records, progress: progress, isCaughtUp: position >= progress.matchCount)
    }
}

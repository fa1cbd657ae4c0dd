import Synchronization

/// Finds the records of a whole file that pass a ``FieldFilter`` and, when given a
/// ``SearchQuery``, hold its text; on a background thread, parsing each record it looks at.
/// Matches are record numbers, in file order, each once.
///
/// It looks at every record of the file, or only at those another run matches (`within`, as it
/// finds them): a search within a filter looks again only at the records the filter let
/// through. Started again after the file grew, it goes on from where it stopped. Of every
/// record, the part the file's ``RecordIndex`` covers is parsed on two cores, a share of
/// records each, from the index's kept starts; the rest in one pass.
///
/// A search's text is looked for in the record as compact JSON (a CSV row: its fields joined
/// by the delimiter), so escapes and white space in the file do not hide a match.
public final class RecordFilterSearch: RecordMatching {
    /// The filter records pass, if any.
    public let filter: FieldFilter?
    /// The text records hold, if any.
    public let query: SearchQuery?
    /// The run whose matches are looked at, instead of every record.
    public let base: (any RecordMatching)?
    public let file: RecordFile
    public let results = MatchResults()
    private let index: RecordIndex?
    private let columnName: @Sendable (Int) -> String
    /// Where the last run stopped, for the next one to go on from.
    private let place = Mutex(Place())

    /// The records read so far: the next record's number and, once past the index's part, the
    /// reader that goes on from there; or, of the base's matches, the position of the next.
    private struct Place {
        var nextRecord = 1
        var reader: RecordReader?
        var baseMatches: MatchedRecords?
    }

    /// Records parsed between two reports of progress.
    static let batchSize = 2_000
    /// Records in one core's share of the indexed part: a multiple of the index's stride, so
    /// that each share starts at a kept start.
    let shareSize: Int

    /// Prepares to look at `file` (as a reader opened it) for records that pass `filter` and
    /// hold `query`'s text; `nil` with neither.
    /// - Parameters:
    ///   - base: A run whose matches are the only records looked at; by default every record.
    ///   - index: The file's index, complete or being learnt, to reach the base's matches.
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader that opened
    ///     the file did, so that a filter names it the same way.
    public convenience init?(filter: FieldFilter?, query: SearchQuery? = nil, file: RecordFile, within base: (any RecordMatching)? = nil,
                             index: RecordIndex? = nil, columnName: @escaping @Sendable (Int) -> String = { String($0) }) {
        self.init(filter: filter, query: query, file: file, within: base, index: index, columnName: columnName,
                  sharesOfStrides: 64)
    }

    /// As the public initializer, with shares of `sharesOfStrides` times the index's stride.
    init?(filter: FieldFilter?, query: SearchQuery?, file: RecordFile, within base: (any RecordMatching)?,
          index: RecordIndex?, columnName: @escaping @Sendable (Int) -> String, sharesOfStrides: Int) {
        guard filter != nil || query != nil else { return nil }
        shareSize = max(1, sharesOfStrides) * RecordIndex.stride
        self.filter = filter
        self.query = query
        self.file = file
        self.base = base
        self.index = index
        self.columnName = columnName
    }

    public func start() {
        results.startRun { [self] in lookAtRecords() }
    }

    @discardableResult
    public func searchToEnd() -> MatchProgress {
        results.runHere(lookAtRecords)
    }

    /// Whether `record` passes.
    private func passes(_ record: FileRecord) -> Bool {
        if let filter, !filter.matches(record.value) { return false }
        if let query, !query.isFound(in: record.searchText(in: file.layout)) { return false }
        return true
    }

    private func lookAtRecords() -> MatchProgress {
        place.withLock { place in
            var progress = results.progress
            progress.isComplete = false
            do throws(RecordFileError) {
                if let base {
                    try lookAtMatches(of: base, place: &place, progress: &progress)
                } else {
                    try lookAtEveryRecord(place: &place, progress: &progress)
                }
            } catch {
                // The reader met damage or the file went away: what was found stands.
            }
            return progress
        }
    }

    /// Reads on through the file from where the last run stopped: the part the index covers two
    /// shares at a time, then the rest a batch at a time.
    private func lookAtEveryRecord(place: inout Place, progress: inout MatchProgress) throws(RecordFileError) {
        if let size = try? ReadableFile(reopening: file).currentIdentity()?.size {
            progress.totalBytes = max(progress.totalBytes, size)
        }
        if place.reader == nil, let index {
            try lookAtIndexedRecords(index: index, place: &place, progress: &progress)
        }
        let reader: RecordReader
        if let kept = place.reader {
            reader = kept
        } else {
            reader = try RecordReader(reopening: file, columnName: columnName)
            try reader.skip(to: place.nextRecord, using: index)
            place.reader = reader
        }
        while !results.isStopped {
            let page = try reader.nextPage(maxRecords: Self.batchSize)
            progress.examinedRecords += page.records.count
            progress.searchedBytes = max(progress.searchedBytes, reader.bytesRead)
            progress.totalBytes = max(progress.totalBytes, progress.searchedBytes)
            let matched = page.records.lazy.filter(passes).map(\.number)
            progress.matchCount += matched.count
            progress.isComplete = page.isAtEnd
            results.add(matched, progress: progress)
            if page.isAtEnd { return }
        }
    }

    /// Looks at the records the index covers from ``Place/nextRecord`` on, two shares at a time
    /// on two cores, while two whole shares are left.
    private func lookAtIndexedRecords(index: RecordIndex, place: inout Place, progress: inout MatchProgress) throws(RecordFileError) {
        let helper = HelperThread()
        defer { helper.finish() }
        let shares = [ShareOutcome(), ShareOutcome()]
        while !results.isStopped, index.progress.recordCount - place.nextRecord >= 2 * self.shareSize {
            let first = place.nextRecord
            let look: @Sendable (Int) -> Void = { part in
                let start = first + part * self.shareSize
                shares[part].outcome = Result { () throws(RecordFileError) in
                    try self.matchingRecords(in: start..<(start + self.shareSize), index: index)
                }
            }
            helper.runInParallel({ look(0) }, { look(1) })
            var matched: [Int] = []
            for share in shares {
                guard let outcome = share.outcome else { return }
                let found = try outcome.get()
                matched += found.numbers
                progress.examinedRecords += found.readCount
            }
            place.nextRecord = first + 2 * self.shareSize
            progress.searchedBytes = index.checkpoint(atOrBefore: place.nextRecord)?.start.offset ?? progress.searchedBytes
            progress.matchCount += matched.count
            results.add(matched, progress: progress)
        }
    }

    /// The numbers of the records in `share` that pass, read from the index's kept start of
    /// its first record, and how many records were read (fewer when the file shrank).
    private func matchingRecords(in share: Range<Int>, index: RecordIndex) throws(RecordFileError) -> ShareOutcome.Found {
        let reader = try RecordReader(reopening: file, columnName: columnName)
        try reader.skip(to: share.lowerBound, using: index)
        var numbers: [Int] = []
        var next = share.lowerBound
        while next < share.upperBound {
            let page = try reader.nextPage(maxRecords: min(Self.batchSize, share.upperBound - next))
            numbers += page.records.lazy.filter(passes).map(\.number)
            next += page.records.count
            // The file shrank under the index: the share ends early.
            if page.isAtEnd { break }
        }
        return ShareOutcome.Found(numbers: numbers, readCount: next - share.lowerBound)
    }

    /// Looks at the base's matches as it finds them, from where the last run stopped, until it
    /// has ended and each was looked at.
    private func lookAtMatches(of base: any RecordMatching, place: inout Place, progress: inout MatchProgress) throws(RecordFileError) {
        let baseMatches = place.baseMatches
            ?? MatchedRecords(of: base, lookup: RecordLookup(file: file, index: index, columnName: columnName), batchSize: Self.batchSize)
        place.baseMatches = baseMatches
        while !results.isStopped {
            let batch = try baseMatches.next { results.isStopped }
            progress.examinedRecords += batch.records.count
            // The base's progress stands for this run's once its matches so far were looked at.
            progress.searchedBytes = batch.isCaughtUp ? batch.progress.searchedBytes : progress.searchedBytes
            progress.totalBytes = batch.progress.totalBytes
            let matched = batch.records.lazy.filter(passes).map(\.number)
            progress.matchCount += matched.count
            progress.isComplete = batch.isCaughtUp && batch.progress.isComplete
            results.add(matched, progress: progress)
            if batch.isLast { return }
        }
    }
}

/// What one core found in its share of records. Each is written by one thread at a time, and
/// read once both threads have ended.
private final class ShareOutcome: @unchecked Sendable {
    /// The numbers of the records that passed, and how many records were read.
    struct Found {
        var numbers: [Int]
        var readCount: Int
    }

    var outcome: Result<Found, RecordFileError>?
}

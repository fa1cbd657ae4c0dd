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
/// A filter that names `pattern` in a text log first learns the file's patterns (see
/// `RecordFile.patterns(isCancelled:progress:)`), so that every entry has its own.
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
    /// The walk through the records, which the next run goes on from where the last stopped.
    private let pass: Mutex<RecordPass>

    /// Records parsed between two reports of progress.
    static let batchSize = 2_000

    /// Prepares to look at `file` (as a reader opened it) for records that pass `filter` and
    /// hold `query`'s text; `nil` with neither.
    /// - Parameters:
    ///   - filter: The expression records' fields must pass, if any.
    ///   - query: The text records must hold, if any.
    ///   - file: The file to look at, as a reader opened it.
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
        self.filter = filter
        self.query = query
        self.base = base
        self.file = file
        pass = Mutex(RecordPass(file: file, within: base, index: index, columnName: columnName, batchSize: Self.batchSize,
                                sharesOfStrides: sharesOfStrides))
    }

    public func start() {
        results.startRun { [self] in lookAtRecords() }
    }

    @discardableResult
    public func searchToEnd() -> MatchProgress {
        results.runHere(lookAtRecords)
    }

    /// Whether `record` passes.
    private func passes(_ record: FileRecord, in layout: RecordLayout) -> Bool {
        if let filter, !filter.matches(record.value) { return false }
        if let query, !query.isFound(in: record.searchText(in: layout)) { return false }
        return true
    }

    private func lookAtRecords() -> MatchProgress {
        pass.withLock { pass in
            var progress = results.progress
            progress.isComplete = false
            progress.failure = nil
            let layout = file.layout
            do throws(RecordFileError) {
                // A filter on a text log's patterns waits for them to be learnt.
                if filter?.names("pattern") == true { _ = try file.patterns(isCancelled: { results.isStopped }) }
                try pass.walk(isStopped: { results.isStopped }, look: { [self] record in passes(record, in: layout) ? record.number : nil }) { step in
                    progress.examinedRecords += step.examinedRecords
                    step.advance(searched: &progress.searchedBytes, total: &progress.totalBytes)
                    progress.matchCount += step.elements.count
                    progress.isComplete = step.isComplete
                    results.add(step.elements, progress: progress)
                }
            } catch {
                // The reader met damage or the file went away: what was found stands.
                progress.failure = error
            }
            return progress
        }
    }
}

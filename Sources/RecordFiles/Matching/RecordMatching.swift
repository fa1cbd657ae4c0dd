/// A background run over a whole file that finds the records it matches: a text search
/// (``RecordSearch``) or a field filter (``RecordFilterSearch``). A list that shows only the
/// matching records pages over ``results`` as they come in.
public protocol RecordMatching: AnyObject, Sendable {
    /// The file searched, as its reader found it laid out.
    var file: RecordFile { get }
    /// The matches found so far, the progress, and the run's stop.
    var results: MatchResults { get }
    /// Searches on a background thread to the end of the file as it is now, unless a run is
    /// under way. Call again after the file has grown to search what was appended. Follow it
    /// through the results' ``MatchResults/progressUpdates``.
    func start()
    /// Searches to the end of the file on this thread, unless a run is under way.
    @discardableResult
    func searchToEnd() -> MatchProgress
}

extension RecordMatching {
    /// How far the run has got.
    public var progress: MatchProgress { results.progress }
    /// How far the run has got now, then after each step (see ``MatchResults/progressUpdates``).
    public var progressUpdates: AsyncStream<MatchProgress> { results.progressUpdates }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<MatchProgress> { results.progressUpdatesInPlace }
    /// The numbers of the matching records found so far, in file order.
    public var matches: [Int] { results.matches }

    /// The number of the `position`th matching record (0-based), if found yet.
    public func match(at position: Int) -> Int? { results.match(at: position) }

    /// The position among the matches of record `number`, or of the first match after it;
    /// past the last match, the last position (0 without matches).
    public func position(ofMatchAtOrAfter number: Int) -> Int { results.position(ofMatchAtOrAfter: number) }

    /// The matches at `positions` that were found so far.
    public func matches(at positions: Range<Int>) -> ArraySlice<Int> { results.matches(at: positions) }

    /// Waits until the run has found `count` matches, or has ended.
    public func waitUntilFound(_ count: Int) async { await results.waitUntilFound(count) }

    /// Stops the run at its next step.
    public func cancel() { results.cancel() }
}

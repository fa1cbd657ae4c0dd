import Synchronization

/// The patterns of a text log once learnt, shared by every copy of its ``RecordFile`` and every
/// reader of it: from then on, each entry read has its `pattern` field.
public final class LearntPatterns: Sendable {
    private let patterns = Mutex<LogPatterns?>(nil)

    init() {}

    /// The patterns, once learnt.
    public var value: LogPatterns? { patterns.withLock { $0 } }

    /// Keeps `learnt` as the file's patterns.
    func keep(_ learnt: LogPatterns) { patterns.withLock { $0 = learnt } }
}

extension RecordFile {
    /// A text log's patterns: those learnt already, else learnt now with ``LogPatternScan``
    /// (on this thread and a helper) and kept for every reader of the file; none for a file
    /// that is not a text log. A scan cancelled before its end keeps nothing.
    /// - Parameters:
    ///   - isCancelled: Asked between chunks of the scan.
    ///   - progress: Told the bytes scanned so far.
    public func patterns(isCancelled: () -> Bool = { false }, progress: (Int) -> Void = { _ in }) throws(RecordFileError) -> LogPatterns {
        guard let learntPatterns else { return .none }
        if let known = learntPatterns.value { return known }
        return try relearnPatterns(isCancelled: isCancelled, progress: progress)
    }

    /// A text log's patterns learnt again from the whole file as it is now, as when it grew,
    /// and kept for every reader of the file in place of those learnt before (unless cancelled).
    /// - Parameters:
    ///   - isCancelled: Asked between chunks of the scan.
    ///   - progress: Told the bytes scanned so far.
    public func relearnPatterns(isCancelled: () -> Bool = { false }, progress: (Int) -> Void = { _ in }) throws(RecordFileError) -> LogPatterns {
        guard let learntPatterns else { return .none }
        let learnt = try LogPatternScan.patterns(of: self, isCancelled: isCancelled, progress: progress)
        if !isCancelled() { learntPatterns.keep(learnt) }
        return learnt
    }
}

import RecordFiles

/// A filter or a search of the file, running or done, with the progress it last handed on: at
/// most 20 times a second, the newest each time, and its end at once.
@MainActor
public final class MatchingRun {
    /// The filter or search.
    public let matching: any RecordMatching
    /// The progress last handed on; `nil` before the first.
    public private(set) var delivered: MatchProgress?
    private var following: Task<Void, Never>?
    private let onDelivered: @MainActor (MatchProgress) -> Void

    /// Whether what was handed on is final and current: the run is over, and was heard.
    public var isSettled: Bool {
        delivered.map { $0 == matching.progress && $0.isFinal } ?? false
    }

    /// Prepares to run `matching`, handing its progress to `onDelivered`.
    init(_ matching: any RecordMatching, onDelivered: @escaping @MainActor (MatchProgress) -> Void) {
        self.matching = matching
        self.onDelivered = onDelivered
    }

    isolated deinit {
        cancel()
    }

    /// Starts the run, and hands on its progress until cancelled: a run kept up with a growing
    /// file goes on after its end.
    func start() {
        let matching = matching
        following = Task { [weak self] in
            await followPaced(matching.progressUpdatesInPlace, every: .milliseconds(50), endsRun: \.hasEnded) { [weak self] progress in
                guard let self else { return false }
                self.delivered = progress
                self.onDelivered(progress)
                return true
            }
        }
        matching.start()
    }

    /// Stops the run, and handing on its progress.
    func cancel() {
        following?.cancel()
        matching.cancel()
    }

    /// Keeps the run with `file`, the file as last opened: what a file that grew gained (as far
    /// as `indexed`) is matched on from where the run stopped.
    /// - Returns: `false` when the file was truncated or replaced since: it must run again.
    func keepsUp(with file: RecordFile?, indexed: RecordIndex.Progress?) -> Bool {
        guard let file else { return true }
        guard file.mayHaveOnlyGrown(since: matching.file) else { return false }
        let progress = matching.progress
        if progress.hasEnded, progress.isComplete, let indexed, indexed.indexedBytes > progress.searchedBytes {
            matching.start()
        }
        return true
    }
}

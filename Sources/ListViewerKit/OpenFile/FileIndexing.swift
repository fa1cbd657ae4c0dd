import RecordFiles

/// The background indexing of an opened file: started anew on each read from its start (taking
/// up the index kept from an earlier run), extended when the file grows, and reported on the
/// main thread at most 20 times a second, and at once when a run ends.
@MainActor
public final class FileIndexing {
    /// Called on the main thread as indexing goes on (``reported`` is then how far it got).
    var onProgress: @MainActor () -> Void = {}
    private var indexer: RecordIndexer?
    private var reporting: Task<Void, Never>?
    /// Whether the file grew while a run was under way: the next run starts as it ends.
    private var extendsWhenDone = false
    /// Whether indexes are kept between runs of the app.
    private let keepsIndexes: Bool

    /// Prepares to index files, keeping their indexes in the cache when `keepsIndexes`.
    init(keepsIndexes: Bool = true) {
        self.keepsIndexes = keepsIndexes
    }

    isolated deinit {
        // Its reports follow the index until told otherwise: their stream never ends by itself.
        stop()
    }
    /// Where indexes are kept between runs: `$XDG_CACHE_HOME/list-viewer`.
    static let cache = RecordIndexCache.standard(appName: "list-viewer")

    /// What is known of the file's record starts; `nil` when the file is not indexed.
    public var index: RecordIndex? { indexer?.index }

    /// How far indexing has got; `nil` when the file is not indexed.
    public var progress: RecordIndex.Progress? { indexer?.index.progress }

    /// The progress last reported (``onProgress``), which the window shows.
    public private(set) var reported: RecordIndex.Progress?

    /// Whether indexing has ended (or there is none) and its last progress was reported: what
    /// the window shows of it is final until the file grows.
    public var isSettled: Bool {
        guard let indexer else { return true }
        return !extendsWhenDone && reported?.hasEnded == true && reported == indexer.index.progress
    }

    /// Starts indexing `file` from scratch; files that cannot be read from the middle (UTF-16)
    /// are not indexed.
    func start(file: RecordFile) {
        stop()
        guard let indexer = RecordIndexer(file: file, cache: keepsIndexes ? Self.cache : nil) else { return }
        self.indexer = indexer
        reporting = Task { [weak self] in
            await followPaced(indexer.index.progressUpdatesInPlace, every: .milliseconds(50), endsRun: \.hasEnded) { [weak self] progress in
                // A stopped run's stream still hands over the value it had buffered: a report of
                // the file's previous indexer, after the new one's last, would never settle.
                guard let self, self.indexer === indexer else { return false }
                if progress.hasEnded, self.extendsWhenDone {
                    self.extendsWhenDone = false
                    indexer.start()
                }
                self.reported = progress
                self.onProgress()
                return true
            }
        }
        indexer.start()
    }

    /// Stops indexing and forgets the index.
    func stop() {
        indexer?.cancel()
        indexer = nil
        reported = nil
        extendsWhenDone = false
        reporting?.cancel()
        reporting = nil
    }

    /// Indexes what the file gained since indexing last ended; while a run is under way, once
    /// it ends.
    func extend() {
        guard let indexer else { return }
        if indexer.index.progress.hasEnded {
            indexer.start()
        } else {
            extendsWhenDone = true
        }
    }

    /// Waits until the index knows where record `number` starts, or has indexed the whole file
    /// (as it is); at once for a file that is not indexed.
    public func wait(untilItReaches number: Int) async throws {
        await indexer?.waitUntilIndexed(through: number)
        try Task.checkCancellation()
    }
}

import Foundation
import RecordFiles
import Synchronization

/// The background indexing of an opened file: started anew on each read from its start,
/// extended when the file grows, and reported on the main thread at most 20 times a second.
@MainActor
final class FileIndexing {
    /// Called on the main thread as indexing goes on.
    var onProgress: @MainActor (RecordIndex.Progress) -> Void = { _ in }
    private var indexer: RecordIndexer?
    private var isRunning = false

    /// What is known of the file's record starts; `nil` when the file is not indexed.
    var index: RecordIndex? { indexer?.index }

    /// How far indexing has got; `nil` when the file is not indexed.
    var progress: RecordIndex.Progress? { indexer?.index.progress }

    /// Starts indexing the file at `path`, laid out as `layout`, from scratch; files that cannot
    /// be read from the middle (UTF-16) are not indexed.
    func start(path: String, layout: RecordFileLayout) {
        stop()
        guard layout.canResume else { return }
        indexer = RecordIndexer(path: path, format: layout.format, dialect: layout.csvDialect,
                                skippingFirst: layout.preambleLength)
        extend()
    }

    /// Stops indexing and forgets the index.
    func stop() {
        indexer?.cancel()
        indexer = nil
        isRunning = false
    }

    /// Indexes what the file gained since indexing last ended, unless indexing runs.
    func extend() {
        guard let indexer, !isRunning else { return }
        isRunning = true
        let lastReport = Mutex(ContinuousClock.now)
        indexer.run { [weak self] progress, hasEnded in
            let now = ContinuousClock.now
            let isDue = lastReport.withLock { last in
                guard hasEnded || now - last > .milliseconds(50) else { return false }
                last = now
                return true
            }
            guard isDue else { return }
            Task { @MainActor [weak self] in
                guard let self, self.indexer === indexer else { return }
                if hasEnded { self.isRunning = false }
                self.onProgress(progress)
            }
        }
    }

    /// Waits until the index knows where record `number` starts, or has indexed the whole file
    /// (as it is); at once for a file that is not indexed.
    func wait(untilItReaches number: Int) async throws {
        while let progress, !progress.isComplete, progress.recordCount < number {
            if !isRunning { extend() }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

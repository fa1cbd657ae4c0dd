import Synchronization

/// Learns a ``RecordIndex`` in the background, two 4 MB chunks at a time on two threads of low
/// priority (the app's main thread comes first), through the structural scanner its reader
/// uses: at memory speed for JSON Lines, following quotes for CSV (quoted line breaks) and
/// strings and brackets for JSON arrays.
///
/// Follow it through ``RecordIndex/progressUpdates``, or wait for a record with
/// ``waitUntilIndexed(through:)``. With a ``RecordIndexCache``, an index kept from an earlier
/// run is taken up and only what follows its last checkpoint is scanned; a complete index is
/// kept for the next run.
public final class RecordIndexer: Sendable {
    /// The bytes read and scanned at a time by each of two cores.
    let chunkSize: Int

    /// What is learnt, readable at any time.
    public let index = RecordIndex()
    /// The file indexed.
    public let file: RecordFile
    private let scanner: Mutex<any RecordBoundaryScanner>
    /// Where the next chunk is read from; the UTF-8 byte order mark is skipped.
    private let nextOffset: Mutex<Int>
    private let isCancelled = Atomic<Bool>(false)
    private let isScanning = Atomic<Bool>(false)
    private let cache: RecordIndexCache?
    /// How far the index kept in the cache reaches, and when this run saved it (`nil` when it
    /// was only taken up).
    private let kept = Mutex<(indexedBytes: Int, savedAt: ContinuousClock.Instant?)?>(nil)
    private let hasLookedInCache = Atomic<Bool>(false)
    /// Whether the last scan ended in a JSON Lines line without its line break that does not
    /// parse: the reader holds it back, so the count the index gives leaves it out (the
    /// scanner has counted it, and goes on from there when the file grows).
    private let holdsBackLastLine = Atomic<Bool>(false)
    /// Whether the last scan ended in a text log's line too short yet to tell whether it starts
    /// an entry, which the reader takes as one: the count the index gives includes it (the
    /// scanner has not counted it, and tells when the file grows).
    private let countsRecordAtEnd = Atomic<Bool>(false)
    /// How often at most a growing file's index is saved again.
    private static let saveInterval = Duration.seconds(10)

    /// Prepares to index `file`, as its reader found it laid out, keeping the index in `cache`
    /// between runs; `nil` for a file whose reader cannot resume mid-file (UTF-16), which is
    /// not indexed.
    public convenience init?(file: RecordFile, cache: RecordIndexCache? = nil) {
        self.init(file: file, cache: cache, chunkSize: 4 << 20)
    }

    /// An indexer that reads `chunkSize` bytes at a time on each core (tests make it small, so
    /// records straddle chunks).
    init?(file: RecordFile, cache: RecordIndexCache?, chunkSize: Int) {
        guard file.layout.canResume else { return nil }
        self.chunkSize = max(1, chunkSize)
        self.file = file
        self.cache = cache
        scanner = Mutex(makeBoundaryScanner(for: file.layout))
        nextOffset = Mutex(file.layout.preambleLength)
    }

    /// Whether a scan is under way.
    public var isRunning: Bool { isScanning.load(ordering: .acquiring) }

    /// Stops indexing at the next chunk, for good.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Scans on, on a background thread, to the end of the file as it is now, unless a scan is
    /// under way. Call again after the file has grown to index what was appended.
    ///
    /// During an app's start-up (`LowPriorityThreads.yieldFully(for:)`) the scan waits for it
    /// to end: copying the file through the caches at memory speed slows the window's first
    /// frame down even from the idle class.
    public func start() {
        guard beginScan() else { return }
        LowPriorityThreads.startAfterStartUp { [self] in
            scanChunks()
        }
    }

    /// Waits until the index knows where record `number` starts, or has scanned the whole file
    /// as it is, or could not read on; starts a scan when the index is not complete and none
    /// is under way. Returns early when the task is cancelled. A scan held back for an app's
    /// start-up runs at once (`LowPriorityThreads.runHeldWork()`): what waits needs it now.
    public func waitUntilIndexed(through number: Int) async {
        LowPriorityThreads.runHeldWork()
        if !index.progress.isComplete { start() }
        for await progress in index.progressUpdates where progress.recordCount >= number || progress.hasEnded {
            return
        }
    }

    /// Scans to the end of the file on this thread, unless a scan is under way, and returns
    /// once a complete index is kept (a scan on its own thread tells its end before).
    /// - Returns: The progress then; `isComplete` is `false` when cancelled, when the read
    ///   failed or when the path names another file now.
    @discardableResult
    public func scanToEnd() -> RecordIndex.Progress {
        guard beginScan() else { return index.progress }
        let progress = scanChunks()
        if let cache { KeptIndexWriting.waitUntilWritten(cache.path(for: file)) }
        return progress
    }

    /// Starts a scan unless one is under way, telling listeners that it runs (so a waiter does
    /// not take the end of the previous scan for this one's).
    private func beginScan() -> Bool {
        guard isScanning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        var progress = index.progress
        progress.hasEnded = false
        index.record([], progress: progress)
        return true
    }

    /// Scans from where the last scan stopped to the end of the file, then ends the scan: it
    /// has stopped before its last progress is told, so a waiter that sees it knows no more is
    /// coming.
    @discardableResult
    private func scanChunks() -> RecordIndex.Progress {
        var progress = scanFile()
        progress.hasEnded = true
        isScanning.store(false, ordering: .releasing)
        index.record([], progress: progress)
        return progress
    }

    /// Scans the file chunk by chunk, telling the progress after each.
    private func scanFile() -> RecordIndex.Progress {
        var progress = index.progress
        progress.isComplete = false
        if holdsBackLastLine.exchange(false, ordering: .relaxed) { progress.recordCount += 1 }
        if countsRecordAtEnd.exchange(false, ordering: .relaxed) { progress.recordCount -= 1 }
        guard let readable = try? ReadableFile(reopening: file) else { return progress }
        if !hasLookedInCache.exchange(true, ordering: .relaxed) {
            takeUpKeptIndex(readable)
            progress = index.progress
        }
        progress.totalBytes = max(progress.totalBytes, readable.currentIdentity()?.size ?? 0)
        guard let second = try? ReadableFile(reopening: file) else { return progress }
        let current: any RecordBoundaryScanner = scanner.withLock { $0 }
        progress = scanChunks(from: current, readables: (readable, second), progress: progress)
        if progress.isComplete { keep(progress, of: readable) }
        return progress
    }

    /// Scans on from the next offset with `scanner`, two chunks at a time on two cores, telling
    /// the progress after each pair and keeping the scanner's state between them. A search
    /// waiting to board (``RecordIndex/offer(_:)``) boards at the next pair: its text is found
    /// in the bytes scanned from there on, and each pair's places are added once the starts
    /// that number them are kept.
    private func scanChunks<Scanner: RecordBoundaryScanner>(from scanner: Scanner, readables: (ReadableFile, ReadableFile),
                                                            progress: RecordIndex.Progress) -> RecordIndex.Progress {
        var progress = progress
        var scanner = scanner
        let helper = HelperThread()
        defer { helper.finish() }
        let pair = ChunkPairScan<Scanner>(readables: readables, chunkSize: chunkSize, helper: helper)
        var offset = nextOffset.withLock { $0 }
        var records = StridedStarts(stride: RecordIndex.stride, count: progress.recordCount,
                                    mapsLines: true, mayStartInLines: file.layout.recordLineEnds == nil)
        var search: IndexPassHits?
        defer { search?.end() }
        while !isCancelled.load(ordering: .relaxed) {
            records.removeKept()
            if search == nil, let waiting = index.takeWaitingSearch() {
                waiting.board(at: offset)
                search = waiting
            }
            guard let count = pair.scan(&scanner, at: offset, counting: &records, finding: search) else { break }
            guard count > 0 else {
                // A file of nothing but its preamble ends where the preamble does, not at 0.
                progress.indexedBytes = max(progress.indexedBytes, offset)
                progress.isComplete = true
                // (The first line's record starts at the file's start, the preamble before it.)
                if let unfinished = scanner.unfinishedLineRecord,
                   !Self.parses(readables.0, from: max(unfinished.offset, file.layout.preambleLength), to: offset, layout: file.layout) {
                    progress.recordCount -= 1
                    holdsBackLastLine.store(true, ordering: .relaxed)
                }
                if scanner.recordAtEnd != nil {
                    progress.recordCount += 1
                    countsRecordAtEnd.store(true, ordering: .relaxed)
                }
                break
            }
            let kept = scanner
            self.scanner.withLock { $0 = kept }
            offset += count
            progress.recordCount = records.count
            progress.indexedBytes = offset
            progress.totalBytes = max(progress.totalBytes, offset)
            nextOffset.withLock { $0 = offset }
            index.record(records.kept, lineMaps: records.lineMaps, progress: progress)
            // After the starts that number them; none of a text found too often.
            if let boarded = search, pair.foundTooMany || !boarded.add(pair.hits, through: offset) {
                boarded.giveUp()
                search = nil
            }
        }
        return progress
    }

    /// Whether the bytes from `start` to `end`, a last line without its line break, hold a
    /// value a reader takes as a record; a line longer than a reader holds does not.
    private static func parses(_ readable: ReadableFile, from start: Int, to end: Int, layout: RecordLayout) -> Bool {
        guard end - start < FileBuffer.defaultMaximumRecordSize else { return false }
        var bytes = [UInt8](repeating: 0, count: end - start)
        var filled = 0
        while filled < bytes.count {
            guard let count = try? bytes.withUnsafeMutableBufferPointer({ buffer throws(RecordFileError) in
                try readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[filled...]), at: start + filled)
            }), count > 0 else { return false }
            filled += count
        }
        return (try? JSONParser.parse(bytes)) != nil
    }

    // MARK: Keeping the index

    /// Takes up the index kept for the file when the file still holds what it indexed: from its
    /// last checkpoint, which the scan then finds again, with the scanner resumed there.
    private func takeUpKeptIndex(_ readable: ReadableFile) {
        guard let cache, let saved = cache.load(for: file), let last = saved.checkpoints.indices.last,
              let now = readable.currentIdentity(), Self.stillHolds(saved, now: now, readable: readable) else { return }
        let resumeAt = saved.checkpoints[last]
        scanner.withLock { $0 = makeBoundaryScanner(for: file.layout, resumingAt: resumeAt) }
        nextOffset.withLock { $0 = resumeAt.offset }
        var progress = RecordIndex.Progress()
        progress.recordCount = last * RecordIndex.stride
        progress.indexedBytes = resumeAt.offset
        progress.totalBytes = now.size
        index.restore(Array(saved.checkpoints[..<last]), lineMaps: saved.lineMaps.copy(of: 0..<last), progress: progress)
        kept.withLock { $0 = (saved.indexedBytes, nil) }
    }

    /// Whether the file, as it stands `now`, still holds what `saved` indexed: it was not
    /// written to since (both times are the same), or it grew; and every sampled stretch reads
    /// the same. A file of the same size with another status change time was written to, and
    /// is indexed afresh. (A compressed file's size is what is decompressed so far.)
    private static func stillHolds(_ saved: SavedIndex, now: FileIdentity, readable: ReadableFile) -> Bool {
        let untouched = now.isSameFile(as: saved.identity) && now.modificationTime == saved.identity.modificationTime
            && now.statusChangeTime == saved.identity.statusChangeTime
        guard untouched || now.size > saved.identity.size else { return false }
        let samples = IndexSamples(preambleLength: saved.layout.preambleLength, indexedBytes: saved.indexedBytes)
        return samples.hashes(of: readable) == saved.samples
    }

    /// Saves the complete index, unless it is what was kept already, or was saved within the
    /// last ``saveInterval`` (a followed file that grows all the time).
    private func keep(_ progress: RecordIndex.Progress, of readable: ReadableFile) {
        guard let cache, let identity = readable.currentIdentity() else { return }
        let isDue = kept.withLock { kept in
            guard let last = kept else { return true }
            guard last.indexedBytes != progress.indexedBytes else { return false }
            return last.savedAt.map { ContinuousClock.now - $0 > Self.saveInterval } ?? true
        }
        let samples = IndexSamples(preambleLength: file.layout.preambleLength, indexedBytes: progress.indexedBytes)
        guard isDue, let hashes = samples.hashes(of: readable) else { return }
        let saved = SavedIndex(identity: identity, layout: file.layout, recordCount: progress.recordCount,
                               indexedBytes: progress.indexedBytes, samples: hashes, checkpoints: index.allCheckpoints,
                               lineMaps: index.allLineMaps)
        // Encoded and written on another thread: the scan tells its end at once.
        cache.saveInBackground(saved, for: file)
        kept.withLock { $0 = (progress.indexedBytes, .now) }
    }
}

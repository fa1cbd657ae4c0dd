import Synchronization

/// When a file's records happened, learnt in the background: every record of a short file
/// (up to 16,384), and of a file expected to hold more (the records its index has found,
/// scaled by the bytes still to read), the records at the file's ``RecordIndex`` kept starts
/// (one in 64, or fewer, for at most 16,384 samples; thinned again if the file grows): enough
/// to draw records over time and where a search's matches fall, without reading every record
/// of a huge file.
/// Started again as the index learns more, it goes on from where it stopped.
public final class RecordTimeline: Sendable {
    /// One record's time.
    public struct Sample: Equatable, Sendable {
        /// The record's number.
        public let record: Int
        /// Its time, in seconds since 1970.
        public let seconds: Double
    }

    /// How far sampling has got.
    public struct Progress: Equatable, Sendable {
        /// Samples taken, kept after thinning.
        public var sampleCount = 0
        /// Whether the record's time field was found.
        public var hasTimes = false
        /// Whether every record the index knows was sampled, and the index is complete.
        public var isComplete = false
        /// Whether the run stopped: complete, caught up with the index, cancelled or unable to read.
        public var hasEnded = false
        /// How many runs have started, this one included: a listener tells this run's end from
        /// the last one's by it.
        public var run = 0
        /// The first damaged record sampling met and went past (it has no time), or why it
        /// could not read on.
        public var failure: RecordFileError?
    }

    /// The most samples kept; more halve them, and the records between two samples double.
    let maximumSamples: Int

    private struct State {
        var samples: [Sample] = []
        /// The records each sample stands for: 1 while every record is sampled, then a
        /// multiple of the index's stride.
        var recordsPerSample = 1
        /// The number of the next record to sample.
        var nextRecord = 1
        /// The name of the records' time field, once found.
        var timeField: String?
        /// Records looked at without finding a time; sampling gives up after many.
        var recordsWithoutTime = 0
    }

    /// The file sampled.
    public let file: RecordFile
    /// The index sampled through.
    public let index: RecordIndex
    private let chosenTimeField: String?
    /// The reader that samples every record, while it does; only a run touches it.
    private let sequentialReader = ReaderSlot()
    /// The reader moved from kept start to kept start once records are sampled there; only a
    /// run touches it.
    private let samplingReader = ReaderSlot()
    private let columnName: @Sendable (Int) -> String
    private let state = Mutex(State())
    private let progressChannel = ProgressChannel(Progress())
    private let isRunning = Atomic<Bool>(false)
    /// Whether ``start()`` was called while a run was under way: the index may have learnt more
    /// than that run will see, so another follows it.
    private let isRestartWanted = Atomic<Bool>(false)
    private let isCancelled = Atomic<Bool>(false)

    /// Prepares to sample `file` (as a reader opened it) through its `index`, keeping at most
    /// `maximumSamples`.
    /// - Parameters:
    ///   - file: The file to sample, as a reader opened it.
    ///   - index: The file's index, complete or being learnt: past the first records, the
    ///     records at its kept starts are the ones sampled.
    ///   - timeField: The field that holds the records' time; by default the one `RecordTime`
    ///     finds.
    ///   - maximumSamples: The most records kept (at least 2).
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader that opened
    ///     the file did.
    public init(file: RecordFile, index: RecordIndex, timeField: String? = nil, maximumSamples: Int = 16_384,
                columnName: @escaping @Sendable (Int) -> String = { String($0) }) {
        self.maximumSamples = max(2, maximumSamples)
        chosenTimeField = timeField
        self.file = file
        self.index = index
        self.columnName = columnName
    }

    /// How far sampling has got.
    public var progress: Progress { progressChannel.value }

    /// How far sampling has got now, then after each batch of samples; the stream does not end
    /// by itself.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<Progress> { progressChannel.updatesInPlace() }

    /// The samples taken so far, in file order.
    public var samples: [Sample] { state.withLock { $0.samples } }

    /// Records over time in `bucketCount` equal spans, with `matches` (record numbers,
    /// ascending) sorted into them; `nil` before the first time was found.
    public func histogram(bucketCount: Int, matches: [Int] = []) -> TimeHistogram? {
        let (samples, weight) = state.withLock { ($0.samples, $0.recordsPerSample) }
        guard !samples.isEmpty else { return nil }
        return TimeHistogram(samples: samples, weight: Double(weight), bucketCount: bucketCount, matches: matches)
    }

    /// Stops sampling at the next record.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Samples on a background thread what the index knows beyond the last run; while a run is
    /// under way, once it ends; during an app's start-up, once that ends (as the index does).
    public func start() {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            isRestartWanted.store(true, ordering: .releasing)
            return
        }
        announceRun()
        LowPriorityThreads.startAfterStartUp(keepingUp: true) { [self] in
            sampleAll()
        }
    }

    /// Samples on this thread, unless a run is under way.
    @discardableResult
    public func sampleToEnd() -> Progress {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return progress }
        announceRun()
        return sampleAll()
    }

    /// Tells listeners at once that a new run is under way, so that none takes the end of the
    /// last run for this one's.
    private func announceRun() {
        var running = progress
        running.run += 1
        running.hasEnded = false
        running.isComplete = false
        progressChannel.publish(running)
    }

    /// Records looked at without a time before sampling gives up: the records have none.
    static let recordsWithoutTimeLimit = 64
    /// Records sampled between two reports, once a time was found.
    static let batchSize = 256
    /// The bytes read at a sample's record at a time: far from the last sample's, they come
    /// from memory, and most of a log's records fit (4 KB made a sample a fifth slower).
    static let samplingChunkSize = 1 << 10

    @discardableResult
    private func sampleAll() -> Progress {
        var progress = self.progress
        do throws(RecordFileError) {
            while !isCancelled.load(ordering: .relaxed) {
                let indexed = index.progress
                let expectedCount = expectedRecordCount
                let (next, perSample, givenUp, timeField) = state.withLock { state in
                    // A file that holds more records than samples kept is sampled at its kept
                    // starts from the first, not record by record to be thinned after.
                    if state.recordsPerSample == 1, expectedCount >= maximumSamples { respace(&state, for: expectedCount) }
                    return (state.nextRecord, state.recordsPerSample, state.recordsWithoutTime >= Self.recordsWithoutTimeLimit, state.timeField)
                }
                if givenUp { break }
                guard next <= indexed.recordCount else {
                    progress.isComplete = indexed.isComplete
                    break
                }
                let records: [FileRecord]
                do throws(RecordFileError) {
                    records = perSample == 1 ? try everyRecord(from: next, timeField: timeField)
                        : try keptRecords(from: next, every: perSample, through: indexed.recordCount, timeField: timeField)
                } catch where error.kind == .malformed {
                    // A damaged record has no time: the next one due is sampled instead.
                    progress.failure = progress.failure ?? error
                    sequentialReader.reader = nil
                    state.withLock { $0.nextRecord = next + perSample }
                    continue
                }
                guard !records.isEmpty else { break }
                state.withLock { state in
                    for record in records { take(record, into: &state) }
                    progress.sampleCount = state.samples.count
                    progress.hasTimes = state.timeField != nil
                }
                progressChannel.publish(progress)
            }
        } catch {
            // The file went away or cannot be read there: the samples taken stand.
            progress.failure = error
        }
        progress.hasEnded = !isRestartWanted.load(ordering: .acquiring) || isCancelled.load(ordering: .relaxed)
        isRunning.store(false, ordering: .releasing)
        progressChannel.publish(progress)
        if isRestartWanted.exchange(false, ordering: .acquiringAndReleasing), !isCancelled.load(ordering: .relaxed) { start() }
        return progress
    }

    /// Samples `record`, the next one due, and moves on: to the next record while every one is
    /// sampled, else to the next kept start due; thins the samples when there are too many.
    private func take(_ record: FileRecord, into state: inout State) {
        // The rest of a batch read before sampling turned to the kept starts is not due.
        guard record.number == state.nextRecord else { return }
        if let (seconds, name) = sample(of: record, field: state.timeField) {
            state.timeField = name
            state.samples.append(Sample(record: record.number, seconds: seconds))
        } else if state.samples.isEmpty {
            state.recordsWithoutTime += 1
        }
        state.nextRecord = record.number + state.recordsPerSample
        guard state.samples.count >= maximumSamples else { return }
        respace(&state, for: expectedRecordCount)
    }

    /// Spaces the samples wider: from every record to the kept starts, then to every other
    /// kept start due; as far at once as `recordCount`, the records the file is expected to
    /// hold, calls for, so that none is read to be thinned. Thins the samples taken to match.
    private func respace(_ state: inout State, for recordCount: Int) {
        var perSample = state.recordsPerSample == 1 ? RecordIndex.stride : state.recordsPerSample * 2
        while (recordCount + perSample - 1) / perSample >= maximumSamples { perSample *= 2 }
        state.samples.removeAll { ($0.record - 1) % perSample != 0 }
        state.recordsPerSample = perSample
        state.nextRecord = (state.nextRecord - 1 + perSample - 1) / perSample * perSample + 1
        sequentialReader.reader = nil
    }

    /// The records the file is expected to hold: while the index reads it, the records it has
    /// found scaled by the bytes still to read. A huge file's samples are spaced for its whole
    /// length as soon as every record cannot be sampled, instead of taken closer and thinned
    /// again and again as the index goes on (which read about twice the samples kept).
    private var expectedRecordCount: Int {
        let progress = index.progress
        guard !progress.isComplete, progress.indexedBytes > 0, progress.totalBytes > progress.indexedBytes else {
            return progress.recordCount
        }
        return Int(Double(progress.recordCount) * Double(progress.totalBytes) / Double(progress.indexedBytes))
    }

    /// A batch of records from `number` on, read on by the reader that samples every record;
    /// once the time field is known, records hold it alone where the format reads it so.
    private func everyRecord(from number: Int, timeField: String?) throws(RecordFileError) -> [FileRecord] {
        // Read outside the lock, which the window takes to draw.
        if sequentialReader.reader == nil {
            let reader = try RecordReader(reopening: file, columnName: columnName)
            try reader.skip(to: number, using: index)
            sequentialReader.reader = reader
        }
        if let timeField { sequentialReader.reader?.keepOnly(field: timeField) }
        return try sequentialReader.reader?.nextPage(maxRecords: Self.batchSize).records ?? []
    }

    /// Records from `first` on, `perSample` apart, to record `last`: a batch of samples at kept
    /// starts, reported at once, once the time field is known (one record until then). A
    /// record that cannot be read ends the batch early, and is met again, alone, as the first
    /// of the next.
    private func keptRecords(from first: Int, every perSample: Int, through last: Int, timeField: String?) throws(RecordFileError) -> [FileRecord] {
        var records: [FileRecord] = []
        let count = timeField == nil ? 1 : Self.batchSize
        for number in stride(from: first, through: last, by: perSample) {
            guard records.count < count, !isCancelled.load(ordering: .relaxed) else { break }
            do throws(RecordFileError) {
                guard let record = try record(numbered: number, timeField: timeField) else { break }
                records.append(record)
            } catch {
                if records.isEmpty { throw error }
                break
            }
        }
        return records
    }

    /// Record `number`, which starts at a kept start (or is the first): read by one reader
    /// moved from sample to sample, a kilobyte at a time (``samplingChunkSize``; a record
    /// longer than that is read on to its end), as opening the file for each sample took most of
    /// a settled window's time on a large file; without the record after it, which a page reads
    /// ahead. Once `timeField` is known, the record holds it alone where the format reads it so.
    private func record(numbered number: Int, timeField: String?) throws(RecordFileError) -> FileRecord? {
        if number > 1, let kept = index.checkpoint(atOrBefore: number) {
            if samplingReader.reader == nil {
                samplingReader.reader = try RecordReader(reopening: file, chunkSize: Self.samplingChunkSize, columnName: columnName)
            }
            guard let reader = samplingReader.reader else { return nil }
            if let timeField { reader.keepOnly(field: timeField) }
            guard try reader.resume(at: kept.start, number: kept.number) else { return nil }
            return try reader.nextRecord()
        }
        return try RecordReader(reopening: file, chunkSize: 4 << 10, columnName: columnName).nextRecord()
    }

    /// The time of `record` from its field `field` (or, before it is known, from the field
    /// `RecordTime` finds), and the field's name.
    private func sample(of record: FileRecord, field: String?) -> (Double, String)? {
        guard case .object(let members) = record.value else { return nil }
        if let field {
            return members.first { $0.key == field }.flatMap { RecordTime.seconds(in: $0.value) }.map { ($0, field) }
        }
        return RecordTime.field(in: members, chosen: chosenTimeField).flatMap { index in
            RecordTime.seconds(in: members[index].value).map { ($0, members[index].key) }
        }
    }
}

/// A reader a timeline samples with. Only the one run under way touches it (runs never
/// overlap), which is why it may be shared.
private final class ReaderSlot: @unchecked Sendable {
    var reader: RecordReader?
}

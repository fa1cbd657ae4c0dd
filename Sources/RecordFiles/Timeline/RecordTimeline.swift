import Synchronization

/// When a file's records happened, learnt in the background from the records at the file's
/// ``RecordIndex`` kept starts (one in 64, thinned to at most 16,384 samples as the file grows):
/// enough to draw records over time and where a search's matches fall, without reading every
/// record. Started again as the index learns more, it goes on from where it stopped.
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
    }

    /// The most samples kept; more halve them, and the records between two samples double.
    let maximumSamples: Int

    private struct State {
        var samples: [Sample] = []
        /// Sampling takes every `step`-th kept start.
        var step = 1
        /// The next kept start to sample, counted from 0 (record 1).
        var nextStart = 0
        /// The name of the records' time field, once found.
        var timeField: String?
        /// Kept starts looked at without finding a time; sampling gives up after many.
        var startsWithoutTime = 0
    }

    /// The file sampled.
    public let file: RecordFile
    private let index: RecordIndex
    private let columnName: @Sendable (Int) -> String
    private let state = Mutex(State())
    private let progressChannel = ProgressChannel(Progress())
    private let isRunning = Atomic<Bool>(false)
    private let isCancelled = Atomic<Bool>(false)

    /// Prepares to sample `file` (as a reader opened it) through its `index`, keeping at most
    /// `maximumSamples`.
    public init(file: RecordFile, index: RecordIndex, maximumSamples: Int = 16_384,
                columnName: @escaping @Sendable (Int) -> String = { String($0) }) {
        self.maximumSamples = max(2, maximumSamples)
        self.file = file
        self.index = index
        self.columnName = columnName
    }

    /// How far sampling has got.
    public var progress: Progress { progressChannel.value }

    /// How far sampling has got now, then after each batch of samples; the stream does not end
    /// by itself.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// The samples taken so far, in file order.
    public var samples: [Sample] { state.withLock { $0.samples } }

    /// Records over time in `bucketCount` equal spans, with `matches` (record numbers,
    /// ascending) sorted into them; `nil` before the first time was found.
    public func histogram(bucketCount: Int, matches: [Int] = []) -> TimeHistogram? {
        let (samples, step) = state.withLock { ($0.samples, $0.step) }
        guard !samples.isEmpty else { return nil }
        return TimeHistogram(samples: samples, weight: Double(step * RecordIndex.stride), bucketCount: bucketCount, matches: matches)
    }

    /// Stops sampling at the next record.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Samples on a background thread what the index knows beyond the last run, unless a run
    /// is under way.
    public func start() {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        LowPriorityThreads.start { [self] in
            sampleAll()
        }
    }

    /// Samples on this thread, unless a run is under way.
    @discardableResult
    public func sampleToEnd() -> Progress {
        guard isRunning.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return progress }
        return sampleAll()
    }

    /// Kept starts looked at without a time before sampling gives up: the records have none.
    static let startsWithoutTimeLimit = 64
    /// Samples taken between two reports.
    static let batchSize = 256

    @discardableResult
    private func sampleAll() -> Progress {
        var progress = self.progress
        progress.hasEnded = false
        progress.isComplete = false
        progressChannel.publish(progress)
        var taken = 0
        while !isCancelled.load(ordering: .relaxed) {
            let indexed = index.progress
            let (number, field, givenUp) = state.withLock { state in
                (1 + state.nextStart * RecordIndex.stride, state.timeField, state.startsWithoutTime >= Self.startsWithoutTimeLimit)
            }
            if givenUp { break }
            guard number <= indexed.recordCount else {
                progress.isComplete = indexed.isComplete
                break
            }
            guard let record = try? record(numbered: number) else { break }
            let sample = sample(of: record, field: field)
            state.withLock { state in
                state.nextStart += state.step
                if let (seconds, name) = sample {
                    state.timeField = name
                    state.samples.append(Sample(record: number, seconds: seconds))
                    if state.samples.count >= maximumSamples { thin(&state) }
                } else {
                    state.startsWithoutTime += state.timeField == nil ? 1 : 0
                }
                progress.sampleCount = state.samples.count
                progress.hasTimes = state.timeField != nil
            }
            taken += 1
            if taken % Self.batchSize == 0 { progressChannel.publish(progress) }
        }
        progress.hasEnded = true
        isRunning.store(false, ordering: .releasing)
        progressChannel.publish(progress)
        return progress
    }

    /// Keeps every other sample (those at kept starts that are multiples of twice the step),
    /// and samples half as often from now on.
    private func thin(_ state: inout State) {
        let step = state.step * 2
        state.samples.removeAll { ((($0.record - 1) / RecordIndex.stride) % step) != 0 }
        state.step = step
        state.nextStart = (state.nextStart + step - 1) / step * step
    }

    /// Record `number`, which starts at a kept start (or is the first).
    private func record(numbered number: Int) throws(RecordFileError) -> FileRecord? {
        let reader = try RecordReader(reopening: file, chunkSize: 16 << 10, columnName: columnName)
        if number > 1, let kept = index.checkpoint(atOrBefore: number) {
            guard try reader.resume(at: kept.start, number: kept.number) else { return nil }
        }
        return try reader.nextPage(maxRecords: 1).records.first
    }

    /// The time of `record` from its field `field` (or, before it is known, from the field
    /// ``RecordTime`` finds), and the field's name.
    private func sample(of record: FileRecord, field: String?) -> (Double, String)? {
        guard case .object(let members) = record.value else { return nil }
        if let field {
            return members.first { $0.key == field }.flatMap { RecordTime.seconds(in: $0.value) }.map { ($0, field) }
        }
        return RecordTime.field(in: members).flatMap { index in
            RecordTime.seconds(in: members[index].value).map { ($0, members[index].key) }
        }
    }
}

import Foundation
import Synchronization

/// Puts the records of a whole file in the order of a value each holds (a field), on
/// background threads: every record, or those another run (a search or a filter) matched.
/// A list then pages over the sorted order, ascending or descending, through
/// ``records(at:descending:)``.
///
/// Keys (``SortKey``) are read through the file's index, a share of records on each of two
/// cores, and kept on disk; the sort keeps 16 bytes a record in memory and orders them in
/// place, on two cores. Equal values keep file order and missing values come last, descending
/// too. It sorts the file as it was when started; records appended later are not in the order.
public final class RecordSort: Sendable {
    /// The file sorted, as its reader found it laid out.
    public let file: RecordFile
    /// The run whose matches are sorted, instead of every record.
    public let base: (any RecordMatching)?
    private let key: @Sendable (FileRecord) -> JSONValue?
    private let directory: String
    private let index: RecordIndex?
    private let pass: Mutex<RecordPass>
    private let progressChannel = ProgressChannel(SortProgress())
    private let isCancelled = Atomic<Bool>(false)
    private let isStarted = Atomic<Bool>(false)
    /// The records in order, once sorted.
    private let sorted = Mutex<SortedRecords?>(nil)

    /// The most records a sort takes (about two billion).
    public static var maximumCount: Int { SortEntry.maximumCount }

    /// Records read between two reports of progress.
    static let batchSize = 2_000

    /// Prepares to sort `file` (as a reader opened it) by what `key` reads off each record
    /// (`nil` for a record without it: missing values sort last).
    /// - Parameters:
    ///   - file: The file to sort, as a reader opened it.
    ///   - base: A run whose matches are the only records sorted; by default every record.
    ///   - index: The file's index, complete or being learnt, to read records on two cores and
    ///     to reach the base's matches.
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader did.
    ///   - directory: Where the keys are kept while the sort lives (unlinked at once).
    ///   - key: The value a record is sorted by, in ``SortKey``'s order; `nil` when it has none.
    public convenience init(file: RecordFile, within base: (any RecordMatching)? = nil, index: RecordIndex? = nil,
                            columnName: @escaping @Sendable (Int) -> String = { String($0) },
                            directory: String = TemporaryFile.folder,
                            key: @escaping @Sendable (FileRecord) -> JSONValue?) {
        self.init(file: file, within: base, index: index, columnName: columnName, directory: directory, sharesOfStrides: 64, key: key)
    }

    /// As the public initializer, with shares of `sharesOfStrides` times the index's stride.
    init(file: RecordFile, within base: (any RecordMatching)?, index: RecordIndex?, columnName: @escaping @Sendable (Int) -> String,
         directory: String, sharesOfStrides: Int, key: @escaping @Sendable (FileRecord) -> JSONValue?) {
        self.file = file
        self.base = base
        self.key = key
        self.directory = directory
        self.index = index
        pass = Mutex(RecordPass(file: file, within: base, index: index, columnName: columnName, batchSize: Self.batchSize,
                                sharesOfStrides: sharesOfStrides))
    }

    // MARK: Running

    /// How far the sort has got.
    public var progress: SortProgress { progressChannel.value }

    /// How far the sort has got now, then after each step, skipping to the newest for a
    /// listener that falls behind; leave the loop once the progress has ended.
    public var progressUpdates: AsyncStream<SortProgress> { progressChannel.updates() }

    /// Sorts on background threads, once; follow it through ``progressUpdates``.
    public func start() {
        guard isStarted.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        LowPriorityThreads.start { [self] in run() }
    }

    /// Sorts on this thread (and a helper), unless it was started already.
    /// - Returns: The progress after it.
    @discardableResult
    public func sortToEnd() -> SortProgress {
        guard isStarted.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return progress }
        run()
        return progress
    }

    /// Stops the sort at its next step; a stopped sort has no order.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    private var isStopped: Bool { isCancelled.load(ordering: .relaxed) }

    private func run() {
        var progress = SortProgress()
        do throws(SortError) {
            let store = try SortKeyStore(directory: directory)
            var entries: [SortEntry] = []
            entries.reserveCapacity(expectedCount)
            try readKeys(into: store, entries: &entries, progress: &progress)
            if !isStopped {
                try store.finishWriting()
                progress.isOrdering = true
                progressChannel.publish(progress)
                order(&entries, keys: store)
            }
            if !isStopped {
                sorted.withLock { $0 = SortedRecords(entries: entries, keys: store, base: base) }
                progress.isComplete = true
            }
        } catch {
            progress.failure = error
        }
        progress.hasEnded = true
        progressChannel.publish(progress)
    }

    /// How many records the sort will read, as far as known now (the index's count, or the
    /// matches of an ended search), so that the entries are allocated once at their size.
    private var expectedCount: Int {
        if let base {
            let found = base.progress
            return found.hasEnded ? found.matchCount : 0
        }
        guard let progress = index?.progress, progress.isComplete else { return 0 }
        return progress.recordCount
    }

    /// The bytes the sort holds in memory for its order (its entries' storage).
    public var memoryBytes: Int { sorted.withLock { $0?.memoryBytes ?? 0 } }

    /// Reads every record's key, in file order, into `store`, and its entry into `entries`.
    private func readKeys(into store: SortKeyStore, entries: inout [SortEntry], progress: inout SortProgress) throws(SortError) {
        try pass.withLock { pass throws(SortError) in
            let key = self.key
            var failure: SortError?
            do throws(RecordFileError) {
                try pass.walk(isStopped: { isStopped || failure != nil }, look: { record in
                    let value = key(record)
                    return (record.number, SortKey(value).bytes, value != nil)
                }) { step in
                    do throws(SortError) {
                        for (number, bytes, isKeyed) in step.elements {
                            if isKeyed { progress.keyedRecords += 1 }
                            guard store.count < Self.maximumCount else { throw .tooManyRecords }
                            entries.append(SortEntry(key: bytes, ordinal: store.count))
                            try store.append(bytes, number: number)
                        }
                    } catch {
                        failure = error
                    }
                    progress.examinedRecords += step.examinedRecords
                    step.advance(searched: &progress.searchedBytes, total: &progress.totalBytes)
                    progressChannel.publish(progress)
                }
            } catch {
                throw .reading(error)
            }
            if let failure { throw failure }
        }
    }

    /// Puts `entries` in order, on two cores.
    private func order(_ entries: inout [SortEntry], keys: SortKeyStore) {
        let helper = HelperThread()
        defer { helper.finish() }
        let sort = InPlaceSort<SortEntry>(precedes: { $0.sorts(before: $1, keys: keys) }, isStopped: { [self] in isStopped })
        entries.withUnsafeMutableBufferPointer { sort.sort($0, helper: helper) }
    }

    // MARK: The order

    /// How many records are in the order: 0 until the sort is complete.
    public var count: Int { sorted.withLock { $0?.count ?? 0 } }

    /// The numbers of the records at `positions` in the order, ascending or `descending`;
    /// positions out of range are left out.
    public func records(at positions: Range<Int>, descending: Bool = false) -> [Int] {
        sorted.withLock { sorted in
            guard let sorted else { return [] }
            return positions.clamped(to: 0..<sorted.count).map { sorted.number(at: $0, descending: descending) }
        }
    }

    /// The position of record `number` in the order, or, when it is not sorted (a filter left
    /// it out), of the first sorted record after it in the file; `nil` before the sort is
    /// complete. It looks through the whole order (16 bytes a record).
    public func position(ofRecordAtOrAfter number: Int, descending: Bool = false) -> Int? {
        sorted.withLock { sorted in
            sorted?.position(ofRecordAtOrAfter: number, descending: descending)
        }
    }
}

/// The records of a complete sort in order: their entries, and their keys and numbers on disk.
///
/// Entries are in ascending order, equal keys in file order, missing values last. Read
/// descending, the values are reversed but missing ones stay last, and each run of equal keys
/// keeps file order: a position is mirrored within its run, whose ends are found by binary
/// search.
private struct SortedRecords {
    let entries: [SortEntry]
    let keys: SortKeyStore
    let base: (any RecordMatching)?
    /// Where the records without a value start (the key of a missing value is its own).
    let missingStart: Int

    init(entries: [SortEntry], keys: SortKeyStore, base: (any RecordMatching)?) {
        self.entries = entries
        self.keys = keys
        self.base = base
        let missing = SortEntry(key: SortKey(nil).bytes, ordinal: 0)
        missingStart = Self.firstIndex(in: 0..<entries.count, of: entries) { $0.compareKey(with: missing, keys: keys) >= 0 }
    }

    var count: Int { entries.count }
    var memoryBytes: Int { entries.capacity * MemoryLayout<SortEntry>.stride }

    /// The number of the record at `position`, counted ascending or descending.
    func number(at position: Int, descending: Bool) -> Int {
        keys.number(ofOrdinal: entries[index(ofPosition: position, descending: descending)].ordinal)
    }

    /// The position (ascending or descending) of record `number`, or of the first sorted
    /// record after it in the file.
    func position(ofRecordAtOrAfter number: Int, descending: Bool) -> Int? {
        guard !entries.isEmpty else { return nil }
        let ordinal = min(base?.position(ofMatchAtOrAfter: number) ?? max(0, number - 1), entries.count - 1)
        guard let index = entries.firstIndex(where: { $0.ordinal == ordinal }) else { return nil }
        guard descending, index < missingStart else { return index }
        return missingStart - 1 - mirrored(index)
    }

    /// The entry shown at `position`: itself ascending and among the missing values;
    /// descending, the mirror of the entry reversed within its run of equal keys.
    private func index(ofPosition position: Int, descending: Bool) -> Int {
        guard descending, position < missingStart else { return position }
        return mirrored(missingStart - 1 - position)
    }

    /// The entry as far from the start of its run of equal keys as `index` is from its end.
    private func mirrored(_ index: Int) -> Int {
        let run = runOfEqualKeys(around: index)
        return run.lowerBound + (run.upperBound - 1 - index)
    }

    /// The entries whose keys equal that of entry `index`.
    private func runOfEqualKeys(around index: Int) -> Range<Int> {
        let entry = entries[index]
        let start = Self.firstIndex(in: 0..<index, of: entries) { $0.compareKey(with: entry, keys: keys) == 0 }
        let end = Self.firstIndex(in: (index + 1)..<count, of: entries) { $0.compareKey(with: entry, keys: keys) > 0 }
        return start..<end
    }

    /// The first index of `range` whose entry `holds`, which holds for every entry after it;
    /// the range's end when none does.
    private static func firstIndex(in range: Range<Int>, of entries: [SortEntry], where holds: (SortEntry) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if holds(entries[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

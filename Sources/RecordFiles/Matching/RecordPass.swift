/// A walk through a file's records in file order that goes on from where it stopped: every
/// record, or only those another run (a search or a filter) matches, as it finds them. What
/// each record gives (`look`) reaches the walker a step at a time, in file order.
///
/// Of every record, the part the file's ``RecordIndex`` covers is parsed on two cores, a share
/// of records each, from the index's kept starts; the rest in one pass. What a filter and a
/// sort both walk.
///
/// Not thread-safe: use it from one thread at a time (its owner's run, under the owner's lock).
final class RecordPass {
    /// What a step of the walk gives, and how far the walk has got by its end.
    struct Step<Element> {
        /// What `look` gave for the step's records, in file order.
        var elements: [Element]
        /// Records looked at in the step.
        var examinedRecords: Int
        /// The bytes of the file walked through by the step's end, when known.
        var searchedBytes: Int?
        /// The file's size, or the base run's total, when known.
        var totalBytes: Int?
        /// Whether every record, as the file was, has been looked at.
        var isComplete: Bool
        /// Whether the walk ends with this step (complete, or the base run ended).
        var isLast: Bool

        /// Moves a run's count of bytes read, and of bytes in all, on to this step's.
        func advance(searched: inout Int, total: inout Int) {
            if let searchedBytes { searched = max(searched, searchedBytes) }
            total = max(total, totalBytes ?? 0, searched)
        }
    }

    let file: RecordFile
    /// The run whose matches are walked, instead of every record.
    let base: (any RecordMatching)?
    private let index: RecordIndex?
    private let columnName: @Sendable (Int) -> String
    private let batchSize: Int
    /// Records in one core's share of the indexed part: a multiple of the index's stride, so
    /// that each share starts at a kept start.
    private let shareSize: Int
    /// The next record's number and, once past the index's part, the reader that goes on
    /// from there; or, of the base's matches, the reader of the next ones.
    private var nextRecord = 1
    private var reader: RecordReader?
    private var baseMatches: MatchedRecords?

    /// Prepares to walk `file` (as a reader opened it): every record, or `base`'s matches.
    /// - Parameters:
    ///   - index: The file's index, complete or being learnt, to reach records.
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader that opened
    ///     the file did.
    ///   - batchSize: Records read between two steps.
    ///   - sharesOfStrides: Each core's share of the indexed part, in the index's strides.
    init(file: RecordFile, within base: (any RecordMatching)?, index: RecordIndex?, columnName: @escaping @Sendable (Int) -> String,
         batchSize: Int, sharesOfStrides: Int) {
        self.file = file
        self.base = base
        self.index = index
        self.columnName = columnName
        self.batchSize = batchSize
        shareSize = max(1, sharesOfStrides) * RecordIndex.stride
    }

    /// Walks on to the end of the file (or of the base's matches), handing each step to `take`,
    /// until `isStopped` says to stop.
    /// - Throws: The `RecordFileError` reading met; what was taken before stands.
    func walk<Element: Sendable>(isStopped: () -> Bool, look: @escaping @Sendable (FileRecord) -> Element?,
                       take: (Step<Element>) -> Void) throws(RecordFileError) {
        if let base {
            try walkMatches(of: base, isStopped: isStopped, look: look, take: take)
        } else {
            try walkEveryRecord(isStopped: isStopped, look: look, take: take)
        }
    }

    /// Reads on through the file: the part the index covers two shares at a time, then the
    /// rest a batch at a time.
    private func walkEveryRecord<Element: Sendable>(isStopped: () -> Bool, look: @escaping @Sendable (FileRecord) -> Element?,
                                          take: (Step<Element>) -> Void) throws(RecordFileError) {
        let size = try? ReadableFile(reopening: file).currentIdentity()?.size
        if reader == nil, let index {
            try walkIndexedRecords(index: index, totalBytes: size, isStopped: isStopped, look: look, take: take)
        }
        let reader: RecordReader
        if let kept = self.reader {
            reader = kept
        } else {
            reader = try RecordReader(reopening: file, columnName: columnName)
            try reader.skip(to: nextRecord, using: index)
            self.reader = reader
        }
        while !isStopped() {
            let page = try reader.nextPage(maxRecords: batchSize)
            nextRecord += page.records.count
            if page.isAtEnd, reader.bytesRead < file.identity.size, let shrinkage = file.shrinkage() { throw shrinkage }
            take(Step(elements: page.records.compactMap(look), examinedRecords: page.records.count,
                      searchedBytes: reader.bytesRead, totalBytes: max(size ?? 0, reader.bytesRead),
                      isComplete: page.isAtEnd, isLast: page.isAtEnd))
            if page.isAtEnd { return }
        }
    }

    /// Walks the records the index covers from ``nextRecord`` on, two shares at a time on two
    /// cores, while two whole shares are left.
    private func walkIndexedRecords<Element: Sendable>(index: RecordIndex, totalBytes: Int?, isStopped: () -> Bool, look: @escaping @Sendable (FileRecord) -> Element?,
                                             take: (Step<Element>) -> Void) throws(RecordFileError) {
        let helper = HelperThread()
        defer { helper.finish() }
        let shares = [ShareOutcome<Element>(), ShareOutcome<Element>()]
        let shareSize = self.shareSize
        while !isStopped(), index.progress.recordCount - nextRecord >= 2 * shareSize {
            let first = nextRecord
            let walkShare: @Sendable (Int) -> Void = { [file, columnName, batchSize] part in
                let start = first + part * shareSize
                shares[part].outcome = Result { () throws(RecordFileError) in
                    try Self.elements(of: start..<(start + shareSize), file: file, index: index, columnName: columnName,
                                      batchSize: batchSize, look: look)
                }
            }
            helper.runInParallel({ walkShare(0) }, { walkShare(1) })
            var elements: [Element] = []
            var examined = 0
            for share in shares {
                guard let outcome = share.outcome else { return }
                let found = try outcome.get()
                elements += found.elements
                examined += found.readCount
            }
            nextRecord = first + 2 * shareSize
            take(Step(elements: elements, examinedRecords: examined,
                      searchedBytes: index.checkpoint(atOrBefore: nextRecord)?.start.offset, totalBytes: totalBytes,
                      isComplete: false, isLast: false))
        }
    }

    /// What `look` gives for the records in `share`, read from the index's kept start of its
    /// first record, and how many records were read (fewer when the file shrank).
    private static func elements<Element: Sendable>(of share: Range<Int>, file: RecordFile, index: RecordIndex, columnName: @escaping @Sendable (Int) -> String,
                                          batchSize: Int, look: (FileRecord) -> Element?) throws(RecordFileError) -> ShareOutcome<Element>.Found {
        let reader = try RecordReader(reopening: file, columnName: columnName)
        try reader.skip(to: share.lowerBound, using: index)
        var elements: [Element] = []
        var next = share.lowerBound
        while next < share.upperBound {
            let page = try reader.nextPage(maxRecords: min(batchSize, share.upperBound - next))
            elements += page.records.compactMap(look)
            next += page.records.count
            // The share ends early only where the file was cut shorter under the index.
            if page.isAtEnd, next < share.upperBound {
                if let shrinkage = file.shrinkage() { throw shrinkage }
                break
            }
        }
        return ShareOutcome.Found(elements: elements, readCount: next - share.lowerBound)
    }

    /// Walks the base's matches as it finds them, until it has ended and each was looked at.
    /// - Throws: The `RecordFileError` reading met, or the one that ended the base early: the
    ///   walk can go no further than the base went.
    private func walkMatches<Element: Sendable>(of base: any RecordMatching, isStopped: () -> Bool, look: (FileRecord) -> Element?,
                                      take: (Step<Element>) -> Void) throws(RecordFileError) {
        let matches = baseMatches
            ?? MatchedRecords(of: base, lookup: RecordLookup(file: file, index: index, columnName: columnName), batchSize: batchSize)
        baseMatches = matches
        while !isStopped() {
            let batch = try matches.next(unless: isStopped)
            // The base's progress stands for this walk's once its matches so far were looked at.
            take(Step(elements: batch.records.compactMap(look), examinedRecords: batch.records.count,
                      searchedBytes: batch.isCaughtUp ? batch.progress.searchedBytes : nil, totalBytes: batch.progress.totalBytes,
                      isComplete: batch.isCaughtUp && batch.progress.isComplete, isLast: batch.isLast))
            if batch.isLast {
                if let failure = batch.progress.failure { throw failure }
                return
            }
        }
    }
}

/// What one core found in its share of records. Each is written by one thread at a time, and
/// read once both threads have ended.
private final class ShareOutcome<Element: Sendable>: @unchecked Sendable {
    /// What `look` gave for the share's records, and how many records were read.
    struct Found {
        var elements: [Element]
        var readCount: Int
    }

    var outcome: Result<Found, RecordFileError>?
}

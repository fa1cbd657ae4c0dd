import Synchronization

/// Saves records of a file to another file, as JSON Lines or CSV, on a background thread: every
/// record, those a search or a filter matched (once it has found them all), or given values (a
/// sorted table's). The destination appears only once complete; cancelled or failed, nothing is
/// left behind. A text log's entries are written with their line, their message's pattern
/// (learnt from the whole file first) and their text as written.
public final class RecordExport: Sendable {
    /// Which records are saved, in which order.
    public enum Records: Sendable {
        /// Every record of the file, in file order.
        case all
        /// The records a search or a filter matches, in file order; the export waits for it.
        case matching(any RecordMatching)
        /// The records of a complete sort, in its order, ascending or `descending`.
        case sorted(RecordSort, descending: Bool)
        /// These values, in this order.
        case values([JSONValue])
    }

    /// How far the export has got.
    public struct Progress: Equatable, Sendable {
        /// Records written so far.
        public var writtenRecords = 0
        /// How many records there are to write, once known.
        public var totalRecords: Int?
        /// Whether the file was written whole and has its name.
        public var isComplete = false
        /// Whether the export has stopped: complete, cancelled, or failed.
        public var hasEnded = false
        /// Why it failed, if it did.
        public var failure: ExportError?

        /// The part written, from 0 to 1, once the total is known.
        public var fraction: Double? {
            totalRecords.map { $0 > 0 ? min(1, Double(writtenRecords) / Double($0)) : 1 }
        }
    }

    /// The file written.
    public let path: String
    /// How it is written.
    public let format: ExportFormat
    private let file: RecordFile
    private let records: Records
    private let index: RecordIndex?
    private let replacing: Bool
    private let columnName: @Sendable (Int) -> String
    private let progressChannel = ProgressChannel(Progress())
    private let isCancelled = Atomic<Bool>(false)

    /// Records read between two reports of progress.
    static let batchSize = 2_000

    /// Prepares to save `records` of `file` (as a reader opened it) to `path`.
    /// - Parameters:
    ///   - file: The file to read, as a reader opened it.
    ///   - records: Which of its records to save, in which order.
    ///   - path: The file to write.
    ///   - format: By default the one `path`'s extension asks for (``ExportFormat/init(forPath:)``).
    ///   - index: The file's index, to reach a search's matches.
    ///   - replacing: Whether an existing file at `path` is replaced (after the user agreed);
    ///     otherwise the export fails with ``ExportError/Problem/exists``.
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader did.
    public init(file: RecordFile, records: Records, to path: String, format: ExportFormat? = nil, index: RecordIndex? = nil,
                replacing: Bool = false, columnName: @escaping @Sendable (Int) -> String = { String($0) }) {
        self.file = file
        self.records = records
        self.path = path
        self.format = format ?? ExportFormat(forPath: path)
        self.index = index
        self.replacing = replacing
        self.columnName = columnName
    }

    /// How far the export has got.
    public var progress: Progress { progressChannel.value }

    /// How far the export has got now, then after each batch, skipping to the newest for a
    /// listener that falls behind; leave the loop once the progress has ended.
    public var progressUpdates: AsyncStream<Progress> { progressChannel.updates() }

    /// ``progressUpdates``, read where the listener is isolated (the main actor) without a hop
    /// to Swift's shared threads (see `ProgressUpdates`).
    public var progressUpdatesInPlace: ProgressUpdates<Progress> { progressChannel.updatesInPlace() }

    /// Stops the export at its next batch; the destination is not written.
    public func cancel() { isCancelled.store(true, ordering: .relaxed) }

    /// Exports on a background thread; follow it through ``progressUpdates``.
    public func start() {
        LowPriorityThreads.start { [self] in
            exportToEnd()
        }
    }

    /// Exports on this thread.
    @discardableResult
    public func exportToEnd() -> Progress {
        var progress = Progress()
        do throws(ExportError) {
            let destination = try ExportDestination(path: path, replacing: replacing)
            defer { destination.discard() }
            // A text log's patterns, learnt first: every entry read from now on has its own.
            _ = try reading { () throws(RecordFileError) in try file.patterns(isCancelled: { isStopped }) }
            if case .csv(let delimiter) = format {
                let columns = try collectColumns()
                try destination.write(CSVRow.text(columns, delimiter: delimiter))
                try write(to: destination, progress: &progress) { value in
                    CSVRow.text(columns.map { CSVRow.cell(Self.field($0, of: value)) }, delimiter: delimiter)
                }
            } else {
                try write(to: destination, progress: &progress) { $0.json + "\n" }
            }
            if !isStopped {
                try destination.commit()
                progress.isComplete = true
                progress.totalRecords = progress.writtenRecords
            }
        } catch {
            progress.failure = error
        }
        progress.hasEnded = true
        progressChannel.publish(progress)
        return progress
    }

    private var isStopped: Bool { isCancelled.load(ordering: .relaxed) }

    /// Writes each record as `line` makes it, telling the progress after each batch.
    private func write(to destination: ExportDestination, progress: inout Progress,
                       line: (JSONValue) -> String) throws(ExportError) {
        try forEachBatch { batch, total throws(ExportError) in
            for value in batch { try destination.write(line(value)) }
            progress.writtenRecords += batch.count
            progress.totalRecords = total
            progressChannel.publish(progress)
        }
    }

    /// The columns of a CSV export: every top-level field name, in the order the records first
    /// name them (a record that is not an object is one column, `value`).
    private func collectColumns() throws(ExportError) -> [String] {
        var columns: [String] = []
        var known: Set<String> = []
        try forEachBatch { batch, _ in
            for value in batch {
                let names = if case .object(let members) = value { members.map(\.key) } else { [Self.valueColumn] }
                for name in names where known.insert(name).inserted { columns.append(name) }
            }
        }
        return columns
    }

    private static let valueColumn = "value"

    /// The field `name` of `record`: the first member so named, or a record that is not an
    /// object itself.
    private static func field(_ name: String, of record: JSONValue) -> JSONValue? {
        guard case .object(let members) = record else { return name == valueColumn ? record : nil }
        return members.first { $0.key == name }?.value
    }

    /// Calls `body` with the records in batches, and how many there are in all when known,
    /// until they end or the export is cancelled.
    private func forEachBatch(_ body: ([JSONValue], Int?) throws(ExportError) -> Void) throws(ExportError) {
        switch records {
        case .values(let values):
            var start = 0
            while start < values.count, !isStopped {
                let end = min(values.count, start + Self.batchSize)
                try body(Array(values[start..<end]), values.count)
                start = end
            }
        case .all:
            let reader = try reading { () throws(RecordFileError) in try RecordReader(reopening: file, columnName: columnName) }
            while !isStopped {
                let page = try reading { () throws(RecordFileError) in try reader.nextPage(maxRecords: Self.batchSize) }
                let total = index?.progress.isComplete == true ? index?.progress.recordCount : nil
                try body(page.records.map(Self.exported), page.isAtEnd ? (total ?? page.records.last?.number) : total)
                if page.isAtEnd { break }
            }
        case .sorted(let sort, let descending):
            let lookup = RecordLookup(file: file, index: index, columnName: columnName)
            var start = 0
            while start < sort.count, !isStopped {
                let numbers = sort.records(at: start..<min(sort.count, start + Self.batchSize), descending: descending)
                let batch = try reading { () throws(RecordFileError) in try lookup.records(numberedInOrder: numbers).records }
                try body(batch.map(Self.exported), sort.count)
                start += numbers.count
            }
        case .matching(let matching):
            let matches = MatchedRecords(of: matching, lookup: RecordLookup(file: file, index: index, columnName: columnName),
                                         batchSize: Self.batchSize)
            while !isStopped {
                let batch = try reading { () throws(RecordFileError) in try matches.next { isStopped } }
                try body(batch.records.map(Self.exported), batch.progress.hasEnded ? batch.progress.matchCount : nil)
                if batch.isLast {
                    guard batch.progress.isComplete else { throw ExportError(.matchesIncomplete, path: path) }
                    break
                }
            }
        }
    }

    /// What is written of `record`: its value; for a text log's entry, its first line's number,
    /// its fields and the entry as written (`line`, …, `message`, `pattern`, `detail`, `text`).
    static func exported(_ record: FileRecord) -> JSONValue {
        guard let text = record.text, case .object(let members) = record.value else { return record.value }
        return .object([("line", .number(String(record.line)))] + members + [("text", .string(text))])
    }

    /// Runs `read`, its error an export's.
    private func reading<Value>(_ read: () throws(RecordFileError) -> Value) throws(ExportError) -> Value {
        do {
            return try read()
        } catch {
            throw ExportError(.reading(error), path: path)
        }
    }
}

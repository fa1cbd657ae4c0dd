/// Several text logs written as one, in time order, each entry whole (`list-viewer --merge`):
/// the logs of a service and its rotated predecessors, or of services that talk to each other.
///
/// Each source is read by its own `RecordReader` (a text log's entries, with their `time`);
/// ``mergeAvailable()`` writes every entry the sources hold now, the earliest first, to the
/// output, and tells ``lineSources`` which source each line came from, so that the merged
/// file's reader gives each entry its `file`. An entry without a time keeps the place after the
/// entry before it in its own file; a log without times keeps its order, before the timed
/// entries. Entries of equal times come in the order of the sources.
/// Called again, it reads on from where each source was and appends what they gained, the new
/// entries in time order among themselves: a followed log's new lines take their place after
/// what was merged before. A log rotated meanwhile (renamed for a new file of its name, or
/// copied and cut) is read on in the file its name gives now, from that file's start, after
/// the last lines the old one gained.
public final class LogMerge {
    /// Which source each line of the output came from.
    public let lineSources: LineSources
    private let sources: [Source]
    private let output: TemporaryFile
    /// Bytes written to the output as they are gathered, a few at a time. The output begins
    /// with a UTF-8 byte order mark of its own, written with the first merge: an entry that
    /// begins with U+FEFF, merged first, would otherwise begin the file with what reads as one
    /// and lose it (or, read by a reader that opened the file empty, not).
    private var pendingBytes = RecordFormat.byteOrderMark
    /// The bytes the output holds, not counting ``pendingBytes``.
    private var flushedByteCount = 0

    /// One log being merged: its reader, the records read and not merged yet, and the time of
    /// the last entry that had one.
    private final class Source {
        private(set) var reader: RecordReader
        var waiting: [FileRecord] = []
        var next = 0
        var lastTime = -Double.infinity
        var isAtEnd = false

        init(reader: RecordReader) {
            self.reader = reader
        }

        /// The entry to merge next, read on from the file when none is waiting; `nil` at the
        /// file's end as it is now.
        func head() throws(LogMergeError) -> FileRecord? {
            while next == waiting.count {
                guard !isAtEnd else { return nil }
                let page: RecordPage
                do {
                    page = try reader.nextPage(maxRecords: 1_024)
                } catch {
                    throw LogMergeError(path: reader.file.path, error: error)
                }
                waiting = page.records
                next = 0
                isAtEnd = page.isAtEnd
                if isAtEnd, try readsNextFile() { isAtEnd = false }
            }
            return waiting[next]
        }

        /// At the end of what the reader's file holds, moves it to the file its path names now
        /// when the log was rotated: renamed away for a new file of its name, or cut shorter
        /// than what was read (a copy then truncated). The last lines the renamed file gained
        /// are read first, as its reader is at their end when this is asked.
        /// - Returns: Whether the reader moved to the new file.
        private func readsNextFile() throws(LogMergeError) -> Bool {
            let read = reader.file
            guard read.isReadFromPath, let now = FileIdentity(path: read.path),
                  !now.isSameFile(as: read.identity) || now.size < reader.bytesRead else { return false }
            do {
                reader = try RecordReader(followingPathOf: read)
            } catch {
                throw LogMergeError(path: read.path, error: error)
            }
            return true
        }

        /// The time an entry sorts by: its own, or the last one's before it.
        func time(of record: FileRecord) -> Double {
            if case .object(let members) = record.value, let field = RecordTime.field(in: members),
               let seconds = RecordTime.seconds(in: members[field].value) {
                lastTime = seconds
            }
            return lastTime
        }
    }

    /// Prepares to merge the logs `readers` read (text logs: each record's `FileRecord.text`
    /// is its entry as written), called `names` in the `file` field, into `output`.
    public init(_ readers: [(name: String, reader: RecordReader)], into output: TemporaryFile) {
        lineSources = LineSources(names: readers.map(\.name), files: readers.map(\.reader.file))
        sources = readers.map { Source(reader: $0.reader) }
        self.output = output
    }

    /// Appends every entry the sources hold now and were not merged yet, in time order.
    /// - Returns: How many entries were appended.
    /// - Throws: The first source that could not be read, or an output that could not be
    ///   written; what was merged before stays.
    @discardableResult
    public func mergeAvailable() throws(LogMergeError) -> Int {
        for source in sources { source.isAtEnd = false }
        var heads: [(time: Double, record: FileRecord)?] = []
        for source in sources {
            heads.append(try source.head().map { (source.time(of: $0), $0) })
        }
        var merged = 0
        while let earliest = heads.indices.filter({ heads[$0] != nil }).min(by: { heads[$0]!.time < heads[$1]!.time }) {
            let source = sources[earliest]
            try write(heads[earliest]!.record, from: earliest)
            merged += 1
            source.next += 1
            heads[earliest] = try source.head().map { (source.time(of: $0), $0) }
        }
        try flush()
        return merged
    }

    /// Adds an entry, and its line break, to the output.
    private func write(_ record: FileRecord, from source: Int) throws(LogMergeError) {
        let text = record.text ?? record.value.json
        let bytes = text.utf8
        lineSources.append(lines: 1 + bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, from: source,
                           startingOn: record.line, at: flushedByteCount + pendingBytes.count)
        pendingBytes.append(contentsOf: bytes)
        pendingBytes.append(UInt8(ascii: "\n"))
        if pendingBytes.count >= 1 << 20 { try flush() }
    }

    private func flush() throws(LogMergeError) {
        guard !pendingBytes.isEmpty else { return }
        do {
            try output.append(pendingBytes)
        } catch {
            throw LogMergeError(path: output.path, writeError: error.errno)
        }
        flushedByteCount += pendingBytes.count
        pendingBytes.removeAll(keepingCapacity: true)
    }
}

/// Why a merge stopped: a source that could not be read, or an output that could not be
/// written.
public struct LogMergeError: Error, Sendable {
    /// The file that failed.
    public let path: String
    /// The reading error, for a source.
    public let readError: RecordFileError?
    /// The `errno` of the failed write, for the output.
    public let writeErrno: Int32?

    init(path: String, error: RecordFileError) {
        self.path = path
        readError = error
        writeErrno = nil
    }

    init(path: String, writeError errno: Int32) {
        self.path = path
        readError = nil
        writeErrno = errno
    }
}

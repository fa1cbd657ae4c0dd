/// Reads the records with given numbers, in ascending order, each found through the file's
/// ``RecordIndex``: a record near the last one read is read on to, a farther one is reached by
/// reopening the file at the index's kept start before it.
///
/// Not thread-safe: use a lookup from one thread at a time.
public final class RecordLookup {
    private let file: RecordFile
    private let index: RecordIndex?
    private let columnName: @Sendable (Int) -> String
    private var reader: RecordReader?
    /// The number the reader returns next.
    private var next = 0

    /// Prepares to read `file` (as a reader opened it), through `index` where it reaches.
    /// - Parameters:
    ///   - file: The file to read, as a reader opened it.
    ///   - index: The file's index, whose kept starts reach records far from the last one read;
    ///     `nil` reads on from the file's start.
    ///   - columnName: Names a CSV column its header leaves unnamed, as the reader that opened
    ///     the file did.
    public init(file: RecordFile, index: RecordIndex?, columnName: @escaping @Sendable (Int) -> String = { String($0) }) {
        self.file = file
        self.index = index
        self.columnName = columnName
    }

    /// The records numbered `numbers` (ascending) that the file holds, with the warnings met
    /// on the way to them.
    /// - Throws: The `RecordFileError` reading met.
    public func records(numbered numbers: some Sequence<Int>) throws(RecordFileError) -> (records: [FileRecord], warnings: [RecordFileWarning]) {
        var records: [FileRecord] = []
        var warnings: [RecordFileWarning] = []
        for number in numbers {
            if reader == nil || number < next || number - next > RecordIndex.stride {
                let opened = try RecordReader(reopening: file, columnName: columnName)
                try opened.skip(to: number, using: index)
                reader = opened
                next = number
            }
            while next <= number, let reader {
                let page = try reader.nextPage(maxRecords: number - next + 1)
                warnings += page.warnings
                if let last = page.records.last {
                    next = last.number + 1
                    if last.number == number { records.append(last) }
                }
                guard page.isAtEnd, next <= number else { continue }
                // A record a search or an index found is gone: the file was cut shorter.
                if let shrinkage = file.shrinkage() { throw shrinkage }
                break
            }
        }
        return (records, warnings)
    }

    /// The records numbered `numbers`, in that order (a sort's), read in ascending order; a
    /// number the file does not hold is left out.
    /// - Throws: The `RecordFileError` reading met.
    public func records(numberedInOrder numbers: [Int]) throws(RecordFileError) -> (records: [FileRecord], warnings: [RecordFileWarning]) {
        let read = try records(numbered: Set(numbers).sorted())
        let byNumber = Dictionary(read.records.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return (numbers.compactMap { byNumber[$0] }, read.warnings)
    }
}

import RecordFormats

extension RecordSearch {
    /// The numbers of the records with a match of `worker`'s regular expression on a line that
    /// starts in `range` (and, `fromLineStart`, on the line `range` starts inside), ascending,
    /// each once; `nil` when the file could not be read. For an expression that holds no text
    /// to find first, each core matches the lines of its own chunks.
    ///
    /// The lines are matched in the mapped file, which holds them whole (the last one may run
    /// on past `range`), with the bytes before them there for look-behind; after a match, the
    /// search goes on at the next record (or line).
    func matchingRecords(onLinesStartingIn range: Range<Int>, index: RecordIndex, worker: ChunkWorker, fromLineStart: Bool) -> [Int]? {
        guard let mapping = worker.mapping, var finder = worker.confirmer, !range.isEmpty,
              let lines = Self.lines(startingIn: range, of: mapping.bytes, textStart: file.layout.preambleLength,
                                     fromLineStart: fromLineStart)
        else { return [] }
        // The finder works as a local: see matchingRecords(in:with:index:worker:).
        defer { worker.confirmer = finder }
        let bytes = mapping.bytes
        // `^` holds at the file's text's start (after a byte order mark), as in a scan.
        let textStart = file.layout.preambleLength, text = bytes.baseAddress! + textStart
        var numbering = IndexedRecordNumbering(index: index, layout: file.layout, readable: worker.readable, range: range)
        var numbers: [Int] = []
        var position = lines.lowerBound
        while position <= lines.upperBound, !isStopped,
              let match = finder.firstMatch(in: text, from: position - textStart, to: lines.upperBound - textStart,
                                            startsLine: true, endsLine: true) {
            // An empty match at the end of a file without a last line feed is its last line's.
            let matchStart = min(textStart + match, bytes.count - 1)
            guard let number = numbering.recordNumber(at: matchStart, chunk: bytes, chunkStart: 0) else { return nil }
            if number > (numbers.last ?? 0) { numbers.append(number) }
            guard let next = numbering.searchGoesOn(after: matchStart, chunk: bytes, chunkStart: 0) else { break }
            position = next
        }
        return numbers
    }

    /// The lines of `bytes` that start in `range` (with `fromLineStart`, from the start of the
    /// line `range` starts inside), from the first one's start to the end of the last one,
    /// before its line feed; `nil` when no line starts in `range`.
    static func lines(startingIn range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, textStart: Int,
                      fromLineStart: Bool) -> Range<Int>? {
        guard range.upperBound <= bytes.count, let base = bytes.baseAddress else { return nil }
        let lineFeed = JSONLinesStructure.lineFeed
        let first: Int
        if range.lowerBound <= textStart {
            first = textStart
        } else if fromLineStart {
            first = ByteScan.lastIndex(of: lineFeed, in: base, from: textStart, before: range.lowerBound).map { $0 + 1 } ?? textStart
        } else if base[range.lowerBound - 1] == lineFeed {
            first = range.lowerBound
        } else {
            guard let end = JSONLinesStructure.lineFeed(in: bytes, from: range.lowerBound) else { return nil }
            first = end + 1
        }
        guard first < range.upperBound else { return nil }
        return first..<(JSONLinesStructure.lineFeed(in: bytes, from: range.upperBound - 1) ?? bytes.count)
    }
}

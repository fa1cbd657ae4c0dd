/// Numbers the records that hold given bytes through a file's ``RecordIndex``: from the last
/// kept start before a byte, a boundary scanner counts the few records up to it. A search that
/// finds few matches numbers only their records instead of scanning every record of the file.
///
/// Where records start at lines' starts (JSON Lines, a text log, CSV) and the index has mapped
/// which lines between the kept starts around a byte start records (``StrideLineMap``; every
/// line, in most strides), the line ends before the byte are counted, sixteen bytes at a time,
/// and the map tells the record, without the scanner; where it has mapped where long records
/// start, the map alone tells.
///
/// Offsets are asked for in ascending order; the scanner goes on from one to the next unless a
/// kept start lies between them. After a match, the search goes on at the next record's start,
/// or the next line's where records start at lines and the next record's is not mapped
/// (``searchGoesOn(after:chunk:chunkStart:)``): a record with a million matches in a line is
/// numbered once, not a million times.
struct IndexedRecordNumbering {
    private let index: RecordIndex
    private let layout: RecordLayout
    private let readable: ReadableFile
    /// What ends the lines records start on, where they start only at lines' starts.
    private let lineEnds: LineEnds?
    /// What ends the lines the index maps records' starts on (a JSON array's too).
    private let mappedLineEnds: LineEnds
    private var scanner: (any RecordBoundaryScanner)?
    /// While the records around the bytes asked about are mapped, instead of the scanner (`nil`
    /// then). Checked before the scanner is: a scanner's value is copied to be looked at.
    private var mapped: MappedStride?
    /// The bytes before this offset have been given to the scanner; while lines are counted,
    /// the line breaks before the byte before it have.
    private var scannedTo = 0
    /// The records that start before ``scannedTo``.
    private var recordCount = 0
    /// While lines are counted: the line breaks from the stride's first line to ``scannedTo``'s
    /// byte before.
    private var linesCounted = 0
    /// The bytes before this offset were asked about; the starts the scanner found past it.
    private var answeredTo = 0
    /// No kept start lies between ``scannedTo`` and this offset: a byte before it is counted on
    /// to without looking in the index (a dense search asks for many bytes between two).
    private var noKeptStartBefore = 0
    private var pendingStarts = StartQueue()

    /// The index's kept starts around the part searched, copied once.
    private let kept: KeptStarts

    /// Numbers matches in `range` (and the lines a match there may start on before it).
    init(index: RecordIndex, layout: RecordLayout, readable: ReadableFile, range: Range<Int>) {
        self.index = index
        kept = index.keptStarts(spanning: range)
        self.layout = layout
        self.readable = readable
        lineEnds = layout.recordLineEnds
        mappedLineEnds = layout.mappedLineEnds
    }

    /// The number of the record byte `offset` belongs to (0 before the first record), given the
    /// bytes from `chunkStart` in `chunk`, which hold `offset`; `nil` when bytes before the chunk
    /// cannot be read.
    mutating func recordNumber(at offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        // A dense search's usual byte: on in the stride mapped, lines counted up to the byte
        // before `scannedTo` (the first of the line after the last match's may be asked about).
        // (The stride is looked at where it is kept, not copied: a copy per match cost a fifth
        // of a dense search's time.)
        if mapped != nil, offset >= scannedTo - 1, offset < noKeptStartBefore {
            return numberInMappedStride(at: offset, chunk: chunk, chunkStart: chunkStart)
        }
        if offset < scannedTo, offset >= answeredTo, mapped == nil, scanner != nil {
            // Step 0: the scanner went past the byte already; the starts it found tell.
            pendingStarts.dropStarts(through: offset)
            answeredTo = offset + 1
            return countThrough(offset, chunk: chunk, chunkStart: chunkStart)
        }
        // Step 1: start from the kept start before the byte, unless the count is past it already.
        pendingStarts.removeAll()
        // Mapped, the line breaks are counted up to the byte before `scannedTo`: a byte there
        // (the first of the line after the last match's) is counted on to.
        let countedTo = mapped == nil ? scannedTo : scannedTo - 1
        if (mapped == nil && scanner == nil) || offset < countedTo || offset >= noKeptStartBefore {
            let (kept, nextKept, lines) = self.kept.checkpoint(andNextAfterOffset: offset) ?? index.checkpoint(andNextAfterOffset: offset)
            // Kept starts come after those the index has, past the part searched through it.
            noKeptStartBefore = nextKept?.offset ?? .max
            if let kept, let lines {
                // Lines are counted from the stride's first (the last match's line may end there).
                if mapped?.firstNumber != kept.number || offset < countedTo {
                    scanner = nil
                    mapped = MappedStride(map: lines, firstNumber: kept.number, firstStart: kept.start.offset)
                    scannedTo = kept.start.offset + 1
                    linesCounted = 0
                }
            } else if scanner == nil || (kept?.start.offset ?? 0) > scannedTo || offset < scannedTo {
                mapped = nil
                if let kept {
                    scanner = makeBoundaryScanner(for: layout, resumingAt: kept.start)
                    scannedTo = kept.start.offset
                    recordCount = kept.number - 1
                } else {
                    scanner = makeBoundaryScanner(for: layout)
                    scannedTo = layout.preambleLength
                    recordCount = 0
                }
            }
        }
        if mapped != nil { return numberInMappedStride(at: offset, chunk: chunk, chunkStart: chunkStart) }
        let end = offset + 1
        // Step 2: count the records that start up to the byte, reading those before the chunk.
        if scannedTo < chunkStart {
            guard Self.read(scannedTo..<chunkStart, of: readable, into: { bytes, at in
                scanner?.scanInBatches(bytes, at: at) { recordCount += $0.count }
            }) else { return nil }
            scannedTo = chunkStart
        }
        if scannedTo < end {
            let scanEnd = lineEnds.flatMap { Self.nextLineStart(after: offset, lineEnds: $0, chunk: chunk, chunkStart: chunkStart) }
                ?? end
            let bytes = UnsafeBufferPointer(rebasing: chunk[(scannedTo - chunkStart)..<(scanEnd - chunkStart)])
            scanner?.scanInBatches(bytes, at: scannedTo) { recordCount += $0.count }
            scannedTo = scanEnd
        }
        answeredTo = end
        return countThrough(offset, chunk: chunk, chunkStart: chunkStart)
    }

    /// Step 2, records mapped: the number of the record byte `offset` belongs to in the stride
    /// ``mapped``, from where its records start, else from the line breaks up to the byte and
    /// the map of the lines records start on.
    private mutating func numberInMappedStride(at offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        answeredTo = offset + 1
        if let distant = mapped!.map.distantRecord(at: offset - mapped!.firstStart) {
            return mapped!.firstNumber - 1 + distant.records
        }
        guard countLineEnds(mappedLineEnds, in: (scannedTo - 1)..<offset, chunk: chunk, chunkStart: chunkStart)
        else { return nil }
        scannedTo = max(scannedTo, offset + 1)
        return mapped!.firstNumber - 1 + mapped!.map.recordsStarting(throughLine: linesCounted, stride: RecordIndex.stride)
    }

    /// Where records start only at lines' starts, the start of the line after the one byte
    /// `offset` is on, when `chunk` (the bytes from `chunkStart`) holds that line's end. Scanned
    /// to there, the scanner tells from the line's first bytes whether it starts a record
    /// (without reading ahead for a match among them), and no record starts in the rest.
    /// (Static: a method of the numbering, called from a mutating one, would copy it.)
    private static func nextLineStart(after offset: Int, lineEnds: LineEnds, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        lineEnds.nextLineStart(in: chunk, from: offset - chunkStart).map { $0 + chunkStart }
    }

    /// Adds the line ends in `range` of the file to ``linesCounted``: from `chunk` (the bytes
    /// from `chunkStart`, which hold the byte at the range's end), reading those before it;
    /// `false` when they cannot be read.
    private mutating func countLineEnds(_ lineEnds: LineEnds, in range: Range<Int>, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Bool {
        // A dense search's usual count, between two matches: one byte ends lines (no carriage
        // return to pair with the byte after), and the chunk holds them.
        if case .byte(let byte) = lineEnds, range.lowerBound >= chunkStart {
            linesCounted += ByteCount.occurrences(of: byte, in: UnsafeBufferPointer(rebasing: chunk[(range.lowerBound - chunkStart)..<(range.upperBound - chunkStart)]))
            return true
        }
        var count = LineEndCount(lineEnds)
        var start = range.lowerBound
        if start < chunkStart {
            let before = start..<min(range.upperBound, chunkStart)
            guard Self.read(before, of: readable, into: { bytes, _ in count.add(bytes) }) else { return false }
            start = before.upperBound
        }
        if start < range.upperBound {
            count.add(UnsafeBufferPointer(rebasing: chunk[(start - chunkStart)..<(range.upperBound - chunkStart)]))
        }
        let next = range.upperBound - chunkStart
        linesCounted += count.total(followedBy: next < chunk.count ? chunk[next] : nil)
        return true
    }

    /// The records that start up to byte `offset`, once the scanner has told whether the line
    /// the byte is on starts one (a text log's line is told by its first bytes): it reads on
    /// from the chunk, then from the file, keeping the starts it passes; at the end of the file
    /// the line is what the reader takes it for. `nil` when the file cannot be read.
    private mutating func countThrough(_ offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        while let undecided = scanner?.undecidedLineStart, undecided <= offset {
            guard let scannedMore = scanAhead(answering: offset, chunk: chunk, chunkStart: chunkStart) else { return nil }
            guard scannedMore else { return recordCount - pendingStarts.count + (scanner?.recordAtEnd != nil ? 1 : 0) }
        }
        return recordCount - pendingStarts.count
    }

    /// Scans a few more bytes, from the chunk while it holds them, else from the file, keeping
    /// the starts past `offset`; `false` at the end of the file, `nil` when it cannot be read.
    private mutating func scanAhead(answering offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Bool? {
        let step = TextEntries.headLength
        var found: [Int] = []
        if scannedTo >= chunkStart, scannedTo < chunkStart + chunk.count {
            let end = min(chunkStart + chunk.count, scannedTo + step)
            scanner?.scan(UnsafeBufferPointer(rebasing: chunk[(scannedTo - chunkStart)..<(end - chunkStart)]), at: scannedTo) { found.append($0.offset) }
            scannedTo = end
        } else {
            var bytes = [UInt8](repeating: 0, count: step)
            guard let count = try? bytes.withUnsafeMutableBufferPointer({ buffer throws(RecordFileError) in
                try readable.readChunk(into: buffer, at: scannedTo)
            }) else { return nil }
            guard count > 0 else { return false }
            bytes.withUnsafeBufferPointer { all in
                scanner?.scan(UnsafeBufferPointer(rebasing: all[..<count]), at: scannedTo) { found.append($0.offset) }
            }
            scannedTo += count
        }
        recordCount += found.count
        pendingStarts.append(contentsOf: found.lazy.filter { $0 > offset })
        return true
    }

    /// Where the search goes on after a match at byte `offset`, if in `chunk` (the bytes from
    /// `chunkStart`): the next record's start, or a byte between the match and it; asked right
    /// after ``recordNumber(at:chunk:chunkStart:)`` for `offset`.
    ///
    /// Where records start only at lines' starts (JSON Lines, a text log, CSV, a JSON array's
    /// stride the index mapped), it is the next record's start where the index mapped it (long
    /// records), which may lie past the chunk; else the next line's start, found at memory
    /// speed: the records up to the next match are counted once it is found, not listed (a text
    /// entry's other lines may hold matches of its own, numbered as it). Elsewhere in a JSON
    /// array the scanner reads on 16 KB at a time, keeping the starts it passes: in a dense
    /// search the next matches lie in them, and are numbered from the starts kept.
    mutating func searchGoesOn(after offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        let chunkEnd = chunkStart + chunk.count
        if mapped != nil, let distant = mapped!.map.distantRecord(at: offset - mapped!.firstStart) {
            // The stride's last record ends where the next kept start is.
            if let next = distant.nextStart { return mapped!.firstStart + next }
            if noKeptStartBefore != .max { return noKeptStartBefore }
        }
        // In a stride mapped, records start only at lines' starts.
        if let lineEnds = mapped != nil ? mappedLineEnds : lineEnds {
            // After the line end that ends the match's line (the match's first byte, if it is one).
            let next = Self.nextLineStart(after: offset, lineEnds: lineEnds, chunk: chunk, chunkStart: chunkStart)
            // A JSON array's next stride may start inside the line (a stride mapped has only
            // elements that start lines): the search goes on at its first element.
            if mapped != nil, noKeptStartBefore < min(next ?? .max, chunkEnd) { return noKeptStartBefore }
            guard let next else { return nil }
            // Counting lines from the match, the one line end up to the next line is known:
            // it is counted now, and those bytes are not counted again.
            if mapped != nil, scannedTo == offset + 1 {
                linesCounted += 1
                scannedTo = next + 1
            }
            return next
        }
        while pendingStarts.isEmpty, scannedTo < chunkEnd, scannedTo >= chunkStart {
            let end = min(chunkEnd, scannedTo + 16384)
            scanner?.scanInBatches(UnsafeBufferPointer(rebasing: chunk[(scannedTo - chunkStart)..<(end - chunkStart)]), at: scannedTo) {
                pendingStarts.append(contentsOf: $0.lazy.map(\.offset))
                recordCount += $0.count
            }
            scannedTo = end
        }
        // A line at the chunk's end not told apart yet may start the next record: the search
        // goes on there, and numbers what it finds in it as any match.
        let undecided = scanner?.undecidedLineStart.flatMap { $0 > offset ? $0 : nil }
        return pendingStarts.first(after: offset) ?? undecided
    }

    /// Reads the bytes in `range` of the file open as `readable`, a megabyte at a time, handing
    /// each piece to `take` with its offset; `false` when they cannot be read.
    private static func read(_ range: Range<Int>, of readable: ReadableFile, into take: (UnsafeBufferPointer<UInt8>, Int) -> Void) -> Bool {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(range.count, 1 << 20))
        defer { buffer.deallocate() }
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard let count = try? readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[..<min(buffer.count, range.upperBound - offset)]), at: offset),
                  count > 0 else { return false }
            take(UnsafeBufferPointer(rebasing: buffer[..<count]), offset)
            offset += count
        }
        return true
    }
}

/// A stride of records whose lines the index mapped: its map, and the number and start of its
/// first record.
private struct MappedStride {
    let map: StrideLineMap
    let firstNumber: Int
    let firstStart: Int
}

/// Record starts found past the byte last asked about, in file order, taken from the front:
/// taking them moves a mark, and emptying keeps the memory (a search asks for each of its
/// matches, hundreds of thousands in a big file).
private struct StartQueue {
    private var starts: [Int] = []
    private var head = 0

    var count: Int { starts.count - head }
    var isEmpty: Bool { head == starts.count }

    /// The first start after `offset`, if any.
    func first(after offset: Int) -> Int? {
        starts[head...].first { $0 > offset }
    }

    mutating func append(contentsOf more: some Sequence<Int>) {
        if isEmpty { removeAll() }
        starts.append(contentsOf: more)
    }

    /// Takes the starts up to and including `offset`.
    mutating func dropStarts(through offset: Int) {
        while head < starts.count, starts[head] <= offset { head += 1 }
    }

    mutating func removeAll() {
        starts.removeAll(keepingCapacity: true)
        head = 0
    }
}

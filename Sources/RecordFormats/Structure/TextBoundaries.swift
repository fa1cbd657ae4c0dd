import Glibc

/// Entry starts in a text log: the lines that start an entry by the file's ``TextEntries``
/// rule, told from each line's first bytes; the rest of a line is skipped at memory speed.
struct TextBoundaries: RecordBoundaryScanner {
    private let entries: TextEntries
    /// For a merged log: where another log's lines begin, a line starts an entry.
    private let lineSources: LineSources?
    private var line = 1
    /// The offset at which the current line starts.
    private var lineStart = 0
    /// Whether the first line starts at the first byte scanned (after a byte order mark).
    private var startsAtFirstByte = false
    /// Whether an entry has started before the current line.
    private var hasEntry = false
    /// Whether the current line was told apart already, and only its end is looked for.
    private var isInLineRest = false
    /// The current line's first bytes, while too few of them have come to tell it apart.
    private var head: [UInt8] = []
    /// Before the first entry: whether the current line has shown white space only so far.
    private var isInBlankLine = false
    /// Tells most heads of a log of stamped lines without reading their stamps.
    private var template = HeadTemplate()

    /// Scans from the start of the file.
    init(entries: TextEntries, lineSources: LineSources? = nil) {
        self.entries = entries
        self.lineSources = lineSources
        startsAtFirstByte = true
    }

    /// Scans from `start`, the start of an entry's first line.
    init(entries: TextEntries, lineSources: LineSources? = nil, resumingAt start: RecordStart) {
        self.entries = entries
        self.lineSources = lineSources
        line = start.line
        lineStart = start.offset
    }

    func speculating(at offset: Int) -> Self {
        var scanner = Self(entries: entries, lineSources: lineSources)
        scanner.startsAtFirstByte = false
        scanner.lineStart = offset
        scanner.hasEntry = true
        return scanner
    }

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        lineStart == offset && hasEntry && !isInLineRest && head.isEmpty ? line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        self = speculative
        self.line += line - 1
    }

    /// The entry the reader takes at the end of the file as it is now, when its line is too
    /// short yet to be told apart here.
    var recordAtEnd: RecordStart? {
        guard !isInLineRest, !head.isEmpty, head.withUnsafeBufferPointer(entries.isHead) || startsRun else { return nil }
        return RecordStart(offset: lineStart, line: line, column: 1)
    }

    var undecidedLineStart: Int? {
        !isInLineRest && (!head.isEmpty || isInBlankLine) ? lineStart : nil
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into batch: inout RecordStartBatch) {
        if startsAtFirstByte {
            lineStart = offset
            startsAtFirstByte = false
        }
        var index = 0
        let lineBreak = entries.lineBreak
        while index < bytes.count {
            if !hasEntry && !isInLineRest {
                index = scanBeforeFirstEntry(bytes, from: index, at: offset, into: &batch)
                continue
            }
            if isInLineRest {
                // The rest of a line is not looked at.
                guard let found = Self.find(lineBreak, in: bytes, from: index, to: bytes.count) else { return }
                index = found + 1
                endLine(at: offset + index)
                continue
            }
            if head.isEmpty, bytes.count - index >= JSONBlockMasks.width {
                let next = scanWholeLines(bytes, from: index, at: offset, into: &batch)
                if next > index {
                    index = next
                    continue
                }
            }
            // A line's first bytes tell whether it starts an entry: taken in place when the
            // chunk holds them, else gathered across chunks. Its end is found at once.
            let wanted = TextEntries.headLength - head.count
            let lineEnd = Self.find(lineBreak, in: bytes, from: index, to: bytes.count)
            let end = min(lineEnd ?? bytes.count, index + wanted)
            let found = lineEnd.flatMap { $0 < index + wanted ? $0 : nil }
            guard found != nil || end - index == wanted else {
                head.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                return
            }
            let startsEntry: Bool
            if head.isEmpty {
                startsEntry = template.isHead(UnsafeBufferPointer(rebasing: bytes[index..<end]), by: entries,
                                              readable: bytes.count - index)
            } else {
                head.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                startsEntry = head.withUnsafeBufferPointer { template.isHead($0, by: entries) }
                head.removeAll(keepingCapacity: true)
            }
            if startsEntry || startsRun { batch.add(RecordStart(offset: lineStart, line: line, column: 1)) }
            if let lineEnd {
                index = lineEnd + 1
                endLine(at: offset + index)
            } else {
                index = bytes.count
                isInLineRest = true
            }
        }
    }

    /// Tells apart the lines that start at `start` and end within the 64-byte blocks from there
    /// that `bytes` holds whole, their ends gathered a stretch of blocks at a time
    /// (``ByteScan/gatherOffsets(of:in:from:to:into:)``), not looked for line by line.
    /// Returns the start of the first line left, whose end is further on.
    @inline(__always)
    private mutating func scanWholeLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at offset: Int,
                                         into batch: inout RecordStartBatch) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let width = JSONBlockMasks.width, headLength = TextEntries.headLength, lineBreak = entries.lineBreak
        let lineEnds = UnsafeMutablePointer<Int>.allocate(capacity: ByteScan.offsetsCapacity)
        defer { lineEnds.deallocate() }
        let blocksEnd = start + (bytes.count - start) / width * width
        var lineStart = start
        var line = self.line
        var block = start
        while block < blocksEnd {
            let end = min(blocksEnd, block + ByteScan.gatheringStretch)
            let count = ByteScan.gatherOffsets(of: lineBreak, in: base, from: block, to: end, into: lineEnds)
            for index in 0..<count {
                let lineEnd = lineEnds[index]
                let head = UnsafeBufferPointer(start: base + lineStart, count: min(lineEnd - lineStart, headLength))
                if template.isHead(head, by: entries, readable: bytes.count - lineStart) || startsRun(at: offset + lineStart) {
                    batch.add(RecordStart(offset: offset + lineStart, line: line, column: 1))
                }
                line += 1
                lineStart = lineEnd + 1
            }
            block = end
        }
        self.line = line
        self.lineStart = offset + lineStart
        return lineStart
    }

    /// Before the first entry: a line starts it at its first byte that is not white space; a
    /// line of white space is passed over. Returns where scanning goes on.
    private mutating func scanBeforeFirstEntry(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at offset: Int,
                                               into batch: inout RecordStartBatch) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == entries.lineBreak {
                isInBlankLine = false
                endLine(at: offset + index)
                return index
            }
            if !byte.isLineSpace {
                isInBlankLine = false
                hasEntry = true
                isInLineRest = true
                batch.add(RecordStart(offset: lineStart, line: line, column: 1))
                return index
            }
        }
        isInBlankLine = true
        return index
    }

    /// Whether a merged log's run of lines from another log starts at the current line.
    private var startsRun: Bool {
        startsRun(at: lineStart)
    }

    /// Whether a merged log's run of lines from another log starts at the line at `offset`.
    @inline(__always)
    private func startsRun(at offset: Int) -> Bool {
        lineSources?.startsRun(atOffset: offset) == true
    }

    private mutating func endLine(at nextLineStart: Int) {
        line += 1
        lineStart = nextLineStart
        isInLineRest = false
    }

    /// The offset of the first `byte` in `bytes[start..<end]`, found at memory speed.
    @inline(__always)
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

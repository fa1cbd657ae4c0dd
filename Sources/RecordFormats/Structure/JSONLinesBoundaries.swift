/// Record starts in JSON Lines: every line that holds more than white space, as
/// ``JSONLinesStructure`` cuts lines for the reader too; a line's rest is skipped at memory speed.
struct JSONLinesBoundaries: RecordBoundaryScanner {
    private var line = 1
    /// The offset at which the current line starts.
    private var lineStart = 0
    /// Whether the current line was already found to hold a record.
    private var lineHasRecord = false

    /// Scans from the start of the file.
    init() {}

    /// Scans from `start`, the start of a record's line.
    init(resumingAt start: RecordStart) {
        line = start.line
        lineStart = start.offset
    }

    func speculating(at offset: Int) -> Self {
        var scanner = Self()
        scanner.lineStart = offset
        return scanner
    }

    var unfinishedLineRecord: RecordStart? {
        lineHasRecord ? RecordStart(offset: lineStart, line: line, column: 1) : nil
    }

    /// The start of the line the scan stands in while its first bytes, white space so far, have
    /// not told whether it holds a record: a record's start is its line's, so a byte of that
    /// white space belongs to a record only once the line's first other byte has come.
    var undecidedLineStart: Int? {
        lineHasRecord ? nil : lineStart
    }

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        lineStart == offset && !lineHasRecord ? line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        self = speculative
        self.line += line - 1
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, into batch: inout RecordStartBatch) {
        var index = 0
        while index < bytes.count {
            if !lineHasRecord {
                // Step 1: a line is a record from its first byte that is not white space.
                let byte = bytes[index]
                index += 1
                if byte == JSONLinesStructure.lineFeed {
                    line += 1
                    lineStart = offset + index
                } else if JSONLinesStructure.startsRecord(byte) {
                    lineHasRecord = true
                    batch.add(RecordStart(offset: lineStart, line: line, column: 1))
                }
                continue
            }
            // Step 2: the rest of the line is not looked at; the ends of the lines that follow
            // are found 64 bytes at a time.
            if bytes.count - index >= JSONBlockMasks.width {
                index = scanRecordLines(bytes, from: index, at: offset, into: &batch)
                continue
            }
            guard let lineFeed = JSONLinesStructure.lineFeed(in: bytes, from: index) else { return }
            index = lineFeed + 1
            line += 1
            lineStart = offset + index
            lineHasRecord = false
        }
    }

    /// In the rest of a line that holds a record, from `start`: finds the line ends in the
    /// 64-byte blocks `bytes` holds whole, a stretch of blocks at a time
    /// (``ByteScan/gatherOffsets(of:in:from:to:into:)``); each line after one is a record from
    /// its first byte that is not white space, or blank. Stops where fewer than 64 bytes are
    /// left, or at a line whose white space reaches the end of `bytes` (the bytes after tell).
    /// Returns where scanning goes on.
    @inline(__always)
    private mutating func scanRecordLines(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at offset: Int,
                                          into batch: inout RecordStartBatch) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let width = JSONBlockMasks.width, lineFeed = JSONLinesStructure.lineFeed
        let lineFeeds = UnsafeMutablePointer<Int>.allocate(capacity: ByteScan.offsetsCapacity)
        defer { lineFeeds.deallocate() }
        let blocksEnd = start + (bytes.count - start) / width * width
        var block = start
        while block < blocksEnd {
            let end = min(blocksEnd, block + ByteScan.gatheringStretch)
            let count = ByteScan.gatherOffsets(of: lineFeed, in: base, from: block, to: end, into: lineFeeds)
            for index in 0..<count {
                let next = lineFeeds[index] + 1
                line += 1
                lineStart = offset + next
                // A line led by white space: its first other byte tells (a blank line's feed is
                // among those gathered, or found by the scan after these blocks).
                var first = next
                while first < bytes.count, base[first] != lineFeed, !JSONLinesStructure.startsRecord(base[first]) { first += 1 }
                guard first < bytes.count else {
                    lineHasRecord = false
                    return next
                }
                lineHasRecord = base[first] != lineFeed
                if lineHasRecord { batch.add(RecordStart(offset: lineStart, line: line, column: 1)) }
            }
            block = end
        }
        return block
    }
}

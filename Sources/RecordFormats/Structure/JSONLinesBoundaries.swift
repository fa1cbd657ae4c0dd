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

    func line(ifInSpeculatedStateAt offset: Int) -> Int? {
        lineStart == offset && !lineHasRecord ? line : nil
    }

    mutating func adopt(_ speculative: Self, startedOnLine line: Int) {
        self = speculative
        self.line += line - 1
    }

    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, onRecord: (RecordStart) -> Void) {
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
                    onRecord(RecordStart(offset: lineStart, line: line, column: 1))
                }
                continue
            }
            // Step 2: the rest of the line is not looked at.
            guard let lineFeed = JSONLinesStructure.lineFeed(in: bytes, from: index) else { return }
            index = lineFeed + 1
            line += 1
            lineStart = offset + index
            lineHasRecord = false
        }
    }
}

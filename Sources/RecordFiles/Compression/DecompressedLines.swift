/// A pass's decompressed bytes as readers may see them while it runs: up to the end of the
/// last whole line (``LineEnds``), so that no reader meets half a line. The first 64 KB tell
/// the format first (a CSV file's quoted fields may hold line breaks). Into a copy, only whole
/// lines are written; read in place, the readable end moves.
struct DecompressedLines {
    /// The name of the file inside, which helps tell its format.
    let innerName: String
    /// The copy written, if the bytes go to one.
    let copy: TemporaryCopy?
    /// How the bytes are laid out, once their start has told it.
    private(set) var format: RecordFormat?
    /// The bytes readers may read.
    private(set) var readableBytes = 0
    /// The first bytes, held until they tell the format.
    private var start: [UInt8] = []
    private var ends = LineEnds(limit: DecompressedLines.heldBackLimit)
    private var lines = WholeLines(limit: DecompressedLines.heldBackLimit)

    /// The most of an unfinished line held back.
    static let heldBackLimit = 16 << 20

    init(innerName: String, copy: TemporaryCopy?) {
        self.innerName = innerName
        self.copy = copy
    }

    /// Takes in the next decompressed `bytes`.
    /// - Throws: ``DecompressionError/Problem/cannotWrite(errno:)`` when the copy cannot grow.
    mutating func add(_ bytes: some BidirectionalCollection<UInt8>) throws(DecompressionError.Problem) {
        guard format == nil else { return try takeIn(bytes) }
        start += bytes
        if start.count >= RecordFormat.detectionLength { try tellFormat() }
    }

    /// The bytes have ended: all of them may be read.
    mutating func end() throws(DecompressionError.Problem) {
        if format == nil { try tellFormat() }
        if let copy {
            let rest = lines.rest()
            try copy.append(rest)
            readableBytes += rest.count
        } else {
            ends.end()
            readableBytes = ends.wholeEnd
        }
    }

    /// The bytes stop short of their end (damage, a cut, a cancel): what is readable ends at
    /// the last whole line; the format is told from what came.
    mutating func stopAtLastWholeLine() throws(DecompressionError.Problem) {
        if format == nil { try tellFormat() }
    }

    private mutating func tellFormat() throws(DecompressionError.Problem) {
        let format = RecordFormat.detect(path: innerName, firstBytes: start)
        self.format = format
        ends = LineEnds(limit: Self.heldBackLimit, followsQuotes: format == .csv)
        lines = WholeLines(limit: Self.heldBackLimit, followsQuotes: format == .csv)
        let held = start
        start = []
        try takeIn(held)
    }

    private mutating func takeIn(_ bytes: some BidirectionalCollection<UInt8>) throws(DecompressionError.Problem) {
        if let copy {
            let whole = lines.add(bytes)
            try copy.append(whole)
            readableBytes += whole.count
        } else {
            ends.add(bytes)
            readableBytes = ends.wholeEnd
        }
    }
}

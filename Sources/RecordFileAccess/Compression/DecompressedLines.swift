/// A pass's decompressed bytes as readers may see them while it runs: up to the end of the
/// last whole line (``LineEnds``), so that no reader meets half a line. The first 64 KB tell
/// first whether line breaks inside double quotes end no line (a CSV file's quoted fields may
/// hold them). Into a copy, only whole lines are written; read in place, the readable end moves.
struct DecompressedLines {
    /// Tells from the first bytes whether quoted line breaks end no line.
    let followsQuotes: @Sendable (_ firstBytes: [UInt8]) -> Bool
    /// The copy written, if the bytes go to one.
    let copy: TemporaryCopy?
    /// The first bytes (up to ``startLength``), once they told how lines end.
    private(set) var firstBytes: [UInt8]?
    /// The bytes readers may read.
    private(set) var readableBytes = 0
    /// The first bytes, held until they tell the format.
    private var start: [UInt8] = []
    private var ends = LineEnds(limit: DecompressedLines.heldBackLimit)
    private var lines = WholeLines(limit: DecompressedLines.heldBackLimit)

    /// The most of an unfinished line held back.
    static let heldBackLimit = 16 << 20
    /// The bytes that tell how lines end: what a reader reads to tell a file's format.
    static let startLength = 64 << 10

    init(followsQuotes: @escaping @Sendable (_ firstBytes: [UInt8]) -> Bool, copy: TemporaryCopy?) {
        self.followsQuotes = followsQuotes
        self.copy = copy
    }

    /// Takes in the next decompressed `bytes`.
    /// - Throws: ``DecompressionError/Problem/cannotWrite(errno:)`` when the copy cannot grow.
    mutating func add(_ bytes: some BidirectionalCollection<UInt8>) throws(DecompressionError.Problem) {
        guard firstBytes == nil else { return try takeIn(bytes) }
        start += bytes
        if start.count >= Self.startLength { try tellLineEnds() }
    }

    /// The bytes have ended: all of them may be read.
    mutating func end() throws(DecompressionError.Problem) {
        if firstBytes == nil { try tellLineEnds() }
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
    /// the last whole line; how lines end is told from what came.
    mutating func stopAtLastWholeLine() throws(DecompressionError.Problem) {
        if firstBytes == nil { try tellLineEnds() }
    }

    private mutating func tellLineEnds() throws(DecompressionError.Problem) {
        let firstBytes = Array(start.prefix(Self.startLength))
        self.firstBytes = firstBytes
        let quoted = followsQuotes(firstBytes)
        ends = LineEnds(limit: Self.heldBackLimit, followsQuotes: quoted)
        lines = WholeLines(limit: Self.heldBackLimit, followsQuotes: quoted)
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

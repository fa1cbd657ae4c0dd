import Dispatch
import Glibc
import RecordFileAccess
import RecordFormats

/// One core's part of a ``ChunkPairScan``: it reads its chunk a piece at a time, small enough
/// to stay in the core's cache while it is scanned, and keeps what its scan found. A job is
/// prepared and read by the scanning thread only when no run of it is under way, and run by
/// one thread at a time.
final class ChunkScanJob<Scanner: RecordBoundaryScanner>: @unchecked Sendable {
    private let readable: ReadableFile
    /// The piece read, after room for the last bytes of the piece before, where a search's
    /// match may start.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private let piece: UnsafeMutableBufferPointer<UInt8>
    private(set) var range = 0..<0
    private var isSpeculative = false
    private(set) var scanner: Scanner!
    /// The bytes read and scanned; `nil` when a read failed.
    private(set) var count: Int?
    /// How long the last run took, in nanoseconds.
    private(set) var busyNanoseconds: UInt64 = 0
    /// Where the speculative scan started, from the chunk's start: just after the first line
    /// feed of its first piece; `nil` when there was none.
    private(set) var speculativeStart: Int?
    /// The bytes before the speculative start, which the scan of the chunk before goes on over.
    private(set) var prefix: [UInt8] = []
    /// A speculative scan's record starts, every one: it cannot tell which are due.
    private var found = RecordStartStore()
    var starts: PackedRecordStarts { found.starts }
    /// Where records start only at lines' starts, the lines a speculative scan found records
    /// on, from its first (line 1, as it counts them).
    private(set) var lineHeads = LineHeads()
    private var mapsLines = false
    /// A scan from a known place: its records counted on from those before, the due starts kept.
    private(set) var counted = StridedStarts(stride: 1, count: 0)
    private var counts = false
    /// The search text looked for in the chunk, if any.
    private var finder: NeedleFinder?
    /// Where the text starts in the bytes the last run read, ascending.
    private(set) var hits: [Int] = []
    /// Whether the last run stopped finding the text, found too often.
    private(set) var foundTooMany = false

    init(readable: ReadableFile, pieceSize: Int) {
        self.readable = readable
        // Room for the bytes kept, rounded up so that the piece is aligned as the buffer is: a
        // piece one byte off a cache line's start is copied and scanned markedly slower.
        let room = (IndexPassHits.maximumReach + 63) / 64 * 64
        buffer = .allocate(capacity: room + pieceSize)
        piece = UnsafeMutableBufferPointer(rebasing: buffer[room...])
    }

    deinit {
        buffer.deallocate()
        found.deallocate()
    }

    /// Prepares to scan `range` from `scanner`'s state: counting on in `counting`, or keeping
    /// every record start (`nil`), and the lines they are on when `mapsLines`; finding where
    /// `finder`'s text starts, when given.
    func prepare(scanner: Scanner, range: Range<Int>, speculating: Bool, counting: StridedStarts?, mapsLines: Bool = false,
                 finding finder: NeedleFinder? = nil) {
        self.scanner = scanner
        self.range = range
        isSpeculative = speculating
        count = nil
        speculativeStart = nil
        prefix.removeAll(keepingCapacity: true)
        found.removeAll(countingFrom: range.lowerBound)
        lineHeads.removeAll()
        self.mapsLines = mapsLines
        counts = counting != nil
        if let counting { counted = counting }
        self.finder = finder
        hits.removeAll(keepingCapacity: true)
        foundTooMany = false
    }

    func run() {
        let startedAt = DispatchTime.now().uptimeNanoseconds
        // The scan works on locals: a class's stored properties are checked for exclusive
        // access at run time, which would cost a check per record. The arrays are moved out,
        // not shared, so that they grow in place within the capacity kept from the last run.
        var scanner: Scanner = self.scanner
        var found = self.found
        var lineHeads = self.lineHeads
        self.lineHeads = LineHeads()
        let mapsLines = self.mapsLines
        var counted = self.counted
        self.counted = StridedStarts(stride: 1, count: 0)
        let counts = self.counts
        var hits = self.hits
        self.hits = []
        defer {
            self.scanner = scanner
            self.found = found
            self.lineHeads = lineHeads
            self.counted = counted
            self.hits = hits
            busyNanoseconds = DispatchTime.now().uptimeNanoseconds - startedAt
        }
        var offset = range.lowerBound
        // The last bytes of the pieces before, kept in front of the piece for the search text.
        var carried = 0
        var finder = self.finder
        let mostPlaces = IndexPassHits.mostPlaces(inChunkOf: range.count)
        while offset < range.upperBound {
            let wanted = min(piece.count, range.upperBound - offset)
            guard let read = try? readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: piece[..<wanted]), at: offset)
            else { return }
            let bytes = UnsafeBufferPointer(rebasing: piece[..<read])
            if let found = finder {
                if let kept = find(found, in: read, after: carried, at: offset, into: &hits, limit: mostPlaces) {
                    carried = kept
                } else {
                    finder = nil
                    foundTooMany = true
                }
            }
            var from = 0
            if isSpeculative, offset == range.lowerBound {
                // Speculation starts after the first line feed of the first piece, or not at all.
                guard let start = Scanner.speculativeStart(in: bytes) else {
                    count = read
                    return
                }
                speculativeStart = start
                prefix = Array(bytes[..<start])
                scanner = scanner.speculating(at: offset + start)
                from = start
            }
            let piece = UnsafeBufferPointer(rebasing: bytes[from...])
            if counts {
                scanner.scanInBatches(piece, at: offset + from) { counted.take($0) }
            } else {
                scanner.scanInBatches(piece, at: offset + from) { starts in
                    found.append(contentsOf: starts)
                    if mapsLines { lineHeads.add(starts, firstLine: 1) }
                }
            }
            offset += read
            guard read == wanted else { break }  // the file ends here now
        }
        count = offset - range.lowerBound
    }

    /// Appends to `hits` where `finder`'s text starts in the `read` bytes of the piece at
    /// `offset` and the `carried` bytes before them, then keeps the last bytes in front of the
    /// piece (as many as a match may reach past its first byte); returns how many, or `nil`
    /// when `hits` reached `limit`.
    private func find(_ finder: NeedleFinder, in read: Int, after carried: Int, at offset: Int, into hits: inout [Int],
                      limit: Int) -> Int? {
        let start = piece.baseAddress! - carried
        guard finder.appendMatches(in: start, from: 0, to: carried + read, origin: offset - carried, to: &hits, limit: limit)
        else { return nil }
        // A match that starts in the bytes kept runs past them: it was not found before.
        let kept = min(finder.length - 1, carried + read)
        memmove(piece.baseAddress! - kept, start + carried + read - kept, kept)
        return kept
    }
}

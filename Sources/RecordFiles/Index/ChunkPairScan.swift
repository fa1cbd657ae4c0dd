import Dispatch
import Glibc
import RecordFileAccess

/// Scans two consecutive chunks of a file on two cores: the first from where the scan stands,
/// the second from its first line feed on, speculatively (see `RecordBoundaryScanner`). The
/// scan then goes on over the second chunk's first line itself and, when it finds the
/// speculated state at its end, takes up what the speculative scan found; otherwise it scans
/// the rest of the second chunk too. Either way it finds exactly the records a scan of both
/// chunks in one go finds.
///
/// The pairs follow each other without gaps, so the helper is handed the next pair's second
/// chunk before this thread takes up the last pair's (``HelperThread/queueLength`` pairs
/// ahead): neither core waits for the other's share of a pair, only for a share that is late
/// overall, and the pair's bytes are split so that neither is (``PairBalance``).
///
/// Given a search's text, both cores also find where it starts in the bytes they copy
/// (``IndexPassHits``); a match across two chunks is found in the bytes around their meeting.
final class ChunkPairScan<Scanner: RecordBoundaryScanner> {
    private let first: ChunkScanJob<Scanner>
    /// The second chunks' jobs, a pair's each in turn.
    private let seconds: [ChunkScanJob<Scanner>]
    private let chunkSize: Int
    private let helper: HelperThread
    private let balance: PairBalance
    /// Reads the bytes around two chunks' meeting, where a match may run from one to the other.
    private let readable: ReadableFile
    private var meeting = [UInt8](repeating: 0, count: 2 * IndexPassHits.maximumReach)
    /// Where the last pair's search text starts, ascending, each once: every place in the bytes
    /// scanned, when the pair was scanned with a text to find, unless ``foundTooMany``.
    private(set) var hits: [Int] = []
    /// Whether a chunk of the last pair held the text more often than the pass keeps finding it
    /// (``IndexPassHits/mostPlaces(inChunkOf:)``): its places stopped there.
    private(set) var foundTooMany = false
    /// The pairs whose second chunks the helper was handed, oldest first.
    private var ahead: [HandedPair] = []
    private var pairsHanded = 0
    /// The last pair taken up whole, learnt from once this thread's time for it is known.
    private var lastTaken: TakenPair?

    private struct HandedPair {
        let offset: Int
        let firstSize: Int
        let second: ChunkScanJob<Scanner>
        /// The search whose text the second chunk's scan finds.
        let search: IndexPassHits?
    }

    /// A pair's bytes on each core, the second's time, and this thread's time for it so far:
    /// from its start, less its waits for the helper.
    private struct TakenPair {
        let firstBytes: Int
        let secondBytes: Int
        let secondNanoseconds: UInt64
        let startedAt: UInt64
        let waited: UInt64
    }

    /// Prepares to scan `2 × chunkSize` bytes at a time from `readables`, two handles on the
    /// same file, split between this core and `helper` as `balance` says.
    ///
    /// The bytes are copied a cache-sized piece at a time, as `wc -l` reads them, not mapped:
    /// a file's pages cost more to map than to copy unless the system keeps them in large
    /// blocks (a file read back from disk), and a log just written is kept in small ones.
    init(readables: (ReadableFile, ReadableFile), chunkSize: Int, helper: HelperThread, balance: PairBalance = PairBalance()) {
        self.chunkSize = chunkSize
        self.helper = helper
        self.balance = balance
        readable = readables.0
        let pieceSize = min(chunkSize, ReadableFile.cacheSizedRead)
        first = ChunkScanJob(readable: readables.0, pieceSize: pieceSize)
        seconds = (0..<HelperThread.queueLength).map { _ in ChunkScanJob(readable: readables.1, pieceSize: pieceSize) }
    }

    /// Reads and scans the pair of chunks from byte `offset` on with `scanner`, counting each
    /// record found in `records` (which keeps the starts due). This core counts and keeps them
    /// as it goes; the helper keeps every start, of which only the due ones are looked at here,
    /// once this core's count says which. A pair scanned after one that was not whole (the
    /// file's end) starts its handing over again.
    ///
    /// With a `search` on board, ``hits`` are then the places its text starts in the bytes
    /// scanned.
    /// - Returns: The bytes scanned (0 at the end of the file); `nil` when a read failed.
    func scan(_ scanner: inout Scanner, at offset: Int, counting records: inout StridedStarts,
              finding search: IndexPassHits? = nil) -> Int? {
        let startedAt = DispatchTime.now().uptimeNanoseconds
        learnFromLastPair(endedAt: startedAt)
        hits.removeAll(keepingCapacity: true)
        foundTooMany = false
        let finder = search?.finder
        // Chunks handed over before a search boarded are scanned again, finding its text.
        if ahead.first?.offset != offset || (search != nil && ahead.contains { $0.search !== search }) { waitForPairsAhead() }
        while ahead.count < HelperThread.queueLength {
            handOver(at: ahead.last.map { $0.offset + 2 * chunkSize } ?? offset, scanner: scanner, mapsLines: records.mapsLines,
                     finding: search)
        }
        let pair = ahead.removeFirst()
        let second = pair.second
        first.prepare(scanner: scanner, range: offset..<(offset + pair.firstSize), speculating: false, counting: records,
                      finding: finder)
        first.run()
        let waitStart = DispatchTime.now().uptimeNanoseconds
        helper.waitForOldest()
        let waited = DispatchTime.now().uptimeNanoseconds - waitStart
        guard let firstCount = first.count, let secondCount = second.count else { return nil }
        scanner = first.scanner
        records = first.counted
        if finder != nil { take(first) }
        // The second chunk counts only when the first was whole: the file may end in it.
        guard firstCount == pair.firstSize, secondCount > 0 else { return firstCount }
        let start = second.range.lowerBound
        if let finder, !appendMatches(across: start, from: offset, with: finder) { return nil }
        guard let sync = second.speculativeStart else {
            // No line feed early in the chunk: no speculation, it is scanned here.
            return scanHere(&scanner, start..<second.range.upperBound, counting: &records, finding: finder, from: start)
                .map { firstCount + $0 }
        }
        second.prefix.withUnsafeBufferPointer { scanner.scanInBatches($0, at: start) { records.take($0) } }
        guard let line = scanner.line(ifInSpeculatedStateAt: start + sync) else {
            // The speculative scan read the whole chunk: its places before the scan here stand.
            if finder != nil { take(second, before: start + sync) }
            return scanHere(&scanner, (start + sync)..<second.range.upperBound, counting: &records, finding: finder, from: start)
                .map { firstCount + sync + $0 }
        }
        let adopter = scanner
        records.take(every: second.starts, lineHeads: records.mapsLines ? (second.lineHeads, 1) : nil) {
            adopter.adopted($0, startedOnLine: line)
        }
        scanner.adopt(second.scanner, startedOnLine: line)
        if let finder {
            take(second)
            if !appendMatches(across: start + secondCount, from: start, with: finder) { return nil }
        }
        if secondCount == second.range.count {
            lastTaken = TakenPair(firstBytes: firstCount, secondBytes: secondCount, secondNanoseconds: second.busyNanoseconds,
                                  startedAt: startedAt, waited: waited)
        }
        return firstCount + secondCount
    }

    /// Hands the helper the second chunk of the pair at `offset`, split as the balance says now.
    private func handOver(at offset: Int, scanner: Scanner, mapsLines: Bool, finding search: IndexPassHits?) {
        let firstSize = balance.firstSize(ofPair: 2 * chunkSize)
        let second = seconds[pairsHanded % seconds.count]
        pairsHanded += 1
        second.prepare(scanner: scanner, range: (offset + firstSize)..<(offset + 2 * chunkSize), speculating: true, counting: nil,
                       mapsLines: mapsLines, finding: search?.finder)
        ahead.append(HandedPair(offset: offset, firstSize: firstSize, second: second, search: search))
        helper.start { second.run() }
    }

    /// Adds to ``hits`` the places `finder`'s text starts from `lowest` on that run past
    /// `boundary`, where one core's chunk ends and the next chunk starts (the file may end
    /// there: then none does); `false` when the bytes cannot be read.
    private func appendMatches(across boundary: Int, from lowest: Int, with finder: NeedleFinder) -> Bool {
        let reach = finder.length - 1
        let from = max(lowest, boundary - reach)
        guard from < boundary else { return true }
        return meeting.withUnsafeMutableBufferPointer { bytes in
            guard let count = try? readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: bytes[..<(boundary + reach - from)]), at: from)
            else { return false }
            // (A match that starts at the boundary or after it does not fit in the bytes read.)
            finder.appendMatches(in: bytes.baseAddress!, from: 0, to: count, origin: from, to: &hits)
            return true
        }
    }

    /// Waits for the chunks handed over, whose scans are not taken up.
    private func waitForPairsAhead() {
        for _ in ahead { helper.waitForOldest() }
        ahead.removeAll()
    }

    /// Learns the cores' rates from the last pair taken up whole, this thread's time for it
    /// ending at `endedAt` (what the indexer did with its records counts).
    private func learnFromLastPair(endedAt: UInt64) {
        guard let last = lastTaken else { return }
        lastTaken = nil
        balance.learn(first: (last.firstBytes, endedAt - last.startedAt - last.waited), second: (last.secondBytes, last.secondNanoseconds))
    }

    /// Scans `range` on this thread with the first core's job, finding `finder`'s text there, and
    /// across the range's end from byte `lowest` on (the chunk's start); the bytes scanned, or
    /// `nil`.
    private func scanHere(_ scanner: inout Scanner, _ range: Range<Int>, counting records: inout StridedStarts,
                          finding finder: NeedleFinder?, from lowest: Int) -> Int? {
        first.prepare(scanner: scanner, range: range, speculating: false, counting: records, finding: finder)
        first.run()
        scanner = first.scanner
        records = first.counted
        guard let count = first.count else { return nil }
        if let finder {
            take(first)
            if !appendMatches(across: range.lowerBound + count, from: lowest, with: finder) { return nil }
        }
        return count
    }

    /// Takes the places `job` found (those before `end`).
    private func take(_ job: ChunkScanJob<Scanner>, before end: Int = .max) {
        foundTooMany = foundTooMany || job.foundTooMany
        hits += end == .max ? job.hits[...] : job.hits.prefix { $0 < end }
    }
}

/// One core's part of a ``ChunkPairScan``: it reads its chunk a piece at a time, small enough
/// to stay in the core's cache while it is scanned, and keeps what its scan found. A job is
/// prepared and read by the scanning thread only when no run of it is under way, and run by
/// one thread at a time.
private final class ChunkScanJob<Scanner: RecordBoundaryScanner>: @unchecked Sendable {
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
    var starts: UnsafeBufferPointer<RecordStart> { found.starts }
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
        found.removeAll()
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

import Dispatch
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
        // A chunk's kept starts are packed in 32 bits each (see `RecordStartStore`).
        precondition(chunkSize < 1 << 31, "a chunk of 2 GB or more")
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

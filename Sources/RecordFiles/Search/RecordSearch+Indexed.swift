import Glibc
import RecordFormats

extension RecordSearch {
    /// Searches the part of the file the index covers, from where `place` says, on two cores,
    /// each taking the next part (``SearchParts``) as it is free, numbering only the records
    /// that match; tells `found` the matches of the parts finished, in the file's order. The
    /// file is read in place, mapped into memory, where it can be; else copied a piece at a
    /// time. Then leaves `place` where a scan of the rest starts: at the last kept start before
    /// the end of that part, with the scanner resumed there.
    ///
    /// With a `pattern`, `finder` finds the text every match of the pattern holds, and the
    /// pattern is matched on the lines it is in; without a `finder` (a pattern with no such
    /// text), the pattern is matched on every line, each core on the lines that start in its
    /// parts. Either only in a mapped file, where a line is there whole; else the part is
    /// left to the scan.
    /// - Returns: `false` when stopped, or when the file could not be read.
    func searchIndexedPart<Candidates: CandidateFinder>(with finder: Candidates?, confirmingWith pattern: SearchPattern? = nil, index: RecordIndex,
                           place: inout Place, progress: inout Progress, found: ([Int], Progress) -> Void) -> Bool {
        assert(finder != nil || pattern != nil, "a search through the index finds a text or matches a pattern")
        let covered = index.progress.indexedBytes
        // A match may start in the bytes carried from the last run: they are searched again.
        var offset = place.offset - place.carried.count
        // Numbering through the index pays off over a few chunks; less is scanned as it comes.
        guard covered - offset >= 2 * chunkSize else { return true }
        let readables = (0..<2).compactMap { _ in try? ReadableFile(reopening: file) }
        guard readables.count == 2 else { return false }
        // Mapped as far as the file reaches now: a match may run on past the part indexed.
        let mapping = readables[0].mapWhole()
        if pattern != nil, (mapping?.bytes.count ?? 0) < covered { return true }
        let reach = (finder?.length ?? 1) - 1
        let workers = readables.map {
            ChunkWorker(readable: $0, mapping: mapping, capacity: min(chunkSize, ReadableFile.cacheSizedRead) + reach,
                        confirmer: pattern.map(regexFinder(for:)))
        }
        let givenUpBefore = progress.givenUpLines
        let helper = HelperThread()
        defer { helper.finish() }
        var lastMatch = place.lastMatch
        // Parts of four chunks, as a core reads a piece at a time anyway, each taken by the core
        // that is free: cores that took turns in rounds waited for each other, a part with
        // more matches or page faults holding up the round (a dense search lost a sixth of
        // its time so), and for the matches to be handed on between rounds.
        let parts = SearchParts(covering: offset..<covered, partSize: 4 * chunkSize)
        // Each core takes the next part while there is one; this one hands on what both found
        // after each of its parts.
        let searchParts: @Sendable (Int, () -> Void) -> Void = { workerNumber, afterEachPart in
            let worker = workers[workerNumber]
            while !self.isStopped, let part = parts.take() {
                let range = parts.range(of: part)
                let numbers = if let finder {
                    self.matchingRecords(in: range, with: finder, index: index, worker: worker)
                } else {
                    self.matchingRecords(onLinesStartingIn: range, index: index, worker: worker, fromLineStart: part == 0)
                }
                parts.finish(part, numbers: numbers, worker: workerNumber, givenUpLines: worker.confirmer?.givenUpLines ?? 0)
                afterEachPart()
            }
        }
        // The matches of the parts finished, in the file's order, told to `found`.
        var givenUp = [0, 0]
        var failed = false
        func handOnFinishedParts() {
            var numbers: [Int] = []
            var handedOn = false
            while !failed, let finished = parts.nextFinished() {
                guard let partNumbers = finished.numbers else {
                    progress.failure = RecordFileError(.cannotRead(errno: EIO), path: file.path)
                    failed = true
                    return
                }
                for number in partNumbers where number > lastMatch {
                    numbers.append(number)
                    lastMatch = number
                }
                givenUp[finished.worker] = finished.givenUpLines
                offset = finished.range.upperBound
                handedOn = true
            }
            guard handedOn else { return }
            progress.searchedBytes = offset
            progress.matchCount += numbers.count
            progress.givenUpLines = givenUpBefore + givenUp[0] + givenUp[1]
            found(numbers, progress)
        }
        helper.runInParallel({ searchParts(0, handOnFinishedParts) }, { searchParts(1, {}) })
        handOnFinishedParts()
        guard !failed, !isStopped else { return false }
        place = resumedPlace(atOrBefore: offset, index: index, mapping: mapping, lastMatch: lastMatch)
        return true
    }

    /// The numbers of the records with a match that starts in `range`, ascending, each once;
    /// `nil` when the file could not be read. The range is read a piece at a time, small enough
    /// to stay in the core's cache while it is searched, unless it is mapped.
    private func matchingRecords<Candidates: CandidateFinder>(in range: Range<Int>, with finder: Candidates, index: RecordIndex,
                                                             worker: ChunkWorker) -> [Int]? {
        var finder = finder
        var numbering = IndexedRecordNumbering(index: index, layout: file.layout, readable: worker.readable, range: range)
        // The finder works as a local: a class's stored property is checked for exclusive
        // access at run time, which would cost a check per match.
        var confirmer = worker.confirmer
        defer { worker.confirmer = confirmer }
        var numbers: [Int] = []
        var pieceStart = range.lowerBound
        var lines = LineConfirmation(range: range, preambleLength: file.layout.preambleLength)
        // Where the search stands in the file: a regular expression's match on a hit's line is
        // looked for from here, even where it starts before the piece the hit is in.
        var searchedFrom = range.lowerBound
        while pieceStart < range.upperBound {
            // A piece reaches past its end by what a match starting at its end needs.
            let pieceEnd = min(range.upperBound, pieceStart + worker.pieceSize(for: range, reach: finder.length - 1) - (finder.length - 1))
            let wanted = pieceEnd - pieceStart + finder.length - 1
            guard let bytes = worker.bytes(at: pieceStart, count: wanted) else { return nil }
            let count = bytes.count
            // The bytes records are counted in: all of the mapping's where it holds the piece,
            // else the piece.
            // A regular expression's matches are confirmed in the mapping, which holds every line
            // whole, even where a piece at the end of the file is read into the buffer.
            let (context, contextStart) = if let mapping = worker.mapping,
                                             pieceStart + count <= mapping.bytes.count || confirmer != nil {
                (mapping.bytes, 0)
            } else {
                (bytes, pieceStart)
            }
            // The next hit from `position` of the piece on. A regular expression's match may start
            // on a line before the piece, and the record after it too: the search then goes on
            // from there, in the mapping that holds the lines whole (the piece's bytes may be a
            // copy).
            func nextHit(from position: Int) -> Int? {
                guard position < 0, let mapping = worker.mapping else {
                    return finder.firstMatch(in: bytes.baseAddress!, from: max(0, position), to: count)
                }
                return finder.firstMatch(in: mapping.bytes.baseAddress!, from: pieceStart + position,
                                         to: min(pieceStart + count, mapping.bytes.count))
                    .map { $0 - pieceStart }
            }
            var position = max(0, searchedFrom - pieceStart)
            while let hit = nextHit(from: position), hit < pieceEnd - pieceStart {
                var matchStart = pieceStart + hit
                if confirmer != nil {
                    switch lines.confirm(hit: matchStart, from: searchedFrom, in: context, with: &confirmer!) {
                    case .match(let start):
                        matchStart = start
                    case .noneBefore(let lineEnd):
                        searchedFrom = lineEnd + 1
                        position = searchedFrom - pieceStart
                        continue
                    }
                }
                guard let number = numbering.recordNumber(at: matchStart, chunk: context, chunkStart: contextStart)
                else { return nil }
                if number > (numbers.last ?? 0) { numbers.append(number) }
                // The rest of the record (or of its line) cannot add it again: on after it.
                guard let next = numbering.searchGoesOn(after: matchStart, chunk: context, chunkStart: contextStart) else {
                    searchedFrom = matchStart + 1
                    break
                }
                searchedFrom = next
                position = searchedFrom - pieceStart
            }
            guard count == wanted else { break }  // the file ends here now
            pieceStart = pieceEnd
        }
        return numbers
    }
}

/// A regular expression's matches, confirmed on the lines where the text every match holds was
/// found: the line is matched from the search's position on, or, for the line a chunk of the
/// search starts inside, from its start (a match that starts before the chunk and holds the
/// text after its start is the chunk's to find; the one before skips it).
private struct LineConfirmation {
    enum Outcome {
        /// A match starts here.
        case match(Int)
        /// The line has no match from the position on; it ends here.
        case noneBefore(Int)
    }

    let range: Range<Int>
    let preambleLength: Int
    /// The line last confirmed, as hits in one line are many.
    private var line: Range<Int>?
    private var hasConfirmed = false

    init(range: Range<Int>, preambleLength: Int) {
        self.range = range
        self.preambleLength = preambleLength
    }

    /// Matches the line of `hit` (a file offset, in the mapped `bytes`) from `position` on.
    mutating func confirm(hit: Int, from position: Int, in bytes: UnsafeBufferPointer<UInt8>,
                          with finder: inout RegexFinder) -> Outcome {
        let line = self.line.flatMap { $0.contains(hit) ? $0 : nil } ?? Self.line(around: hit, in: bytes, preambleLength: preambleLength)
        self.line = line
        let start = !hasConfirmed && line.lowerBound < range.lowerBound ? line.lowerBound : position
        hasConfirmed = true
        let subjectStart = line.lowerBound == preambleLength ? preambleLength : 0
        guard let match = finder.firstMatch(inLine: line, from: start, of: bytes.baseAddress!, subjectStart: subjectStart) else {
            return .noneBefore(line.upperBound)
        }
        return .match(match)
    }

    /// The line `offset` is on, without its line feed: from the byte after the line feed
    /// before it (or the file's text's start) to the next line feed (or the end of `bytes`),
    /// each found at memory speed.
    private static func line(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>, preambleLength: Int) -> Range<Int> {
        let base = bytes.baseAddress!, lineFeed = JSONLinesStructure.lineFeed
        let start = offset > preambleLength
            ? ByteScan.lastIndex(of: lineFeed, in: base, from: preambleLength, before: offset).map { $0 + 1 } ?? preambleLength
            : offset
        let end = memchr(base + offset, Int32(lineFeed), bytes.count - offset)
            .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
        return start..<end
    }
}

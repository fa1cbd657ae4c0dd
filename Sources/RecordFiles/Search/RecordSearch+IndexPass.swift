import Glibc
import RecordFormats

extension RecordSearch {
    /// How a search's ride on its index's pass went.
    enum IndexPassRide {
        /// The search was stopped, or the file could not be read.
        case stopped
        /// The pass took the search to where it ended; `place` is where a scan of the rest starts.
        case rode
        /// The pass gave up on a text found too often; `place` is where the search goes on, by itself.
        case gaveUp
        /// The pass did not move on to board it (held up, or about to end): the search goes on
        /// by itself.
        case heldUp
        /// The text is too long to be found across the pass's pieces, another search rides
        /// already, or the file cannot be mapped.
        case unable
    }

    /// Searches the part of the file the index's pass scans from its next pair of chunks on, by
    /// boarding it (``IndexPassHits``): the pass finds where `finder`'s text starts in the bytes
    /// it copies anyway, and the search numbers the records of those places through the index,
    /// in the file mapped, as the pass tells them. The bytes between `place` and where the pass
    /// boarded it (a few chunks at most: the search waits at the index's front) are scanned
    /// first. Then leaves `place` where a scan of the rest starts, as
    /// ``searchIndexedPart(with:confirmingWith:index:place:progress:found:)`` does.
    func rideIndexPass(with finder: NeedleFinder, index: RecordIndex, readable: ReadableFile, place: inout Place,
                       progress: inout Progress, found: ([Int], Progress) -> Void) -> IndexPassRide {
        guard let search = IndexPassHits(finder: finder),
              var mapping = readable.mapWhole(),
              index.offer(search) else { return .unable }
        defer { search.abandon() }
        guard let start = waitForBoarding(of: search, index: index) else {
            return isStopped ? .stopped : .heldUp
        }
        var textFinder = finder
        if place.offset < start,
           !scanRest(with: &textFinder, readable: readable, place: &place, progress: &progress, found: found, until: { $0 >= start }),
           !progress.isComplete {
            return .stopped
        }
        // Where the search goes on: after the last match's record, which no place in it adds again.
        var searchedFrom = start
        var numberedThrough = start
        var taken = search.take()
        while true {
            guard !isStopped else { return .stopped }
            if taken.through > numberedThrough {
                if taken.through + finder.length > mapping.bytes.count, let larger = readable.mapWhole() {
                    mapping = larger
                }
                var numbers: [Int] = []
                guard number(taken.hits, from: &searchedFrom, in: numberedThrough..<taken.through, index: index, readable: readable,
                             mapping: mapping, lastMatch: &place.lastMatch, into: &numbers) else {
                    progress.failure = RecordFileError(.cannotRead(errno: EIO), path: file.path)
                    return .stopped
                }
                numberedThrough = taken.through
                progress.searchedBytes = max(progress.searchedBytes, numberedThrough)
                progress.totalBytes = max(progress.totalBytes, numberedThrough)
                progress.matchCount += numbers.count
                found(numbers, progress)
            }
            if taken.hasEnded { break }
            search.waitForChange(patience: .milliseconds(100))
            taken = search.take()
        }
        place = resumedPlace(atOrBefore: numberedThrough, index: index, mapping: mapping, lastMatch: place.lastMatch)
        return taken.gaveUp ? .gaveUp : .rode
    }

    /// Waits until the index's pass boards `search`, or until it does not move on for a while or
    /// ends without, or the search is stopped: then takes the offer back. Returns the byte the
    /// pass boarded it at; `nil` when it did not.
    private func waitForBoarding(of search: IndexPassHits, index: RecordIndex) -> Int? {
        while true {
            if let start = search.boardedAt { return start }
            let movedOn = index.waitUntilIndexed(throughByte: index.progress.indexedBytes + 1, isStopped: { isStopped })
            if search.boardedAt == nil, !movedOn || index.progress.hasEnded, index.withdraw(search) { return nil }
        }
    }

    /// Numbers the records of `hits` (places in `range`, ascending) that start at or after
    /// `searchedFrom` through the index, appending those past `lastMatch` to `numbers`; after a
    /// match the search goes on at its record's end. `false` when bytes could not be read.
    private func number(_ hits: [Int], from searchedFrom: inout Int, in range: Range<Int>, index: RecordIndex, readable: ReadableFile,
                        mapping: MappedFile, lastMatch: inout Int, into numbers: inout [Int]) -> Bool {
        guard !hits.isEmpty else { return true }
        var numbering = IndexedRecordNumbering(index: index, layout: file.layout, readable: readable, range: range)
        let bytes = mapping.bytes
        for hit in hits where hit >= searchedFrom {
            guard let number = numbering.recordNumber(at: hit, chunk: bytes, chunkStart: 0) else { return false }
            if number > lastMatch {
                numbers.append(number)
                lastMatch = number
            }
            // Without a record's end in the mapping, the next place is numbered as it comes.
            searchedFrom = numbering.searchGoesOn(after: hit, chunk: bytes, chunkStart: 0) ?? hit + 1
        }
        return true
    }

    /// Where a scan starts after the part searched through the index ending at `offset`: at the
    /// last kept start at or before it, with the scanner resumed there, `lastMatch` kept.
    func resumedPlace(atOrBefore offset: Int, index: RecordIndex, mapping: MappedFile?, lastMatch: Int) -> Place {
        let resume = index.checkpoint(atOrBeforeOffset: offset)
        let resumeOffset = resume?.start.offset ?? file.layout.preambleLength
        // A record of a JSON array may start inside a line, where `^` does not hold. (Only a
        // pattern asks, which gets here with the file mapped.)
        let resumesAtLineStart = resumeOffset <= file.layout.preambleLength
            || mapping.map { $0.bytes[resumeOffset - 1] == JSONLinesStructure.lineFeed } ?? true
        return Place(scanner: resume.map { makeBoundaryScanner(for: file.layout, resumingAt: $0.start) }
                         ?? makeBoundaryScanner(for: file.layout),
                     offset: resumeOffset, carriedStartsLine: resumesAtLineStart,
                     recordCount: (resume?.number ?? 1) - 1, lastMatch: lastMatch)
    }
}

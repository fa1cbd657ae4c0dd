import Glibc

extension RecordSearch {
    /// Searches from where `place` says to the end of the file, chunk by chunk, in one pass in
    /// which the boundary scanner numbers every record; tells `found` each chunk's matches.
    ///
    /// Each chunk is searched after the bytes the last one carried over (where a match may
    /// begin: the needle's length less one, or a regular expression's unfinished line, at
    /// most a chunk or the needle), with the starts of the records among them. At the end of the file they
    /// are searched once more as its end, and kept for what the file may gain.
    ///
    /// After each chunk, `overtaken` is asked with the offset the scan reached: when it holds,
    /// the scan stops there. Returns whether it stopped so (the caller goes on through the
    /// index).
    @discardableResult
    func scanRest<Finder: TextFinder>(with finder: inout Finder, readable: ReadableFile, place: inout Place,
                                      progress: inout Progress, found: ([Int], Progress) -> Void,
                                      until overtaken: (Int) -> Bool = { _ in false }) -> Bool {
        var stoppedForIndex = false
        // A needle longer than a chunk is carried whole, and so is a line not yet told apart.
        let carryLimit = max(chunkSize, query.needle.count, TextEntries.headLength)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize + carryLimit)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress!
        UnsafeMutableRawBufferPointer(buffer).copyBytes(from: place.carried.suffix(carryLimit))
        var carriedCount = min(place.carried.count, carryLimit)
        // The record starts among the carried and the new bytes, and the records before them.
        var starts = place.carriedStarts
        var recordsBefore = place.recordCount - starts.count
        var foundNow: [Int] = []
        // Whether the carried bytes (or, without any, the next ones) begin a line.
        var startsLine = place.carriedStartsLine
        let givenUpBefore = progress.givenUpLines
        while !isStopped {
            let count: Int
            do throws(RecordFileError) {
                count = try readable.readChunk(into: UnsafeMutableBufferPointer(start: base + carriedCount, count: chunkSize), at: place.offset)
            } catch {
                // Damage (in a compressed file) or a file gone: what was found stands, and says so.
                progress.failure = error
                break
            }
            let isAtEnd = count == 0
            let chunkStart = place.offset - carriedCount
            let length = carriedCount + count
            // Step 1: the record starts among the new bytes.
            place.scanner.scan(UnsafeBufferPointer(start: base + carriedCount, count: count), at: place.offset) {
                starts.append($0.offset)
            }
            // Step 2: the matches, as record numbers; after a match, its record's rest is skipped.
            // A match in a line not told apart yet (a text log's) waits for the next chunk; at
            // the end of the file, the line is what the reader takes it for.
            let undecided = isAtEnd ? nil : place.scanner.undecidedLineStart.map { $0 - chunkStart }
            let matchStarts = isAtEnd ? starts + [place.scanner.recordAtEnd?.offset].compactMap { $0 } : starts
            foundNow.removeAll(keepingCapacity: true)
            var startIndex = 0
            var position = 0
            // (An empty end of the file is no line: a file's last line feed ends its last line.)
            while length > 0, let hit = finder.firstMatch(in: base, from: position, to: length, startsLine: startsLine, endsLine: isAtEnd),
                  hit < undecided ?? length {
                while startIndex < matchStarts.count, matchStarts[startIndex] <= chunkStart + hit { startIndex += 1 }
                let record = recordsBefore + startIndex
                if record > place.lastMatch {
                    foundNow.append(record)
                    place.lastMatch = record
                }
                guard startIndex < matchStarts.count else { break }
                position = matchStarts[startIndex] - chunkStart
            }
            // Step 3: carry the last bytes over, with the starts among them.
            let carryFrom = min(max(finder.carryStart(in: UnsafeBufferPointer(start: base, count: length)), length - carryLimit),
                                undecided ?? length)
            startsLine = carryFrom > 0 ? base[carryFrom - 1] == JSONLinesStructure.lineFeed : startsLine
            let kept = starts.drop { $0 < chunkStart + carryFrom }
            recordsBefore += starts.count - kept.count
            starts = Array(kept)
            carriedCount = length - carryFrom
            memmove(base, base + carryFrom, carriedCount)
            place.offset += count
            place.recordCount = recordsBefore + starts.count
            progress.searchedBytes = max(progress.searchedBytes, place.offset)
            progress.totalBytes = max(progress.totalBytes, place.offset)
            progress.matchCount += foundNow.count
            progress.givenUpLines = givenUpBefore + finder.givenUpLines
            found(foundNow, progress)
            if isAtEnd {
                progress.isComplete = true
                break
            }
            if overtaken(place.offset) {
                stoppedForIndex = true
                break
            }
        }
        place.carried = Array(buffer.prefix(carriedCount))
        place.carriedStarts = starts
        place.carriedStartsLine = startsLine
        return stoppedForIndex
    }
}

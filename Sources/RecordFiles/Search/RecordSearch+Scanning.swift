import Glibc

extension RecordSearch {
    /// Searches from where `place` says to the end of the file, chunk by chunk, in one pass in
    /// which the boundary scanner numbers every record; tells `found` each chunk's matches.
    ///
    /// Each chunk is searched after the bytes the last one carried over (where a match may
    /// begin: the needle's length less one, or a regular expression's unfinished line, at
    /// most a chunk or the needle), with the starts of the records among them. At the end of the file they
    /// are searched once more as its end, and kept for what the file may gain. A match in the
    /// line the chunk ends in, when the scanner has not told yet whether that line starts a
    /// record, is numbered by reading on (``lineStartsRecord(at:readingFrom:readable:place:)``),
    /// never by carrying the line, which may be longer than any buffer.
    ///
    /// After each chunk, `overtaken` is asked with the offset the scan reached: when it holds,
    /// the scan stops there. Returns whether it stopped so (the caller goes on through the
    /// index).
    @discardableResult
    func scanRest<Finder: TextFinder>(with finder: inout Finder, readable: ReadableFile, place: inout Place,
                                      progress: inout Progress, found: ([Int], Progress) -> Void,
                                      until overtaken: (Int) -> Bool = { _ in false }) -> Bool {
        var stoppedForIndex = false
        // A needle longer than a chunk is carried whole.
        let carryLimit = max(chunkSize, query.needle.count)
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
            // A match in a line not told apart yet (a text log's head, a JSON Lines line's white
            // space) is numbered by reading on; at the end of the file, the line is what the
            // reader takes it for. Such a line runs to the chunk's end: its first match is the last.
            let undecided = isAtEnd ? nil : place.scanner.undecidedLineStart
            let matchStarts = isAtEnd ? starts + [place.scanner.recordAtEnd?.offset].compactMap { $0 } : starts
            foundNow.removeAll(keepingCapacity: true)
            var startIndex = 0
            var position = 0
            // A regular expression matches the chunk's whole lines: its unfinished last line is
            // matched whole with the next chunk, which it is carried to (cut short, `\b` or a
            // look-ahead would take the chunk's end for the line's), unless it is too long to
            // carry. (An empty end of the file is no line: a file's last line feed ends its last
            // line.)
            let wholeLinesEnd = finder.wholeLinesEnd(in: UnsafeBufferPointer(start: base, count: length))
            let searchEnd = isAtEnd || wholeLinesEnd < length - carryLimit ? length : wholeLinesEnd
            while position < searchEnd,
                  let hit = finder.firstMatch(in: base, from: position, to: searchEnd, startsLine: startsLine, endsLine: isAtEnd || searchEnd < length) {
                while startIndex < matchStarts.count, matchStarts[startIndex] <= chunkStart + hit { startIndex += 1 }
                var record = recordsBefore + startIndex
                let undecidedLine = undecided.flatMap { chunkStart + hit >= $0 ? $0 : nil }
                if let undecidedLine,
                   lineStartsRecord(at: undecidedLine, readingFrom: place.offset + count, readable: readable, place: &place) {
                    record += 1
                }
                if record > place.lastMatch {
                    foundNow.append(record)
                    place.lastMatch = record
                }
                // The search goes on at the next record's start, or at the line not told yet.
                guard undecidedLine == nil, let next = startIndex < matchStarts.count ? matchStarts[startIndex] : undecided else { break }
                position = next - chunkStart
            }
            // Step 3: carry the last bytes over, with the starts among them.
            let carryFrom = max(finder.carryStart(in: UnsafeBufferPointer(start: base, count: length)), length - carryLimit)
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

    /// Whether the line at `lineStart`, which `place`'s scanner stands in without having told
    /// yet whether it starts a record, does: a copy of the scanner reads on from `offset` (the
    /// bytes past the chunk) until it tells; at the end of the file (or at bytes that cannot be
    /// read, which the search's next read reports), the line is what the reader takes it for.
    /// Told lines are remembered, so a long one is read ahead once, not once per chunk.
    private func lineStartsRecord(at lineStart: Int, readingFrom offset: Int, readable: ReadableFile,
                                  place: inout Place) -> Bool {
        if let told = place.toldLine, told.start == lineStart { return told.startsRecord }
        var probe = place.scanner
        var offset = offset
        var bytes = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = (try? bytes.withUnsafeMutableBufferPointer { buffer throws(RecordFileError) in
                try readable.readChunk(into: buffer, at: offset)
            }) ?? 0
            guard count > 0 else { return probe.recordAtEnd?.offset == lineStart }
            var startsRecord = false
            bytes.withUnsafeBufferPointer { all in
                probe.scan(UnsafeBufferPointer(rebasing: all[..<count]), at: offset) { startsRecord = startsRecord || $0.offset == lineStart }
            }
            offset += count
            if startsRecord || probe.undecidedLineStart != lineStart {
                place.toldLine = Place.ToldLine(start: lineStart, startsRecord: startsRecord)
                return startsRecord
            }
        }
    }
}

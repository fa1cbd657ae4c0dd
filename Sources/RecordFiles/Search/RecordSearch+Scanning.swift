import Glibc

extension RecordSearch {
    /// Searches from where `place` says to the end of the file, chunk by chunk, in one pass in
    /// which the boundary scanner numbers every record; tells `found` each chunk's matches.
    func scanRest(with finder: NeedleFinder, readable: ReadableFile, place: inout Place,
                  progress: inout Progress, found: ([Int], Progress) -> Void) {
        // Each chunk starts with the last bytes of the one before, so a match across chunks is found.
        let carried = finder.length - 1
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize + carried)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress!
        UnsafeMutableRawBufferPointer(buffer).copyBytes(from: place.carried)
        var carriedCount = place.carried.count
        var starts: [Int] = []
        var foundNow: [Int] = []
        while !isStopped {
            guard let count = try? readable.readChunk(into: UnsafeMutableBufferPointer(start: base + carriedCount, count: chunkSize),
                                                 at: place.offset) else { break }
            guard count > 0 else {
                progress.isComplete = true
                break
            }
            // Step 1: the record starts among the new bytes.
            starts.removeAll(keepingCapacity: true)
            place.scanner.scan(UnsafeBufferPointer(start: base + carriedCount, count: count), at: place.offset) {
                starts.append($0.offset)
            }
            // Step 2: the matches among the carried and the new bytes, as record numbers; after a
            // match, its record's rest is skipped.
            let chunkStart = place.offset - carriedCount
            let length = carriedCount + count
            foundNow.removeAll(keepingCapacity: true)
            var startIndex = 0
            var position = 0
            while let hit = finder.firstMatch(in: base, from: position, to: length) {
                while startIndex < starts.count, starts[startIndex] <= chunkStart + hit { startIndex += 1 }
                let record = place.recordCount + startIndex
                if record > place.lastMatch {
                    foundNow.append(record)
                    place.lastMatch = record
                }
                position = startIndex < starts.count ? starts[startIndex] - chunkStart : length
            }
            place.recordCount += starts.count
            // Step 3: carry the last bytes over.
            carriedCount = min(carried, length)
            memmove(base, base + length - carriedCount, carriedCount)
            place.offset += count
            progress.searchedBytes = max(progress.searchedBytes, place.offset)
            progress.totalBytes = max(progress.totalBytes, place.offset)
            progress.matchCount += foundNow.count
            found(foundNow, progress)
        }
        place.carried = Array(buffer.prefix(carriedCount))
    }
}

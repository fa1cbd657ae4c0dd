extension RecordReader {
    /// Moves a reader that has read nothing yet so that its next page starts with record
    /// `number`: from the last start `index` knows before it (else from the start of the
    /// file), the boundary scanner finds the record's start without parsing the records in
    /// between, so a damaged record before it does not stand in the way. A file that cannot be
    /// read from its middle (UTF-16), or that holds fewer records, is read on to it instead.
    public func skip(to number: Int, using index: RecordIndex?) throws(RecordFileError) {
        guard number > 1 else { return }
        let kept = index?.checkpoint(atOrBefore: number)
        if canResume, let start = try Self.start(ofRecord: number, in: file, from: kept) {
            if try resume(at: start, number: number) { return }
        }
        try readOn(to: number, from: kept)
    }

    /// Where record `number` starts in `file`, found by its boundary scanner from `kept` (a
    /// record's start and number) or from the file's start; `nil` when the file ends first.
    private static func start(ofRecord number: Int, in file: RecordFile,
                              from kept: (number: Int, start: RecordStart)?) throws(RecordFileError) -> RecordStart? {
        let readable = try ReadableFile(reopening: file)
        var scanner = kept.map { makeBoundaryScanner(for: file.layout, resumingAt: $0.start) } ?? makeBoundaryScanner(for: file.layout)
        var offset = kept?.start.offset ?? file.layout.preambleLength
        // The scanner names the kept record first, then each after it.
        var nextNumber = kept?.number ?? 1
        var found: RecordStart?
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 << 10)
        defer { buffer.deallocate() }
        while found == nil {
            let count = try readable.readChunk(into: buffer, at: offset)
            guard count > 0 else { return nil }
            scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<count]), at: offset) { start in
                if nextNumber == number, found == nil { found = start }
                nextNumber += 1
            }
            offset += count
        }
        return found
    }

    /// Reads on over the records from `kept` (or the file's start) to record `number`.
    private func readOn(to number: Int, from kept: (number: Int, start: RecordStart)?) throws(RecordFileError) {
        var next = 1
        if let kept, try resume(at: kept.start, number: kept.number) {
            next = kept.number
        }
        while next < number {
            let page = try nextPage(maxRecords: min(number - next, 10_000))
            next += page.records.count
            if page.isAtEnd { return }
        }
    }
}

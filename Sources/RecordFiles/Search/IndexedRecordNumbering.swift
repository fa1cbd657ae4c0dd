/// Numbers the records that hold given bytes through a file's ``RecordIndex``: from the last
/// kept start before a byte, a boundary scanner counts the few records up to it. A search that
/// finds few matches numbers only their records instead of scanning every record of the file.
///
/// Offsets are asked for in ascending order; the scanner goes on from one to the next unless a
/// kept start lies between them.
struct IndexedRecordNumbering {
    private let index: RecordIndex
    private let layout: RecordLayout
    private let readable: ReadableFile
    private var scanner: (any RecordBoundaryScanner)?
    /// The bytes before this offset have been given to the scanner.
    private var scannedTo = 0
    /// The records that start before ``scannedTo``.
    private var recordCount = 0

    init(index: RecordIndex, layout: RecordLayout, readable: ReadableFile) {
        self.index = index
        self.layout = layout
        self.readable = readable
    }

    /// The number of the record byte `offset` belongs to (0 before the first record), given the
    /// bytes from `chunkStart` in `chunk`, which hold `offset`; `nil` when bytes before the chunk
    /// cannot be read.
    mutating func recordNumber(at offset: Int, chunk: UnsafeBufferPointer<UInt8>, chunkStart: Int) -> Int? {
        // Step 1: start from the kept start before the byte, unless the scanner is past it already.
        let kept = index.checkpoint(atOrBeforeOffset: offset)
        if scanner == nil || (kept?.start.offset ?? 0) > scannedTo || offset < scannedTo {
            if let kept {
                scanner = makeBoundaryScanner(for: layout, resumingAt: kept.start)
                scannedTo = kept.start.offset
                recordCount = kept.number - 1
            } else {
                scanner = makeBoundaryScanner(for: layout)
                scannedTo = layout.preambleLength
                recordCount = 0
            }
        }
        // Step 2: count the records that start up to the byte, reading those before the chunk.
        if scannedTo < chunkStart {
            guard scan(upTo: chunkStart) else { return nil }
        }
        let end = offset + 1
        if scannedTo < end {
            let bytes = UnsafeBufferPointer(rebasing: chunk[(scannedTo - chunkStart)..<(end - chunkStart)])
            scanner?.scan(bytes, at: scannedTo) { _ in recordCount += 1 }
            scannedTo = end
        }
        return recordCount
    }

    /// Scans the file's bytes from ``scannedTo`` to `end`; `false` when they cannot be read.
    private mutating func scan(upTo end: Int) -> Bool {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(end - scannedTo, 1 << 20))
        defer { buffer.deallocate() }
        while scannedTo < end {
            guard let count = try? readable.readChunk(into: UnsafeMutableBufferPointer(rebasing: buffer[..<min(buffer.count, end - scannedTo)]), at: scannedTo),
                  count > 0 else { return false }
            scanner?.scan(UnsafeBufferPointer(rebasing: buffer[..<count]), at: scannedTo) { _ in recordCount += 1 }
            scannedTo += count
        }
        return true
    }
}

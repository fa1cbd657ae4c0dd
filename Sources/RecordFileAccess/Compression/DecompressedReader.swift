/// Reads a compressed file at its decompressed offsets through its ``AccessPointIndex``: a
/// read goes on from where a cursor stands (this reader's, or one parked by a reader let go
/// of), or enters the file afresh at the last access point before it, whichever decompresses
/// less that is not wanted. Reads one after another cost no more than decompressing the file
/// once; a jump, the bytes from the point before it (at most 2 MB in a gzip file; in a
/// Zstandard file, from its frame's start). The file's first bytes, which every reader reads to
/// tell its format, are kept decompressed.
final class DecompressedReader {
    /// The points the file is read through.
    let index: AccessPointIndex
    private let descriptor: Int32
    private var cursor: DecodingCursor?

    /// Reads through `index` the compressed file open at `descriptor` (which stays the
    /// caller's to close).
    init(index: AccessPointIndex, descriptor: Int32) {
        self.index = index
        self.descriptor = descriptor
    }

    deinit {
        if let cursor { index.park(cursor) }
    }

    /// The decompressed bytes readable so far.
    var readableBytes: Int { index.readableBytes }

    /// Reads up to `destination.count` decompressed bytes from `offset` on.
    /// - Returns: The bytes read; 0 at the end of the readable bytes.
    /// - Throws: ``DecompressionError/Problem`` when the compressed file cannot be read or
    ///   its data cannot be decompressed.
    func read(into destination: UnsafeMutableRawBufferPointer, at offset: Int) throws(DecompressionError.Problem) -> Int {
        let wanted = min(destination.count, index.readableBytes - offset)
        guard wanted > 0 else { return 0 }
        let target = UnsafeMutableRawBufferPointer(rebasing: destination[..<wanted])
        if index.copyFromHead(into: target, at: offset) { return wanted }
        let cursor = try cursor(toReach: offset)
        guard try cursor.passOver(to: offset, descriptor: descriptor) else { return 0 }
        var filled = 0
        while filled < wanted {
            let count = try cursor.decode(into: UnsafeMutableRawBufferPointer(rebasing: target[filled...]), descriptor: descriptor)
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }

    /// The cursor that reaches `offset` decompressing the least: this reader's, a parked one
    /// (this reader's is parked in its place), or this reader's entering at the last point
    /// before `offset`.
    private func cursor(toReach offset: Int) throws(DecompressionError.Problem) -> DecodingCursor {
        let point = index.point(atOrBefore: offset)
        let afresh = offset - point.decompressedOffset
        if let cursor, cursor.position <= offset, offset - cursor.position <= afresh { return cursor }
        if let parked = index.takeParkedCursor(reaching: offset, within: afresh) {
            if let cursor { index.park(cursor) }
            cursor = parked
            return parked
        }
        let entering = cursor ?? DecodingCursor(format: index.format)
        try entering.enter(at: point, descriptor: descriptor)
        cursor = entering
        return entering
    }
}

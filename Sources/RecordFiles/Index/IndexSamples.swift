/// The stretches of a file's indexed bytes whose hashes a kept index carries, to tell a file
/// that only grew from one that changed: the last 64 KB indexed, where a writer that appends
/// leaves its mark, and 4 KB at fifteen places spread evenly before them.
///
/// A file rewritten in place always gets a new status change time (`FileIdentity`), so an
/// unchanged size and times are proof enough; these samples guard the one case times cannot
/// tell, a file that was rewritten and then grew.
struct IndexSamples {
    /// How many stretches at most.
    static let maximumCount = 16
    /// How many bytes before the end of what was indexed the last stretch covers.
    static let tailLength = 64 * 1024
    /// The length of each spread stretch.
    static let spreadLength = 4 * 1024

    /// The stretches, as byte ranges of the file, in order; none in an index of nothing.
    let ranges: [Range<Int>]

    /// The stretches of an index of `indexedBytes` bytes whose first record starts at
    /// `preambleLength`.
    init(preambleLength: Int, indexedBytes: Int) {
        guard preambleLength < indexedBytes else {
            ranges = []
            return
        }
        let tail = max(preambleLength, indexedBytes - Self.tailLength)..<indexedBytes
        // Step 1: the space before the tail, cut into equal parts, each sampled at its start.
        let spreadSpace = tail.lowerBound - preambleLength
        let spreadCount = min(Self.maximumCount - 1, spreadSpace / Self.spreadLength)
        let spread = (0..<spreadCount).map { part in
            let start = preambleLength + spreadSpace * part / spreadCount
            return start..<min(start + Self.spreadLength, tail.lowerBound)
        }
        // Step 2: the tail last, where a growing file must match.
        ranges = spread + [tail]
    }

    /// The hash of each stretch as `file` holds it now; `nil` when any cannot be read whole.
    func hashes(of file: ReadableFile) -> [UInt64]? {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.tailLength)
        defer { buffer.deallocate() }
        var hashes: [UInt64] = []
        for range in ranges {
            let stretch = UnsafeMutableBufferPointer(rebasing: buffer[..<range.count])
            guard let count = try? file.readChunk(into: stretch, at: range.lowerBound), count == range.count else { return nil }
            hashes.append(FNV1a.hash(UnsafeRawBufferPointer(stretch)))
        }
        return hashes
    }
}

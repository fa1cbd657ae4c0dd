/// One pass over a compressed file from its start, on the calling thread: its decompressed
/// bytes are handed on a piece at a time and, when asked, an ``AccessPoint`` is noted at the
/// first place to enter the stream at least `spacing` bytes after the last.
struct DecompressionPass {
    /// The compressed file, read from its start.
    let descriptor: Int32
    /// How it is compressed.
    let format: CompressionFormat
    /// The decompressed bytes at least between points; `nil` when none are noted.
    let spacing: Int?

    /// Bytes decompressed at a time before they are handed on.
    static let outputPieceSize = 256 << 10

    /// Decompresses the whole file, unless `isCancelled` says to stop.
    /// - Parameters:
    ///   - onInput: Told the compressed bytes read so far, as they grow.
    ///   - onOutput: Handed each piece of decompressed bytes.
    ///   - onPoint: Handed each point noted.
    /// - Throws: ``DecompressionError/Problem`` for damaged or cut data, or what `onOutput` throws.
    func run(isCancelled: () -> Bool, onInput: (Int) -> Void,
             onOutput: (UnsafeRawBufferPointer) throws(DecompressionError.Problem) -> Void,
             onPoint: (AccessPoint) -> Void) throws(DecompressionError.Problem) {
        let cursor = DecodingCursor(format: format)
        try cursor.enter(at: .fileStart, descriptor: descriptor)
        // The output follows the window a gzip point keeps: the bytes decompressed before it.
        let history = AccessPoint.windowSize
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: history + Self.outputPieceSize, alignment: 16)
        defer { output.deallocate() }
        var filled = history, lastPoint = 0, reported = 0
        while !isCancelled() {
            if filled == output.count {
                output.baseAddress!.copyMemory(from: output.baseAddress! + filled - history, byteCount: history)
                filled = history
            }
            guard let step = try cursor.step(into: UnsafeMutableRawBufferPointer(rebasing: output[filled...]), descriptor: descriptor) else {
                if !cursor.isAtEnd { throw .truncated }
                return
            }
            if step.produced > 0 {
                try onOutput(UnsafeRawBufferPointer(rebasing: output[filled..<(filled + step.produced)]))
                filled += step.produced
            }
            let decompressed = cursor.position
            if let bits = step.entryBits, let spacing, decompressed - lastPoint >= spacing {
                lastPoint = decompressed
                onPoint(format == .gzip
                    ? .block(decompressedOffset: decompressed, compressedOffset: cursor.compressedPosition, bits: bits,
                             window: Array(output[(filled - min(decompressed, history))..<filled]))
                    : .frame(decompressedOffset: decompressed, compressedOffset: cursor.compressedPosition))
            }
            if cursor.compressedBytesRead > reported {
                reported = cursor.compressedBytesRead
                onInput(reported)
            }
        }
    }
}

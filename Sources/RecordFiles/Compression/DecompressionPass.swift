import Glibc

/// One pass over a compressed file from its start, on the calling thread: its decompressed
/// bytes are handed on a piece at a time and, when asked, an ``AccessPoint`` is noted at the
/// first place to enter the stream at least `spacing` bytes after the last.
struct DecompressionPass {
    /// The compressed file, read from its current position.
    let descriptor: Int32
    /// How it is compressed.
    let format: CompressionFormat
    /// The decompressed bytes at least between points; `nil` when none are noted.
    let spacing: Int?

    /// Bytes of compressed input read at a time.
    static let inputPieceSize = 256 << 10
    /// Bytes decompressed at a time before they are handed on.
    static let outputPieceSize = 256 << 10

    /// Decompresses the whole file, unless `isCancelled` says to stop.
    /// - Parameters:
    ///   - onInput: Told the compressed bytes read so far, after each piece.
    ///   - onOutput: Handed each piece of decompressed bytes.
    ///   - onPoint: Handed each point noted.
    /// - Throws: ``DecompressionError/Problem`` for damaged or cut data, or what `onOutput` throws.
    func run(isCancelled: () -> Bool, onInput: (Int) -> Void,
             onOutput: (UnsafeRawBufferPointer) throws(DecompressionError.Problem) -> Void,
             onPoint: (AccessPoint) -> Void) throws(DecompressionError.Problem) {
        let decoder: any StreamDecoder = switch format {
        case .gzip: GzipStream()
        case .zstd: ZstdStream()
        }
        // The output follows the window a gzip point keeps: the bytes decompressed before it.
        let history = AccessPoint.windowSize
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.inputPieceSize, alignment: 16)
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: history + Self.outputPieceSize, alignment: 16)
        defer {
            input.deallocate()
            output.deallocate()
        }
        var filled = history, decompressed = 0, lastPoint = 0, compressedRead = 0
        while !isCancelled() {
            let count = read(descriptor, input.baseAddress, input.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .cannotRead(errno: errno) }
            guard count > 0 else {
                if !decoder.isAtEnd { throw .truncated }
                return
            }
            var consumed = 0
            var outputMayBePending = false
            while consumed < count || outputMayBePending {
                if filled == output.count {
                    output.baseAddress!.copyMemory(from: output.baseAddress! + filled - history, byteCount: history)
                    filled = history
                }
                let hadInput = consumed < count
                let step = decoder.decode(UnsafeRawBufferPointer(rebasing: input[consumed..<count]),
                                          into: UnsafeMutableRawBufferPointer(rebasing: output[filled...]))
                consumed += step.consumed
                outputMayBePending = filled + step.produced == output.count
                if step.produced > 0 {
                    try onOutput(UnsafeRawBufferPointer(rebasing: output[filled..<(filled + step.produced)]))
                    filled += step.produced
                    decompressed += step.produced
                }
                if let failure = step.failure { throw failure }
                if let bits = step.entryBits, let spacing, decompressed - lastPoint >= spacing {
                    lastPoint = decompressed
                    onPoint(format == .gzip
                        ? .block(decompressedOffset: decompressed, compressedOffset: compressedRead + consumed, bits: bits,
                                 window: Array(output[(filled - min(decompressed, history))..<filled]))
                        : .frame(decompressedOffset: decompressed, compressedOffset: compressedRead + consumed))
                }
                // A step that neither takes nor gives would repeat forever.
                if hadInput, step.consumed == 0, step.produced == 0 { throw .corrupt(reason: "no progress") }
            }
            compressedRead += count
            onInput(compressedRead)
        }
    }
}

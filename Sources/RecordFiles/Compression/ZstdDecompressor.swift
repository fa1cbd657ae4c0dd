import CZstd

/// Zstandard through libzstd: frames one after the other, skippable ones skipped.
final class ZstdDecompressor: Decompressor {
    private let stream: OpaquePointer
    private let piece = UnsafeMutableRawPointer.allocate(byteCount: decompressedPieceSize, alignment: 16)
    /// libzstd's hint after the last call: 0 once a frame is complete.
    private var hint = 0

    init() {
        stream = ZSTD_createDStream()
        ZSTD_initDStream(stream)
    }

    deinit {
        ZSTD_freeDStream(stream)
        piece.deallocate()
    }

    var isAtEnd: Bool { hint == 0 }

    func decompress(_ input: UnsafeRawBufferPointer,
                    output: (UnsafeRawBufferPointer) throws(DecompressionError.Problem) -> Void) throws(DecompressionError.Problem) {
        guard input.count > 0 else { return }
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        var isOutputFull = false
        while source.pos < source.size || isOutputFull {
            var target = ZSTD_outBuffer(dst: piece, size: decompressedPieceSize, pos: 0)
            let result = ZSTD_decompressStream(stream, &target, &source)
            if ZSTD_isError(result) != 0 { throw .corrupt(reason: String(cString: ZSTD_getErrorName(result))) }
            hint = result
            if target.pos > 0 { try output(UnsafeRawBufferPointer(start: piece, count: target.pos)) }
            isOutputFull = target.pos == target.size
        }
    }
}

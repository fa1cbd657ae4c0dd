import CZstd

/// Zstandard through libzstd: frames one after the other, skippable ones skipped; each frame's
/// start is a place to enter the stream afresh.
final class ZstdStream: StreamDecoder {
    private let stream: OpaquePointer
    /// libzstd's hint after the last call: 0 once a frame is complete.
    private var hint = 0

    init() {
        stream = ZSTD_createDStream()
        ZSTD_initDStream(stream)
    }

    deinit {
        ZSTD_freeDStream(stream)
    }

    var isAtEnd: Bool { hint == 0 }

    func decode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> DecodeStep {
        // Without input, only output still pending inside a frame comes: after a frame's end,
        // libzstd would wait for the next one's header and say so (a file ending there would
        // read as cut short).
        guard !input.isEmpty || hint != 0 else { return DecodeStep() }
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        var target = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
        let result = ZSTD_decompressStream(stream, &target, &source)
        var step = DecodeStep(consumed: source.pos, produced: target.pos)
        if ZSTD_isError(result) != 0 {
            step.failure = .corrupt(reason: String(cString: ZSTD_getErrorName(result)))
        } else {
            hint = result
            // libzstd stops at the end of each frame: the next one starts here.
            if result == 0 { step.entryBits = 0 }
        }
        return step
    }

    func restart(at point: AccessPoint, byteBefore: UInt8) {
        ZSTD_DCtx_reset(stream, ZSTD_reset_session_only)
        hint = 0
    }
}

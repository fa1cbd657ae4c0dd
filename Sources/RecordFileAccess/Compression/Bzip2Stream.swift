import CBzip2

/// bzip2 through libbz2: streams one after the other, as `cat a.bz2 b.bz2` and `pbzip2` make
/// them. A bzip2 block starts at a bit, not a byte, and libbz2 cannot be entered there: the
/// stream is decompressed from its start only (into a copy, see ``DecompressedFile``).
final class Bzip2Stream: StreamDecoder {
    private let stream = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
    /// Whether the input so far ends between streams.
    private(set) var isAtEnd = true

    init() {
        stream.initialize(to: bz_stream())
        BZ2_bzDecompressInit(stream, 0, 0)
    }

    deinit {
        BZ2_bzDecompressEnd(stream)
        stream.deallocate()
    }

    func decode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> DecodeStep {
        guard !input.isEmpty || !isAtEnd else { return DecodeStep() }
        if isAtEnd {
            // The next stream starts here.
            BZ2_bzDecompressEnd(stream)
            stream.pointee = bz_stream()
            BZ2_bzDecompressInit(stream, 0, 0)
            isAtEnd = false
        }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: CChar.self))
        stream.pointee.avail_in = UInt32(input.count)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: CChar.self)
        stream.pointee.avail_out = UInt32(output.count)
        let result = BZ2_bzDecompress(stream)
        var step = DecodeStep(consumed: input.count - Int(stream.pointee.avail_in), produced: output.count - Int(stream.pointee.avail_out))
        switch result {
        case BZ_OK: break
        case BZ_STREAM_END: isAtEnd = true
        case BZ_DATA_ERROR, BZ_DATA_ERROR_MAGIC: step.failure = .corrupt(reason: "bzip2 data is damaged")
        case BZ_MEM_ERROR: step.failure = .corrupt(reason: "out of memory")
        default: step.failure = .corrupt(reason: "bzip2 error \(result)")
        }
        return step
    }

    func restart(at point: AccessPoint, byteBefore: UInt8) {
        // Only the file's start: a new stream begins with the next input.
        isAtEnd = true
    }
}

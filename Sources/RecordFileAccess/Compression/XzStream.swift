import CLzma

/// xz through liblzma: streams one after the other with the padding between them, as
/// `xz --decompress` reads them. Decompressed from the file's start only (into a copy, see
/// ``DecompressedFile``).
final class XzStream: StreamDecoder {
    private let stream = UnsafeMutablePointer<lzma_stream>.allocate(capacity: 1)
    /// Whether the input so far ends between streams.
    private(set) var isAtEnd = true

    /// The most memory the decoder may use: a file asking for more is taken for damaged
    /// (`xz -9` needs 65 MB).
    private static let memoryLimit: UInt64 = 1 << 30

    init() {
        stream.initialize(to: clzma_stream_init())
    }

    deinit {
        lzma_end(stream)
        stream.deallocate()
    }

    func decode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> DecodeStep {
        var consumed = 0
        if isAtEnd {
            // Between streams: padding (zero bytes) is passed over, anything else starts one.
            consumed = input.prefix { $0 == 0 }.count
            guard consumed < input.count else { return DecodeStep(consumed: consumed) }
            lzma_end(stream)
            stream.pointee = clzma_stream_init()
            guard lzma_stream_decoder(stream, Self.memoryLimit, 0) == LZMA_OK else {
                return DecodeStep(consumed: consumed, failure: .corrupt(reason: "out of memory"))
            }
            isAtEnd = false
        }
        let rest = UnsafeRawBufferPointer(rebasing: input[consumed...])
        stream.pointee.next_in = rest.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_in = rest.count
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = output.count
        let result = lzma_code(stream, LZMA_RUN)
        var step = DecodeStep(consumed: consumed + rest.count - stream.pointee.avail_in,
                              produced: output.count - stream.pointee.avail_out)
        switch result {
        case LZMA_OK, LZMA_BUF_ERROR: break
        case LZMA_STREAM_END: isAtEnd = true
        case LZMA_MEM_ERROR, LZMA_MEMLIMIT_ERROR: step.failure = .corrupt(reason: "xz data needs too much memory")
        case LZMA_FORMAT_ERROR: step.failure = .corrupt(reason: "not xz data")
        case LZMA_OPTIONS_ERROR: step.failure = .corrupt(reason: "xz options this library does not know")
        default: step.failure = .corrupt(reason: "xz data is damaged")
        }
        return step
    }

    func restart(at point: AccessPoint, byteBefore: UInt8) {
        // Only the file's start: a new stream begins with the next input.
        isAtEnd = true
    }
}

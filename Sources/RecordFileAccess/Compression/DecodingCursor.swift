import Glibc

/// A decoder standing at a decompressed offset of a compressed file, with the compressed input
/// it has read ahead. The pass that opens a file moves one from its start to its end; a reader
/// moves one forward, and a reader let go of parks it in the file's ``AccessPointIndex``, where
/// the next reader that wants bytes a little further on takes it up instead of entering the
/// file afresh.
final class DecodingCursor: @unchecked Sendable {
    /// The decompressed offset the decoder stands at.
    private(set) var position = 0
    private let decoder: any StreamDecoder
    /// Compressed input read ahead: `input[inputStart..<inputEnd]` is still to decode, and
    /// `inputOffset` is the file offset of the byte after it.
    private let input = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
    private var inputStart = 0, inputEnd = 0, inputOffset = 0
    /// Whether the last step filled its output: the decoder may hold more without input.
    private var outputMayBePending = false
    /// A failure met in a step that still gave bytes, told at the next step.
    private var pendingFailure: DecompressionError.Problem?
    /// Where the bytes passed over on the way to a read are decompressed.
    private let passedOver = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)

    /// A cursor for a file in `format`, which stands nowhere until ``enter(at:descriptor:)``.
    init(format: CompressionFormat) {
        decoder = switch format {
        case .gzip: GzipStream()
        case .zstd: ZstdStream()
        case .bzip2: Bzip2Stream()
        case .xz: XzStream()
        }
    }

    deinit {
        input.deallocate()
        passedOver.deallocate()
    }

    /// Starts decoding afresh at `point` of the file open at `descriptor`.
    func enter(at point: AccessPoint, descriptor: Int32) throws(DecompressionError.Problem) {
        var byteBefore: UInt8 = 0
        if point.bits > 0 {
            let count = try withUnsafeMutableBytes(of: &byteBefore) { byte throws(DecompressionError.Problem) in
                try Self.read(descriptor, into: byte, at: point.compressedOffset - 1)
            }
            guard count == 1 else { throw .truncated }
        }
        decoder.restart(at: point, byteBefore: byteBefore)
        inputStart = 0
        inputEnd = 0
        inputOffset = point.compressedOffset
        outputMayBePending = false
        pendingFailure = nil
        position = point.decompressedOffset
    }

    /// Whether the compressed bytes decoded so far end where the data may end: not inside a
    /// member or a frame.
    var isAtEnd: Bool { decoder.isAtEnd }

    /// The compressed file's bytes decoded so far: the offset of the next one to decode.
    var compressedPosition: Int { inputOffset - (inputEnd - inputStart) }

    /// The compressed file's bytes read so far, some of them not decoded yet.
    var compressedBytesRead: Int { inputOffset }

    /// Decompresses and drops the bytes up to `offset`, which lies at or after ``position``.
    /// - Returns: `false` when the file ends before it.
    func passOver(to offset: Int, descriptor: Int32) throws(DecompressionError.Problem) -> Bool {
        while position < offset {
            let count = try decode(into: UnsafeMutableRawBufferPointer(rebasing: passedOver[..<min(passedOver.count, offset - position)]),
                                   descriptor: descriptor)
            guard count > 0 else { return false }
        }
        return true
    }

    /// Decompresses the next bytes into `output`, reading input from `descriptor` as needed.
    /// - Returns: The bytes decompressed: 0 only at the end of the compressed file.
    func decode(into output: UnsafeMutableRawBufferPointer, descriptor: Int32) throws(DecompressionError.Problem) -> Int {
        while let step = try step(into: output, descriptor: descriptor) {
            if step.produced > 0 { return step.produced }
        }
        return 0
    }

    /// Decodes into `output` until a step gives bytes or reaches a place where the stream can
    /// be entered afresh (``DecodeStep/entryBits``), reading input from `descriptor` as needed.
    /// - Returns: That step; `nil` at the end of the compressed file.
    /// - Throws: ``DecompressionError/Problem`` for damaged data (after the bytes before the
    ///   damage were given), or when the file cannot be read.
    func step(into output: UnsafeMutableRawBufferPointer, descriptor: Int32) throws(DecompressionError.Problem) -> DecodeStep? {
        if let pendingFailure { throw pendingFailure }
        while true {
            if inputStart == inputEnd, !outputMayBePending {
                inputStart = 0
                inputEnd = try Self.read(descriptor, into: input, at: inputOffset)
                inputOffset += inputEnd
                guard inputEnd > 0 else { return nil }
            }
            let hadInput = inputStart < inputEnd
            let step = decoder.decode(UnsafeRawBufferPointer(rebasing: input[inputStart..<inputEnd]), into: output)
            inputStart += step.consumed
            outputMayBePending = step.produced == output.count
            position += step.produced
            pendingFailure = step.failure
            // A step that neither takes nor gives would repeat forever.
            if hadInput, step.consumed == 0, step.produced == 0, step.failure == nil { pendingFailure = .corrupt(reason: "no progress") }
            if step.produced > 0 || step.entryBits != nil { return step }
            if let pendingFailure { throw pendingFailure }
        }
    }

    /// Reads compressed bytes from `offset` on.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
                             at offset: Int) throws(DecompressionError.Problem) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 { return count }
            guard errno == EINTR else { throw .cannotRead(errno: errno) }
        }
    }
}

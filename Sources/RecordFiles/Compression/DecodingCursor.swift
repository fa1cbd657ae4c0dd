import Glibc

/// A decoder standing at a decompressed offset of a compressed file, with the compressed input
/// it has read ahead. A reader moves it forward; a reader let go of parks it in the file's
/// ``AccessPointIndex``, where the next reader that wants bytes a little further on takes it
/// up instead of entering the file afresh.
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
    /// Where the bytes passed over on the way to a read are decompressed.
    private let passedOver = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)

    /// A cursor for a file in `format`, which stands nowhere until ``enter(at:descriptor:)``.
    init(format: CompressionFormat) {
        decoder = switch format {
        case .gzip: GzipStream()
        case .zstd: ZstdStream()
        }
    }

    deinit {
        input.deallocate()
        passedOver.deallocate()
    }

    /// Starts decoding afresh at `point` of the file open at `descriptor`.
    func enter(at point: AccessPoint, descriptor: Int32) throws(Errno) {
        var byteBefore: UInt8 = 0
        if point.bits > 0 {
            let count = try withUnsafeMutableBytes(of: &byteBefore) { byte throws(Errno) in
                try Self.read(descriptor, into: byte, at: point.compressedOffset - 1)
            }
            guard count == 1 else { throw Errno(EIO) }
        }
        decoder.restart(at: point, byteBefore: byteBefore)
        inputStart = 0
        inputEnd = 0
        inputOffset = point.compressedOffset
        outputMayBePending = false
        position = point.decompressedOffset
    }

    /// Decompresses and drops the bytes up to `offset`, which lies at or after ``position``.
    /// - Returns: `false` when the file ends before it.
    func passOver(to offset: Int, descriptor: Int32) throws(Errno) -> Bool {
        while position < offset {
            let count = try decode(into: UnsafeMutableRawBufferPointer(rebasing: passedOver[..<min(passedOver.count, offset - position)]),
                                   descriptor: descriptor)
            guard count > 0 else { return false }
        }
        return true
    }

    /// Decompresses the next bytes into `output`, reading input from `descriptor` as needed.
    /// - Returns: The bytes decompressed: 0 only at the end of the compressed file.
    func decode(into output: UnsafeMutableRawBufferPointer, descriptor: Int32) throws(Errno) -> Int {
        while true {
            if inputStart == inputEnd, !outputMayBePending {
                inputStart = 0
                inputEnd = try Self.read(descriptor, into: input, at: inputOffset)
                inputOffset += inputEnd
                guard inputEnd > 0 else { return 0 }
            }
            let hadInput = inputStart < inputEnd
            let step = decoder.decode(UnsafeRawBufferPointer(rebasing: input[inputStart..<inputEnd]), into: output)
            inputStart += step.consumed
            outputMayBePending = step.produced == output.count
            if step.produced > 0 {
                position += step.produced
                return step.produced
            }
            // A step that neither takes nor gives would repeat forever.
            if step.failure != nil || (hadInput && step.consumed == 0) { throw Errno(EIO) }
        }
    }

    /// Reads compressed bytes from `offset` on.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        while true {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if count >= 0 { return count }
            guard errno == EINTR else { throw Errno(errno) }
        }
    }
}

/// A system error number, as a thrown error.
struct Errno: Error {
    let code: Int32

    init(_ code: Int32) {
        self.code = code
    }
}

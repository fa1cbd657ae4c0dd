import Glibc

/// Reads a compressed file at its decompressed offsets through its ``AccessPointIndex``: a
/// read goes on from where the last one stopped, or enters the file afresh at the last access
/// point before it, whichever decompresses less that is not wanted. Reads one after another
/// cost no more than decompressing the file once; a jump, at most the points' spacing.
final class DecompressedReader {
    private let index: AccessPointIndex
    private let descriptor: Int32
    private let decoder: any StreamDecoder
    /// The decompressed offset the decoder stands at; `nil` before it entered the file.
    private var position: Int?
    /// Compressed input read ahead: `input[inputStart..<inputEnd]` is still to decode, and
    /// `inputOffset` is the file offset of the byte after it.
    private let input = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)
    private var inputStart = 0, inputEnd = 0, inputOffset = 0
    /// Whether the last step filled its output: the decoder may hold more without input.
    private var outputMayBePending = false
    /// Where the bytes passed over on the way to a read are decompressed.
    private let passedOver = UnsafeMutableRawBufferPointer.allocate(byteCount: 128 << 10, alignment: 16)

    /// Reads through `index` the compressed file open at `descriptor` (which stays the
    /// caller's to close).
    init(index: AccessPointIndex, descriptor: Int32) {
        self.index = index
        self.descriptor = descriptor
        decoder = switch index.format {
        case .gzip: GzipStream()
        case .zstd: ZstdStream()
        }
    }

    deinit {
        input.deallocate()
        passedOver.deallocate()
    }

    /// The decompressed bytes readable so far.
    var readableBytes: Int { index.readableBytes }

    /// Reads up to `destination.count` decompressed bytes from `offset` on.
    /// - Returns: The bytes read; 0 at the end of the readable bytes.
    /// - Throws: The system's `errno` when the compressed file cannot be read, `EIO` when its
    ///   data cannot be decompressed.
    func read(into destination: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        let wanted = min(destination.count, index.readableBytes - offset)
        guard wanted > 0 else { return 0 }
        let point = index.point(atOrBefore: offset)
        if let position, position <= offset, offset - position <= offset - point.decompressedOffset {
            // Going on is nearer than entering afresh.
        } else {
            try enter(at: point)
        }
        while let position, position < offset {
            let passed = try decode(into: UnsafeMutableRawBufferPointer(rebasing: passedOver[..<min(passedOver.count, offset - position)]))
            guard passed > 0 else { return 0 }
            self.position = position + passed
        }
        var filled = 0
        while filled < wanted {
            let count = try decode(into: UnsafeMutableRawBufferPointer(rebasing: destination[filled..<wanted]))
            guard count > 0 else { break }
            filled += count
        }
        position = offset + filled
        return filled
    }

    /// Starts decoding afresh at `point`.
    private func enter(at point: AccessPoint) throws(Errno) {
        var byteBefore: UInt8 = 0
        if point.bits > 0 {
            let count = try withUnsafeMutableBytes(of: &byteBefore) { byte throws(Errno) in
                try readInput(into: byte, at: point.compressedOffset - 1)
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

    /// Decompresses the next bytes into `output`, reading input as needed.
    /// - Returns: The bytes decompressed: 0 only at the end of the compressed file.
    private func decode(into output: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        while true {
            if inputStart == inputEnd, !outputMayBePending {
                inputStart = 0
                inputEnd = try readInput(into: input, at: inputOffset)
                inputOffset += inputEnd
                guard inputEnd > 0 else { return 0 }
            }
            let hadInput = inputStart < inputEnd
            let step = decoder.decode(UnsafeRawBufferPointer(rebasing: input[inputStart..<inputEnd]), into: output)
            inputStart += step.consumed
            outputMayBePending = step.produced == output.count
            if step.produced > 0 { return step.produced }
            // A step that neither takes nor gives would repeat forever.
            if step.failure != nil || (hadInput && step.consumed == 0) { throw Errno(EIO) }
        }
    }

    /// Reads compressed bytes from `offset` on.
    private func readInput(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
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

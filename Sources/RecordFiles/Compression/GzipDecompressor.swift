import CZlib

/// gzip through zlib: members one after the other, as `cat a.gz b.gz` makes them; bytes after
/// the last member that do not start another (padding) are ignored, as `gzip -d` does.
final class GzipDecompressor: Decompressor {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let piece = UnsafeMutablePointer<UInt8>.allocate(capacity: decompressedPieceSize)
    /// Whether the last member ended; the next byte starts another, or is padding.
    private var memberEnded = false
    private var ignoresTheRest = false
    private var hasInput = false

    init() {
        stream.initialize(to: z_stream())
        _ = czlib_inflate_init_gzip(stream)
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        piece.deallocate()
    }

    var isAtEnd: Bool { memberEnded || ignoresTheRest || !hasInput }

    func decompress(_ input: UnsafeRawBufferPointer,
                    output: (UnsafeRawBufferPointer) throws(DecompressionError.Problem) -> Void) throws(DecompressionError.Problem) {
        guard !ignoresTheRest, let base = input.baseAddress, input.count > 0 else { return }
        hasInput = true
        var consumed = 0
        while consumed < input.count {
            if memberEnded {
                guard input[consumed] == 0x1F else {
                    ignoresTheRest = true
                    return
                }
                inflateReset(stream)
                memberEnded = false
            }
            stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self) + consumed)
            stream.pointee.avail_in = uInt(input.count - consumed)
            while true {
                stream.pointee.next_out = piece
                stream.pointee.avail_out = uInt(decompressedPieceSize)
                let result = inflate(stream, Z_NO_FLUSH)
                let produced = decompressedPieceSize - Int(stream.pointee.avail_out)
                if produced > 0 { try output(UnsafeRawBufferPointer(start: piece, count: produced)) }
                if result == Z_STREAM_END {
                    memberEnded = true
                    break
                }
                guard result == Z_OK || result == Z_BUF_ERROR else {
                    let reason = stream.pointee.msg.map { String(cString: $0) } ?? "error \(result)"
                    throw .corrupt(reason: reason)
                }
                // All input taken and all output handed on: more input is needed.
                if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { break }
            }
            consumed = input.count - Int(stream.pointee.avail_in)
        }
    }
}

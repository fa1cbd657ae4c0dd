import CZlib

/// gzip through zlib: members one after the other, as `cat a.gz b.gz` makes them; bytes after
/// the last member that do not start another (padding) are ignored, as `gzip -d` does. Each
/// deflate block's start is a place to enter the stream afresh (zlib's `Z_BLOCK`).
final class GzipStream: StreamDecoder {
    private enum Phase {
        /// Inside a member: its header, blocks or trailer.
        case inflating
        /// Past a member's last block, entered at an access point (raw deflate, which knows no
        /// trailer): the trailer's bytes still to pass over.
        case passingTrailer(Int)
        /// After a member: the next byte starts another, or is padding.
        case betweenMembers
        /// Padding after the last member.
        case ignoring
    }

    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var phase = Phase.inflating
    /// Whether the member is read as raw deflate, entered at an access point.
    private var isRaw = false
    private var hasInput = false

    /// A gzip member's trailer: its CRC-32 and its size.
    private static let trailerSize = 8

    init() {
        stream.initialize(to: z_stream())
        _ = czlib_inflate_init_gzip(stream)
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    var isAtEnd: Bool {
        switch phase {
        case .betweenMembers, .ignoring: true
        case .inflating: !hasInput
        case .passingTrailer: false
        }
    }

    private var isInflating: Bool {
        if case .inflating = phase { true } else { false }
    }

    func decode(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> DecodeStep {
        // Without input, only output still pending inside a member comes.
        guard !input.isEmpty || (hasInput && isInflating) else { return DecodeStep() }
        hasInput = true
        switch phase {
        case .ignoring:
            return DecodeStep(consumed: input.count)
        case .passingTrailer(let remaining):
            let passed = min(remaining, input.count)
            phase = remaining > passed ? .passingTrailer(remaining - passed) : .betweenMembers
            return DecodeStep(consumed: passed)
        case .betweenMembers:
            guard input[0] == 0x1F else {
                phase = .ignoring
                return DecodeStep(consumed: input.count)
            }
            inflateReset2(stream, 16 + MAX_WBITS)
            isRaw = false
            phase = .inflating
        case .inflating:
            break
        }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(output.count)
        let result = inflate(stream, Z_BLOCK)
        var step = DecodeStep(consumed: input.count - Int(stream.pointee.avail_in), produced: output.count - Int(stream.pointee.avail_out))
        switch result {
        case Z_STREAM_END where isRaw:
            // The end may come from bits read before, taking no byte: the trailer is passed
            // over here, as far as the input goes, so that the step takes some.
            let passed = min(Self.trailerSize, input.count - step.consumed)
            step.consumed += passed
            phase = passed < Self.trailerSize ? .passingTrailer(Self.trailerSize - passed) : .betweenMembers
        case Z_STREAM_END:
            phase = .betweenMembers
        case Z_OK, Z_BUF_ERROR:
            // 128: at a block's start; 64: in the member's last block, whose end is no entry.
            let state = Int(stream.pointee.data_type)
            if state & 128 != 0, state & 64 == 0 { step.entryBits = state & 7 }
        default:
            step.failure = .corrupt(reason: stream.pointee.msg.map { String(cString: $0) } ?? "error \(result)")
        }
        return step
    }

    func restart(at point: AccessPoint, byteBefore: UInt8) {
        hasInput = false
        phase = .inflating
        isRaw = !point.startsStream
        guard isRaw else {
            inflateReset2(stream, 16 + MAX_WBITS)
            return
        }
        inflateReset2(stream, -MAX_WBITS)
        if point.bits > 0 { inflatePrime(stream, Int32(point.bits), Int32(byteBefore >> (8 - point.bits))) }
        if !point.window.isEmpty {
            point.window.withUnsafeBufferPointer { _ = inflateSetDictionary(stream, $0.baseAddress, uInt($0.count)) }
        }
    }
}

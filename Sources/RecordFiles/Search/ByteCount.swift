/// Counts a byte's occurrences (or a pair's) as a fast `wc -l` counts line feeds: byte-wide
/// counters, sixteen for each sixteen bytes of a 64-byte block, each gain one where their lane
/// holds it, and are added up before any can overflow.
enum ByteCount {
    /// How many of `bytes` are `byte`.
    static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let wanted = SIMD16<UInt8>(repeating: byte)
        return count(bytes.count) { offset in
            UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self) .== wanted
        } isCounted: { base[$0] == byte }
    }

    /// How many of `bytes` are `first` followed by `second` (the last byte of `bytes` is not
    /// looked past).
    static func pairs(of first: UInt8, _ second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return 0 }
        let firsts = SIMD16<UInt8>(repeating: first), seconds = SIMD16<UInt8>(repeating: second)
        return count(bytes.count - 1) { offset in
            let raw = UnsafeRawPointer(base + offset)
            return (raw.loadUnaligned(as: SIMD16<UInt8>.self) .== firsts) .& (raw.loadUnaligned(fromByteOffset: 1, as: SIMD16<UInt8>.self) .== seconds)
        } isCounted: { base[$0] == first && base[$0 + 1] == second }
    }

    /// How many of the places `0..<places` are counted: `lanes(at:)` tells for the sixteen from
    /// a place on, `isCounted` for one.
    @inline(__always)
    private static func count(_ places: Int, lanes: (Int) -> SIMDMask<SIMD16<Int8>>, isCounted: (Int) -> Bool) -> Int {
        @inline(__always)
        func ones(at offset: Int) -> SIMD16<UInt8> {
            // A lane counted is all ones: taking it away adds one.
            unsafeBitCast(lanes(offset), to: SIMD16<UInt8>.self)
        }
        var count = 0
        var position = 0
        while position + 64 <= places {
            // Four sets of counters, one per sixteen bytes of each 64, so that the processor adds
            // to them at once; each gains at most one in 64 bytes, and 63 blocks keep the four
            // together within a byte: they are summed once (a dense search counts the line ends
            // between two matches, often a block or two).
            var lanes = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())
            let end = min(places - 63, position + 63 * 64)
            while position < end {
                lanes.0 &-= ones(at: position)
                lanes.1 &-= ones(at: position + 16)
                lanes.2 &-= ones(at: position + 32)
                lanes.3 &-= ones(at: position + 48)
                position += 64
            }
            count += sum(of: lanes.0 &+ lanes.1 &+ lanes.2 &+ lanes.3)
        }
        guard position < places else { return count }
        guard places >= 16 else {
            while position < places {
                if isCounted(position) { count += 1 }
                position += 1
            }
            return count
        }
        // Under 64 places left: sixteen at a time, then the last sixteen with the lanes of those
        // counted already masked out.
        var rest = SIMD16<UInt8>()
        while position + 16 <= places {
            rest &-= ones(at: position)
            position += 16
        }
        if position < places {
            // The lanes past those counted, as two words' bits (a comparison of lane numbers
            // would compile to a loop over the lanes).
            let countedBits = UInt64(16 - (places - position)) * 8
            let fresh = countedBits >= 64 ? SIMD2<UInt64>(0, ~0 << (countedBits - 64)) : SIMD2<UInt64>(~0 << countedBits, ~0)
            rest &-= ones(at: places - 16) & unsafeBitCast(fresh, to: SIMD16<UInt8>.self)
        }
        return count + sum(of: rest)
    }

    /// The sum of the sixteen counters: in each half, pairs of bytes added into 16-bit sums
    /// (at most 510 each), and those four added by one multiplication.
    @inline(__always)
    private static func sum(of lanes: SIMD16<UInt8>) -> Int {
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        let pairs = (halves[0] & evenBytes) &+ ((halves[0] >> 8) & evenBytes)
            &+ (halves[1] & evenBytes) &+ ((halves[1] >> 8) & evenBytes)
        return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
    }
}

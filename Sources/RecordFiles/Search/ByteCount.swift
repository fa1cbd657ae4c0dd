/// Counts a byte's occurrences as a fast `wc -l` counts line feeds: sixteen byte-wide counters
/// each gain one where their lane holds it, and are added up before any can overflow.
enum ByteCount {
    /// How many of `bytes` are `byte`.
    static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let wanted = SIMD16<UInt8>(repeating: byte)
        var count = 0
        var position = 0
        while position + 16 <= bytes.count {
            // Each counter gains at most one in 16 bytes: 255 times that still fits in a byte.
            var lanes = SIMD16<UInt8>()
            let end = min(bytes.count - 15, position + 255 * 16)
            while position < end {
                let block = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<UInt8>.self)
                // A lane that holds the byte is all ones: taking it away adds one.
                lanes &-= unsafeBitCast(block .== wanted, to: SIMD16<UInt8>.self)
                position += 16
            }
            count += sum(of: lanes)
        }
        while position < bytes.count {
            if base[position] == byte { count += 1 }
            position += 1
        }
        return count
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

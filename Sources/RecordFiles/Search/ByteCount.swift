/// Counts a byte's occurrences as a fast `wc -l` counts line feeds: sixteen byte-wide counters
/// each gain one where their lane holds it, and are added up before any can overflow.
enum ByteCount {
    /// How many of `bytes` are `byte`.
    static func occurrences(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let wanted = SIMD16<UInt8>(repeating: byte)
        var count = 0
        var position = 0
        while position + 64 <= bytes.count {
            // Each counter gains at most four in 64 bytes: 63 times that still fits in a byte.
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 63, position + 64 <= bytes.count {
                for part in 0..<4 {
                    let block = UnsafeRawPointer(base + position + 16 * part).loadUnaligned(as: SIMD16<UInt8>.self)
                    // A lane that holds the byte is all ones: taking it away adds one.
                    lanes &-= unsafeBitCast(block .== wanted, to: SIMD16<UInt8>.self)
                }
                position += 64
                blocks += 1
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while position < bytes.count {
            if base[position] == byte { count += 1 }
            position += 1
        }
        return count
    }
}

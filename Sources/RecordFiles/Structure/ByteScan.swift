/// Finding the next byte that matters among bytes that do not, sixteen at a time with Swift's
/// `SIMD16`: how a structural scanner skips plain text.
enum ByteScan {
    /// The index of the first byte at or after `start` that is `a`, `b` or `c`; `bytes.count`
    /// when there is none.
    @inline(__always)
    static func firstIndex(of a: UInt8, _ b: UInt8, _ c: UInt8,
                           in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        let first = SIMD16<UInt8>(repeating: a)
        let second = SIMD16<UInt8>(repeating: b)
        let third = SIMD16<UInt8>(repeating: c)
        while index + 16 <= bytes.count {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            if any((block .== first) .| (block .== second) .| (block .== third)) { break }
            index += 16
        }
        while index < bytes.count {
            let byte = base[index]
            if byte == a || byte == b || byte == c { return index }
            index += 1
        }
        return index
    }
}

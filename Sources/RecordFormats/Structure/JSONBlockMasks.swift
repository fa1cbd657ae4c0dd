import CSIMD

/// Sixty-four bytes of JSON as bit masks, one bit per byte (bit 0 the first byte), as
/// simdjson's structural stage sees them: quotes, line feeds and brackets (and whether there
/// is a backslash), and the commas when asked (``commas(in:)``: inside an element's own
/// brackets no comma counts, and most blocks are). With the quotes' running parity, the
/// brackets and commas outside strings are found for the whole block at once.
struct JSONBlockMasks {
    static let width = 64

    let quotes: UInt64
    /// Whether any of the bytes is a backslash.
    let hasBackslash: Bool
    let lineFeeds: UInt64
    /// `[`, `]`, `{` and `}`.
    let brackets: UInt64

    /// The masks of the 64 bytes at `bytes`.
    @inline(__always)
    init(_ bytes: UnsafePointer<UInt8>) {
        var quotes: UInt64 = 0, lineFeeds: UInt64 = 0, brackets: UInt64 = 0
        var backslashes = SIMDMask<SIMD16<Int8>>(repeating: false)
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
        let lineFeed = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
        // Bit 5 set, `[` and `]` become `{` and `}`.
        let bit5 = SIMD16<UInt8>(repeating: 0x20)
        let opening = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let closing = SIMD16<UInt8>(repeating: UInt8(ascii: "}"))
        for part in 0..<4 {
            let block = UnsafeRawPointer(bytes + 16 * part).loadUnaligned(as: SIMD16<UInt8>.self)
            let folded = block | bit5
            let shift = UInt64(16 * part)
            quotes |= Self.bits(block .== quote) << shift
            backslashes = backslashes .| (block .== backslash)
            lineFeeds |= Self.bits(block .== lineFeed) << shift
            brackets |= Self.bits((folded .== opening) .| (folded .== closing)) << shift
        }
        self.quotes = quotes
        let backslashWords = backslashes.words
        hasBackslash = backslashWords[0] | backslashWords[1] != 0
        self.lineFeeds = lineFeeds
        self.brackets = brackets
    }

    /// The commas of the 64 bytes at `bytes`.
    @inline(__always)
    static func commas(in bytes: UnsafePointer<UInt8>) -> UInt64 {
        let comma = SIMD16<UInt8>(repeating: UInt8(ascii: ","))
        var commas: UInt64 = 0
        for part in 0..<4 {
            let block = UnsafeRawPointer(bytes + 16 * part).loadUnaligned(as: SIMD16<UInt8>.self)
            commas |= bits(block .== comma) << UInt64(16 * part)
        }
        return commas
    }

    /// Sixteen lanes as sixteen bits, bit 0 the first lane: one instruction (pmovmskb).
    @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        UInt64(csimd_lane_bits(unsafeBitCast(mask, to: SIMD16<Int8>.self)))
    }

    /// Bit `i` is the parity of the bits 0 to `i` of `mask`: for quotes, whether byte `i` leaves
    /// the text inside a string (when the block began outside one).
    @inline(__always)
    static func prefixParity(_ mask: UInt64) -> UInt64 {
        var parity = mask
        parity ^= parity << 1
        parity ^= parity << 2
        parity ^= parity << 4
        parity ^= parity << 8
        parity ^= parity << 16
        parity ^= parity << 32
        return parity
    }
}

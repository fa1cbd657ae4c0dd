/// Finding the next byte that matters among bytes that do not, sixteen at a time with Swift's
/// `SIMD16`: how a structural scanner skips plain text.
package enum ByteScan {
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
            if let lane = ((block .== first) .| (block .== second) .| (block .== third)).firstLane {
                return index + lane
            }
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

extension ByteScan {
    /// The offset of the last `byte` from `start` up to, not including, `end` in the bytes at
    /// `base`, found sixteen bytes at a time from the end; `nil` when there is none.
    @inline(__always)
    package static func lastIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, before end: Int) -> Int? {
        let wanted = SIMD16<UInt8>(repeating: byte)
        var blockEnd = end
        while blockEnd - start >= 16 {
            let block = UnsafeRawPointer(base + blockEnd - 16).loadUnaligned(as: SIMD16<UInt8>.self)
            let bits = JSONBlockMasks.bits(block .== wanted)
            if bits != 0 { return blockEnd - 16 + (63 - bits.leadingZeroBitCount) }
            blockEnd -= 16
        }
        while blockEnd > start {
            blockEnd -= 1
            if base[blockEnd] == byte { return blockEnd }
        }
        return nil
    }

    /// Of the 64 bytes at `start`, those equal to `byte`, as bits (bit 0 the first byte).
    @inline(__always)
    static func bits(of byte: UInt8, in start: UnsafePointer<UInt8>) -> UInt64 {
        let wanted = SIMD16<UInt8>(repeating: byte)
        let raw = UnsafeRawPointer(start)
        var bits: UInt64 = 0
        for part in 0..<4 {
            let block = raw.loadUnaligned(fromByteOffset: 16 * part, as: SIMD16<UInt8>.self)
            bits |= JSONBlockMasks.bits(block .== wanted) << UInt64(16 * part)
        }
        return bits
    }

    /// The index of the first byte at or after `start` that is a quote, a comma, a line feed or
    /// a bracket of JSON (`[`, `]`, `{`, `}`); `bytes.count` when there is none.
    @inline(__always)
    static func firstJSONStructureIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        // Bit 5 set, `[` and `]` become `{` and `}`.
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let comma = SIMD16<UInt8>(repeating: UInt8(ascii: ","))
        let lineFeed = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
        let opening = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let closing = SIMD16<UInt8>(repeating: UInt8(ascii: "}"))
        let bit5 = SIMD16<UInt8>(repeating: 0x20)
        while index + 16 <= bytes.count {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let folded = block | bit5
            let found = (block .== quote) .| (block .== comma) .| (block .== lineFeed) .| (folded .== opening) .| (folded .== closing)
            if let lane = found.firstLane { return index + lane }
            index += 16
        }
        while index < bytes.count {
            switch base[index] {
            case UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"):
                return index
            default:
                index += 1
            }
        }
        return index
    }

    /// How many characters the bytes from `start` to `end` hold, as columns count them: every
    /// byte but UTF-8's continuation bytes.
    @inline(__always)
    static func characterCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress, start < end else { return 0 }
        var index = start
        var count = 0
        let top = SIMD16<UInt8>(repeating: 0xC0)
        let continuation = SIMD16<UInt8>(repeating: 0x80)
        while index + 16 <= end {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let words = ((block & top) .!= continuation).words
            count += (words[0].nonzeroBitCount + words[1].nonzeroBitCount) / 8
            index += 16
        }
        while index < end {
            if base[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}

/// Lanes of a comparison of sixteen bytes, tested and walked with integer instructions: the
/// mask read as two 64-bit words holds a byte of ones for each lane set. (The standard
/// library's `any(_:)` reduces the lanes one by one, several times slower.)
extension SIMDMask where Storage == SIMD16<Int8> {
    /// The mask as two words, lanes 0–7 and 8–15.
    @inline(__always)
    var words: SIMD2<UInt64> { unsafeBitCast(self, to: SIMD2<UInt64>.self) }

    /// The first lane set, if any.
    @inline(__always)
    var firstLane: Int? {
        let words = words
        if words[0] != 0 { return words[0].trailingZeroBitCount / 8 }
        if words[1] != 0 { return 8 + words[1].trailingZeroBitCount / 8 }
        return nil
    }
}

extension ByteScan {
    /// The bytes of blocks whose offsets are gathered at a time: 32 blocks, whose worst case
    /// (every byte) fits 16 KB of offsets.
    static let gatheringStretch = 32 * 64

    /// How many offsets ``gatherOffsets(of:in:from:to:into:)`` may write for a
    /// ``gatheringStretch``: one per byte, and the writes it makes past the last offset found.
    static let offsetsCapacity = gatheringStretch + unconditionalOffsetWrites

    /// Offsets written for each block whatever its count: on lines of a block's length or more,
    /// most blocks hold fewer.
    private static let unconditionalOffsetWrites = 2

    /// Writes to `offsets` the offset of every `byte` in the whole 64-byte blocks at `base` from
    /// `start` before `end`, in order, and returns how many there are. It does not branch on
    /// whether a block holds the byte, nor on how many times unless more than twice: a scan
    /// that did so mispredicted about every other block on lines about a block long, which cost
    /// more than finding the bytes (a text log's boundary scan took a fifth less time without).
    /// `end - start` is at most ``gatheringStretch``, and `offsets` has room for
    /// ``offsetsCapacity``.
    @inline(__always)
    static func gatherOffsets(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int,
                              into offsets: UnsafeMutablePointer<Int>) -> Int {
        var count = 0
        var block = start
        while block &+ 64 <= end {
            var bits = bits(of: byte, in: base + block)
            // Past the block's last one these write 64 past the block and do not count it.
            for _ in 0..<unconditionalOffsetWrites {
                offsets[count] = block &+ bits.trailingZeroBitCount
                count &+= bits != 0 ? 1 : 0
                bits &= bits &- 1
            }
            while bits != 0 {
                offsets[count] = block &+ bits.trailingZeroBitCount
                count &+= 1
                bits &= bits &- 1
            }
            block &+= 64
        }
        return count
    }
}

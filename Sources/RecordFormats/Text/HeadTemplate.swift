/// Tells a text log's head lines (``TextEntries/isHead(_:)``) at memory speed in a log whose
/// lines start with time stamps: the last line whose stamp was read is kept with how far the
/// reading looked, and a line whose bytes are the same that far, but for the digits of the
/// minutes, the seconds and the fraction, starts with a stamp as surely. Every value of those
/// digits makes a valid time (a minute's or second's tens digit up to 5), and the reader takes
/// the same steps on the same bytes, so the answer is the one reading the stamp again would
/// give; any other line is read, and becomes the template when it is a head. Where the reading
/// only asked whether a byte is a digit or a letter, the line's byte need only answer alike.
package struct HeadTemplate {
    /// The head last read, padded with zeros to 64 bytes.
    private var bytes = Bytes64()
    /// What a line must be to match, worked out from the head's reading once, not per line.
    /// Whether any line can: not when the reading looked past 64 bytes.
    private var isMatchable = false
    /// A line matches only when it is `count` bytes long (the reading looked past the head's
    /// end), else when it holds at least the `shortestCount` bytes the reading looked at.
    private var needsSameCount = false
    private var count = 0
    private var shortestCount = 0
    /// How many blocks of sixteen bytes the reading looked into.
    private var blocks = 0
    /// The bytes that must equal the head's.
    private var exact: UInt64 = 0
    /// The bytes whose digit-ness must be as given: a digit up to `digitLimits`' (less `0`)
    /// where `digits` has a bit, not one where it has none. The clock's minutes, seconds and
    /// fraction may hold any digit up to their limit; a byte the reading only asked whether
    /// it is a digit must be one when the head's is (limit 9).
    private var digitChecked: UInt64 = 0
    private var digits: UInt64 = 0
    private var digitLimits = Bytes64(repeating: 9)
    /// The bytes the reading only asked whether they are letters, and which of them are.
    private var letterChecked: UInt64 = 0
    private var letters: UInt64 = 0

    /// A template that has seen no head yet.
    package init() {}

    /// Whether a line after the first entry's start starts an entry, as the rule's
    /// ``TextEntries/isHead(_:)`` says, from its first bytes. `readable` bytes from the head's
    /// start may be read (64 or more: the head's are loaded in place, and the bytes after it
    /// only ever make a line differ from the template).
    @inline(__always)
    package mutating func isHead(_ head: UnsafeBufferPointer<UInt8>, by entries: TextEntries, readable: Int = 0) -> Bool {
        guard let first = head.first, !first.isLineSpace else { return false }
        guard entries.headsStartWithTime else { return true }
        let padded = readable >= 64 ? Bytes64(loadingFrom: head.baseAddress!) : Self.padded(head)
        if matches(padded, count: head.count) { return true }
        var footprint = ReadFootprint()
        guard let start = LineHead.stampStart(in: head, footprint: &footprint) else { return false }
        learn(Self.padded(head), count: head.count, footprint: footprint, stamp: start.stamp)
        return true
    }

    /// The first 64 bytes of `head`, and zeros after its end.
    @inline(__always)
    private static func padded(_ head: UnsafeBufferPointer<UInt8>) -> Bytes64 {
        var padded = Bytes64()
        withUnsafeMutableBytes(of: &padded.blocks) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(head).prefix(64))) }
        return padded
    }

    @inline(__always)
    private func matches(_ head: Bytes64, count: Int) -> Bool {
        guard isMatchable, needsSameCount ? count == self.count : count >= shortestCount else { return false }
        return exact & ~head.equalBits(to: bytes, blocks: blocks) == 0
            && (head.digitBits(upTo: digitLimits, blocks: blocks) ^ digits) & digitChecked == 0
            && (letterChecked == 0 || (head.letterBits(blocks: blocks) ^ letters) & letterChecked == 0)
    }

    private static let nines = Bytes64(repeating: 9)

    /// Keeps `head` and what its reading looked at, with the places of its clock's free digits.
    private mutating func learn(_ head: Bytes64, count: Int, footprint: ReadFootprint, stamp: LogTimeReader.Stamp) {
        bytes = head
        self.count = count
        isMatchable = !footprint.pastMask
        needsSameCount = footprint.pastEnd
        let looked = footprint.compared | footprint.digitClass | footprint.letterClass
        let lastLooked = 63 - looked.leadingZeroBitCount
        shortestCount = lastLooked + 1
        // Only the blocks of sixteen bytes the reading looked into are compared.
        blocks = max(0, lastLooked) / 16 + 1
        let allDigits = Self.digits(of: head)
        digitLimits = Bytes64(repeating: 9)
        var freeDigits: UInt64 = 0
        let clockEnd = Int(stamp.clockEnd), fractionEnd = Int(stamp.fractionEnd)
        if clockEnd >= 8, fractionEnd <= min(count, 64) {
            // hh:mm:ss: the minutes' and seconds' digits (tens up to 5), then the fraction's.
            for (offset, limit) in [(clockEnd - 5, 5), (clockEnd - 4, 9), (clockEnd - 2, 5), (clockEnd - 1, 9)] {
                freeDigits |= 1 << UInt64(offset)
                digitLimits[offset] = UInt8(limit)
            }
            for offset in min(clockEnd + 1, fractionEnd)..<fractionEnd { freeDigits |= 1 << UInt64(offset) }
        }
        exact = footprint.compared & ~freeDigits
        let digitOnly = footprint.digitClass & ~footprint.compared
        digitChecked = freeDigits | digitOnly
        digits = freeDigits | (allDigits & digitOnly)
        letterChecked = footprint.letterClass & ~footprint.compared
        letters = Self.letters(of: head) & letterChecked
    }

    @inline(__always)
    private static func digits(of head: Bytes64) -> UInt64 {
        head.digitBits(upTo: nines, blocks: 4)
    }

    @inline(__always)
    private static func letters(of head: Bytes64) -> UInt64 {
        head.letterBits(blocks: 4)
    }
}

/// Sixty-four bytes as four blocks of sixteen, which Swift's `SIMD16` compares in one
/// instruction each.
private struct Bytes64 {
    var blocks = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())

    init() {}

    /// The 64 bytes at `start`.
    @inline(__always)
    init(loadingFrom start: UnsafePointer<UInt8>) {
        let raw = UnsafeRawPointer(start)
        blocks = (raw.loadUnaligned(as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                  raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self))
    }

    init(repeating byte: UInt8) {
        let block = SIMD16<UInt8>(repeating: byte)
        blocks = (block, block, block, block)
    }

    subscript(offset: Int) -> UInt8 {
        get { withUnsafeBytes(of: blocks) { $0[offset] } }
        set { withUnsafeMutableBytes(of: &blocks) { $0[offset] = newValue } }
    }

    /// Of the first `blocks` blocks, the bytes equal to `other`'s, as bits, bit 0 the first.
    @inline(__always)
    func equalBits(to other: Bytes64, blocks count: Int) -> UInt64 {
        Self.bits(count, blocks.0 .== other.blocks.0, blocks.1 .== other.blocks.1, blocks.2 .== other.blocks.2,
                  blocks.3 .== other.blocks.3)
    }

    /// Of the first `blocks` blocks, the digits at most `limits`' digit (its value, `0` to
    /// `9`), as bits.
    @inline(__always)
    func digitBits(upTo limits: Bytes64, blocks count: Int) -> UInt64 {
        let zero = SIMD16<UInt8>(repeating: UInt8(ascii: "0"))
        // Unsigned: a byte below `0` wraps around above every limit.
        return Self.bits(count, self.blocks.0 &- zero .<= limits.blocks.0, self.blocks.1 &- zero .<= limits.blocks.1,
                         self.blocks.2 &- zero .<= limits.blocks.2, self.blocks.3 &- zero .<= limits.blocks.3)
    }

    /// Of the first `blocks` blocks, the ASCII letters, as bits.
    @inline(__always)
    func letterBits(blocks count: Int) -> UInt64 {
        let lower = SIMD16<UInt8>(repeating: 0x20), a = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
        let last = SIMD16<UInt8>(repeating: 25)
        return Self.bits(count, (self.blocks.0 | lower) &- a .<= last, (self.blocks.1 | lower) &- a .<= last,
                         (self.blocks.2 | lower) &- a .<= last, (self.blocks.3 | lower) &- a .<= last)
    }

    /// The first `count` of four blocks' lanes as bits (the comparisons of the others are
    /// left to the compiler to drop).
    @inline(__always)
    private static func bits(_ count: Int, _ first: @autoclosure () -> SIMDMask<SIMD16<Int8>>,
                             _ second: @autoclosure () -> SIMDMask<SIMD16<Int8>>,
                             _ third: @autoclosure () -> SIMDMask<SIMD16<Int8>>,
                             _ fourth: @autoclosure () -> SIMDMask<SIMD16<Int8>>) -> UInt64 {
        var bits = JSONBlockMasks.bits(first())
        if count > 1 { bits |= JSONBlockMasks.bits(second()) << 16 }
        if count > 2 { bits |= JSONBlockMasks.bits(third()) << 32 }
        if count > 3 { bits |= JSONBlockMasks.bits(fourth()) << 48 }
        return bits
    }
}

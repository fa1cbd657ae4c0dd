/// Tells a text log's head lines (``TextEntries/isHead(_:)``) at memory speed in a log whose
/// lines start with time stamps: the last line whose stamp was read is kept with how far the
/// reading looked, and a line whose bytes are the same that far, but for the digits of the
/// minutes, the seconds and the fraction, starts with a stamp as surely. Every value of those
/// digits makes a valid time (a minute's or second's tens digit up to 5), and the reader takes
/// the same steps on the same bytes, so the answer is the one reading the stamp again would
/// give; any other line is read, and becomes the template when it is a head. Where the reading
/// only asked whether a byte is a digit or a letter, the line's byte need only answer alike.
package struct HeadTemplate {
    /// The head last read, padded with zeros to 64 bytes, and what its reading looked at.
    private var bytes = Bytes64()
    private var count = 0
    private var footprint = ReadFootprint(pastMask: true)
    /// The bytes that may hold another digit (the clock's minutes, seconds and fraction), and
    /// for each the largest, less `0` (0xFF elsewhere, where every byte passes that test).
    private var freeDigits: UInt64 = 0
    private var digitLimits = Bytes64(repeating: 0xFF)
    /// Of the head's bytes, the digits and the letters.
    private var digits: UInt64 = 0
    private var letters: UInt64 = 0

    /// A template that has seen no head yet.
    package init() {}

    /// Whether a line after the first entry's start starts an entry, as the rule's
    /// ``TextEntries/isHead(_:)`` says, from its first bytes.
    @inline(__always)
    package mutating func isHead(_ head: UnsafeBufferPointer<UInt8>, by entries: TextEntries) -> Bool {
        guard let first = head.first, !first.isLineSpace else { return false }
        guard entries.headsStartWithTime else { return true }
        let padded = Self.padded(head)
        if matches(padded, count: head.count) { return true }
        var footprint = ReadFootprint()
        guard let start = LineHead.stampStart(in: head, footprint: &footprint) else { return false }
        learn(padded, count: head.count, footprint: footprint, stamp: start.stamp)
        return true
    }

    /// The first 64 bytes of `head`, and zeros after its end.
    @inline(__always)
    private static func padded(_ head: UnsafeBufferPointer<UInt8>) -> Bytes64 {
        var padded = Bytes64()
        withUnsafeMutableBytes(of: &padded.blocks) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(head).prefix(64))) }
        return padded
    }

    private func matches(_ head: Bytes64, count: Int) -> Bool {
        guard !footprint.pastMask else { return false }
        let looked = footprint.compared | footprint.digitClass | footprint.letterClass
        // A reading that asked past the end depends on the length; else the line must be as
        // long as the bytes it looked at.
        if footprint.pastEnd {
            guard count == self.count else { return false }
        } else {
            guard count > 63 - looked.leadingZeroBitCount else { return false }
        }
        let same = head.equalBits(to: bytes)
        let digitsPassing = head.digitBits(upTo: digitLimits)
        let exact = footprint.compared & ~freeDigits
        return exact & ~same == 0
            && freeDigits & ~digitsPassing == 0
            && (Self.digits(of: head) ^ digits) & footprint.digitClass & ~footprint.compared == 0
            && (Self.letters(of: head) ^ letters) & footprint.letterClass & ~footprint.compared == 0
    }

    /// Keeps `head` and what its reading looked at, with the places of its clock's free digits.
    private mutating func learn(_ head: Bytes64, count: Int, footprint: ReadFootprint, stamp: LogTimeReader.Stamp) {
        bytes = head
        self.count = count
        self.footprint = footprint
        digits = Self.digits(of: head)
        letters = Self.letters(of: head)
        freeDigits = 0
        digitLimits = Bytes64(repeating: 0xFF)
        let clockEnd = Int(stamp.clockEnd), fractionEnd = Int(stamp.fractionEnd)
        guard clockEnd >= 8, fractionEnd <= min(count, 64) else { return }
        // hh:mm:ss: the minutes' and seconds' digits (tens up to 5), then the fraction's.
        var limits: [(Int, UInt8)] = [(clockEnd - 5, 5), (clockEnd - 4, 9), (clockEnd - 2, 5), (clockEnd - 1, 9)]
        for offset in min(clockEnd + 1, fractionEnd)..<fractionEnd { limits.append((offset, 9)) }
        for (offset, limit) in limits {
            freeDigits |= 1 << UInt64(offset)
            digitLimits[offset] = limit
        }
    }

    @inline(__always)
    private static func digits(of head: Bytes64) -> UInt64 {
        head.digitBits(upTo: Bytes64(repeating: 9))
    }

    @inline(__always)
    private static func letters(of head: Bytes64) -> UInt64 {
        head.letterBits()
    }
}

/// Sixty-four bytes as four blocks of sixteen, which Swift's `SIMD16` compares in one
/// instruction each.
private struct Bytes64 {
    var blocks = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())

    init() {}

    init(repeating byte: UInt8) {
        let block = SIMD16<UInt8>(repeating: byte)
        blocks = (block, block, block, block)
    }

    subscript(offset: Int) -> UInt8 {
        get { withUnsafeBytes(of: blocks) { $0[offset] } }
        set { withUnsafeMutableBytes(of: &blocks) { $0[offset] = newValue } }
    }

    /// The bytes equal to `other`'s, as bits, bit 0 the first.
    @inline(__always)
    func equalBits(to other: Bytes64) -> UInt64 {
        Self.bits(blocks.0 .== other.blocks.0, blocks.1 .== other.blocks.1, blocks.2 .== other.blocks.2, blocks.3 .== other.blocks.3)
    }

    /// The digits at most `limits`' digit (its value, `0` to `9`), as bits.
    @inline(__always)
    func digitBits(upTo limits: Bytes64) -> UInt64 {
        let zero = SIMD16<UInt8>(repeating: UInt8(ascii: "0"))
        // Unsigned: a byte below `0` wraps around above every limit.
        return Self.bits(blocks.0 &- zero .<= limits.blocks.0, blocks.1 &- zero .<= limits.blocks.1,
                         blocks.2 &- zero .<= limits.blocks.2, blocks.3 &- zero .<= limits.blocks.3)
    }

    /// The ASCII letters, as bits.
    @inline(__always)
    func letterBits() -> UInt64 {
        let lower = SIMD16<UInt8>(repeating: 0x20), a = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
        let last = SIMD16<UInt8>(repeating: 25)
        return Self.bits((blocks.0 | lower) &- a .<= last, (blocks.1 | lower) &- a .<= last,
                         (blocks.2 | lower) &- a .<= last, (blocks.3 | lower) &- a .<= last)
    }

    @inline(__always)
    private static func bits(_ first: SIMDMask<SIMD16<Int8>>, _ second: SIMDMask<SIMD16<Int8>>,
                             _ third: SIMDMask<SIMD16<Int8>>, _ fourth: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        JSONBlockMasks.bits(first) | JSONBlockMasks.bits(second) << 16 | JSONBlockMasks.bits(third) << 32 | JSONBlockMasks.bits(fourth) << 48
    }
}

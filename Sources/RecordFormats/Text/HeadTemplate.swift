/// Tells a text log's head lines (``TextEntries/isHead(_:)``) at memory speed in a log whose
/// lines start with time stamps: the last line whose stamp was read is kept with how far the
/// reading looked, and a line whose bytes are the same that far, but for the digits of the
/// time of day, its fraction and a two-digit day of the month, starts with a stamp as surely.
/// Every value of the minutes', the seconds' and the fraction's digits makes a valid time (a
/// minute's or second's tens digit up to 5); the hour's and the day's are checked as a pair
/// once the rest matches (up to 23, from 01 to 31). The reader takes the same steps on the same
/// bytes, so the answer is the one reading the stamp again would give; any other line is read,
/// and becomes the template when it is a head. Where the reading only asked whether a byte is a
/// digit or a letter, the line's byte need only answer alike.
package struct HeadTemplate {
    /// What a line must be to match, worked out from the head's reading once, not per line.
    /// Its length less `countLow` must be at most `countSpan` (unsigned): the head's length
    /// when the reading looked past the head's end, else at least the bytes the reading looked
    /// at; no length when the reading looked past 64 bytes.
    private var countLow = Int.min
    private var countSpan: UInt = 0
    /// How many blocks of sixteen bytes the reading looked into.
    private var blocks = 0
    /// What each byte must be: the head's byte where the reading compared it, a digit up to a
    /// limit in the clock's minutes, seconds and fraction (every value makes a valid time), a
    /// digit or not, a letter or not, where the reading only asked that; anything elsewhere.
    private var ranges = LaneRanges()
    /// The bytes asked both whether they are digits and whether they are letters, and found
    /// neither, must be no letter either (`ranges` says no digit), when there are such bytes.
    private var letterRanges = LaneRanges()
    private var hasLetterRanges = false
    /// The free digits of the hour and of a two-digit day, checked as pairs: where each pair
    /// starts, and the range its two bytes must be in, read as one big-endian number (`23` is
    /// 0x3233); any two bytes from the line's start where a pair is not free.
    private var hourStart = 0
    private var hourRange = PairRange.any
    private var dayStart = 0
    private var dayRange = PairRange.any

    /// A template that has seen no head yet.
    package init() {}

    /// Whether a line after the first entry's start starts an entry, as the rule's
    /// ``TextEntries/isHead(_:)`` says, from its first bytes. `readable` bytes from the head's
    /// start may be read (64 or more: the head's are loaded in place, and the bytes after it
    /// only ever make a line differ from the template).
    @inline(__always)
    package mutating func isHead(_ head: UnsafeBufferPointer<UInt8>, by entries: TextEntries, readable: Int = 0) -> Bool {
        guard let first = head.first, !first.isLineSpace else { return false }
        guard entries.headsStartWithTime else { return entries.headLabel.map(head.starts(with:)) ?? true }
        // The usual line, which matches the template, is told here; any other is read apart.
        if readable >= 64, let start = head.baseAddress, matches(Bytes64(loadingFrom: start), count: head.count),
           hasValidHourAndDay(pairAt: { UnsafeRawPointer(start + $0).loadUnaligned(as: UInt16.self) }) { return true }
        return startsWithStamp(head)
    }

    /// Whether `head`, which the template was not tried on or did not match in place, starts
    /// with a time stamp: it matches once padded with zeros past its end, as the template was
    /// learnt, or its stamp is read (and the template learnt from it).
    @inline(never)
    private mutating func startsWithStamp(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        let padded = Self.padded(head)
        if matches(padded, count: head.count), hasValidHourAndDay(pairAt: { padded.pair(at: $0) }) { return true }
        var footprint = ReadFootprint()
        guard let start = LineHead.stampStart(in: head, footprint: &footprint) else { return false }
        learn(padded, count: head.count, footprint: footprint, stamp: start.stamp)
        return true
    }

    /// The spellings of a time of day whose digits' places are known, with the highest digit
    /// each place may hold: the minutes' and seconds' tens up to 5, the hour's checked as a pair
    /// (255: a byte that stays).
    private static let clockSpellings: [(text: [UInt8], limits: [UInt8])] = [
        (Array("00:00:00".utf8), [2, 9, 255, 5, 9, 255, 5, 9]),
        (Array("000000".utf8), [2, 9, 5, 9, 5, 9]),
    ]

    /// The highest digit of each place of the time of day that ends at `clockEnd` in `head`,
    /// when it is spelled `hh:mm:ss` or `hhmmss` with no digit before it: the places of its
    /// digits are then known (an unpadded `0:0:0` has none).
    private static func clockLimits(in head: Bytes64, endingAt clockEnd: Int) -> [UInt8]? {
        clockSpellings.first { spelling in
            let start = clockEnd - spelling.text.count
            guard start >= 0, start == 0 || !head[start - 1].isASCIIDigit else { return false }
            return spelling.text.indices.allSatisfy { index in
                spelling.text[index].isASCIIDigit ? head[start + index].isASCIIDigit : head[start + index] == spelling.text[index]
            }
        }?.limits
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
        guard UInt(bitPattern: count &- countLow) <= countSpan else { return false }
        var inRange = ranges.inRange(head, blocks: blocks)
        if hasLetterRanges { inRange .&= letterRanges.inRange(head, blocks: blocks) }
        return JSONBlockMasks.bits(inRange) == 0xFFFF
    }

    /// Whether a line that ``matches(_:count:)``, two of its bytes given by `pairAt` as they
    /// lie in memory, has free digits of the hour that make one up to 23, and of a day one
    /// from 01 to 31: two loads and two comparisons, without a branch, for every line.
    @inline(__always)
    private func hasValidHourAndDay(pairAt: (Int) -> UInt16) -> Bool {
        hourRange.holds(pairAt(hourStart)) && dayRange.holds(pairAt(dayStart))
    }

    /// Keeps what `head`'s reading looked at, with the places of its clock's free digits.
    private mutating func learn(_ head: Bytes64, count: Int, footprint: ReadFootprint, stamp: LogTimeReader.Stamp) {
        let looked = footprint.compared | footprint.digitClass | footprint.letterClass
        let lastLooked = 63 - looked.leadingZeroBitCount
        if footprint.pastMask {
            (countLow, countSpan) = (Int.min, 0)
        } else if footprint.pastEnd {
            (countLow, countSpan) = (count, 0)
        } else {
            (countLow, countSpan) = (lastLooked + 1, UInt(Int.max))
        }
        // Only the blocks of sixteen bytes the reading looked into are compared.
        blocks = max(0, lastLooked) / 16 + 1
        // The highest digit each free digit may be (255 where the byte is not free).
        var digitLimits = Bytes64(repeating: 255)
        (hourStart, hourRange, dayStart, dayRange) = (0, .any, 0, .any)
        let clockEnd = Int(stamp.clockEnd), fractionEnd = Int(stamp.fractionEnd), dayEnd = Int(stamp.dayEnd)
        if clockEnd >= 6, fractionEnd <= min(count, 64), let limits = Self.clockLimits(in: head, endingAt: clockEnd) {
            let clockStart = clockEnd - limits.count
            for (offset, limit) in zip(clockStart..<clockEnd, limits) { digitLimits[offset] = limit }
            (hourStart, hourRange) = (clockStart, PairRange("00", "23"))
            for offset in min(clockEnd + 1, fractionEnd)..<fractionEnd { digitLimits[offset] = 9 }
            if dayEnd >= 2, dayEnd <= hourStart {
                (digitLimits[dayEnd - 2], digitLimits[dayEnd - 1]) = (3, 9)
                (dayStart, dayRange) = (dayEnd - 2, PairRange("01", "31"))
            }
        }
        ranges = LaneRanges()
        letterRanges = LaneRanges()
        hasLetterRanges = false
        for offset in 0...max(0, lastLooked) {
            let bit: UInt64 = 1 << UInt64(offset), byte = head[offset]
            let asksDigit = footprint.digitClass & bit != 0, asksLetter = footprint.letterClass & bit != 0
            if digitLimits[offset] != 255 {
                ranges.set(offset, to: .digit(upTo: digitLimits[offset]))
            } else if footprint.compared & bit != 0 {
                ranges.set(offset, to: .byte(byte))
            } else if asksDigit, byte.isASCIIDigit {
                ranges.set(offset, to: .digit(upTo: 9))
            } else if asksLetter, byte.isASCIILetter {
                ranges.set(offset, to: .letter)
            } else if asksDigit {
                ranges.set(offset, to: .notDigit)
                if asksLetter {
                    letterRanges.set(offset, to: .notLetter)
                    hasLetterRanges = true
                }
            } else if asksLetter {
                ranges.set(offset, to: .notLetter)
            }
        }
    }
}

/// A range of byte values for each of 64 places, which a byte is in when `(byte | set) - low`
/// (wrapping) is at most `span`: a byte, a digit up to a limit, a letter of either case, or
/// anything but a digit or a letter (a range that wraps around), checked sixteen at a time.
private struct LaneRanges {
    /// What a byte may be.
    enum Allowed {
        case byte(UInt8), digit(upTo: UInt8), notDigit, letter, notLetter
    }

    private var set = Bytes64()
    private var low = Bytes64()
    /// Anything, where nothing is set.
    private var span = Bytes64(repeating: 255)

    mutating func set(_ offset: Int, to allowed: Allowed) {
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9"), a = UInt8(ascii: "a"), z = UInt8(ascii: "z")
        let caseBit: UInt8 = 0x20
        switch allowed {
        case .byte(let byte): (set[offset], low[offset], span[offset]) = (0, byte, 0)
        case .digit(let limit): (set[offset], low[offset], span[offset]) = (0, zero, limit)
        // From the byte after `9` around to the one before `0`.
        case .notDigit: (set[offset], low[offset], span[offset]) = (0, nine + 1, 255 - (nine - zero + 1))
        case .letter: (set[offset], low[offset], span[offset]) = (caseBit, a, z - a)
        case .notLetter: (set[offset], low[offset], span[offset]) = (caseBit, z + 1, 255 - (z - a + 1))
        }
    }

    /// For each of a block's sixteen places, whether the bytes there are in their ranges in
    /// every one of the first `blocks` blocks of `bytes`.
    @inline(__always)
    func inRange(_ bytes: Bytes64, blocks count: Int) -> SIMDMask<SIMD16<Int8>> {
        var inRange = Self.inRange(bytes.blocks.0, set.blocks.0, low.blocks.0, span.blocks.0)
        if count > 1 { inRange .&= Self.inRange(bytes.blocks.1, set.blocks.1, low.blocks.1, span.blocks.1) }
        if count > 2 { inRange .&= Self.inRange(bytes.blocks.2, set.blocks.2, low.blocks.2, span.blocks.2) }
        if count > 3 { inRange .&= Self.inRange(bytes.blocks.3, set.blocks.3, low.blocks.3, span.blocks.3) }
        return inRange
    }

    @inline(__always)
    private static func inRange(_ bytes: SIMD16<UInt8>, _ set: SIMD16<UInt8>, _ low: SIMD16<UInt8>,
                                _ span: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        // Unsigned: a byte below `low` wraps around above a span that does not wrap.
        (bytes | set) &- low .<= span
    }
}

/// A range of two-byte values, each read big-endian (its first byte the high one), so that two
/// digits compare as the number they write.
private struct PairRange {
    private let low: UInt16
    private let span: UInt16

    /// Any two bytes.
    static let any = PairRange(low: 0, span: .max)

    private init(low: UInt16, span: UInt16) {
        self.low = low
        self.span = span
    }

    /// From the two digits `first` to the two digits `last`.
    init(_ first: StaticString, _ last: StaticString) {
        let value = { (digits: StaticString) in UInt16(digits.utf8Start[0]) << 8 | UInt16(digits.utf8Start[1]) }
        self.init(low: value(first), span: value(last) - value(first))
    }

    /// Whether `bytes`, two bytes as they lie in memory, are in the range.
    @inline(__always)
    func holds(_ bytes: UInt16) -> Bool {
        UInt16(bigEndian: bytes) &- low <= span
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

    /// The two bytes at `offset`, as they lie in memory.
    func pair(at offset: Int) -> UInt16 {
        withUnsafeBytes(of: blocks) { $0.loadUnaligned(fromByteOffset: offset, as: UInt16.self) }
    }

    subscript(offset: Int) -> UInt8 {
        get { withUnsafeBytes(of: blocks) { $0[offset] } }
        set { withUnsafeMutableBytes(of: &blocks) { $0[offset] = newValue } }
    }
}

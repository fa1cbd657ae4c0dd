/// What a text log's head line must be to start with a stamp as surely as the head it was
/// learnt from (``HeadTemplate``): the bytes its stamp's reading looked at, the same but for
/// the digits of the time of day, its fraction and a two-digit day of the month, each where it
/// stands. Every value of the minutes', the seconds' and the fraction's digits makes a valid
/// time (a two-digit minute's or second's tens digit up to 5); a two-digit hour's and day's are
/// checked as pairs once the rest matches (up to 23, from 01 to 31). Where the reading only
/// asked whether a byte is a digit or a letter, the line's byte need only answer alike.
struct HeadShape {
    /// Whether the shape was learnt from a head; one that was not matches no line.
    private(set) var isLearnt = false
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

    /// A shape that matches no line.
    init() {}

    /// Whether `head`, `count` bytes long, has the shape: its 64 bytes (from the line's start,
    /// with whatever follows it), and two of them given by `pairAt` as they lie in memory.
    @inline(__always)
    func matches(_ head: Bytes64, count: Int, pairAt: (Int) -> UInt16) -> Bool {
        guard UInt(bitPattern: count &- countLow) <= countSpan else { return false }
        var inRange = ranges.inRange(head, blocks: blocks)
        if hasLetterRanges { inRange .&= letterRanges.inRange(head, blocks: blocks) }
        // The hour's and the day's pairs: two loads and two comparisons, which a usual line passes.
        return JSONBlockMasks.bits(inRange) == 0xFFFF && hourRange.holds(pairAt(hourStart)) && dayRange.holds(pairAt(dayStart))
    }

    /// The shape of `head`, `count` bytes long (then zeros), whose stamp's reading looked at
    /// `footprint`: what it looked at, with the places of its clock's free digits.
    init(learning head: Bytes64, count: Int, footprint: ReadFootprint, stamp: LogTimeReader.Stamp) {
        isLearnt = true
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
        let clockEnd = Int(stamp.clockEnd), fractionEnd = Int(stamp.fractionEnd), dayEnd = Int(stamp.dayEnd)
        if clockEnd > 0, fractionEnd <= min(count, 64), let clock = Self.clock(in: head, endingAt: clockEnd) {
            for (offset, limit) in zip(clock.start..<clockEnd, clock.limits) { digitLimits[offset] = limit }
            if clock.hasHourPair { (hourStart, hourRange) = (clock.start, PairRange("00", "23")) }
            for offset in min(clockEnd + 1, fractionEnd)..<fractionEnd { digitLimits[offset] = 9 }
            if dayEnd >= 2, dayEnd <= clock.start {
                (digitLimits[dayEnd - 2], digitLimits[dayEnd - 1]) = (3, 9)
                (dayStart, dayRange) = (dayEnd - 2, PairRange("01", "31"))
            }
        }
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

    /// The time of day that ends at `clockEnd` in `head`, when the places of its digits are
    /// known: `hh:mm:ss`, each part of one or two digits (`22:16:0`), or `hhmmss`, with no digit
    /// before it. Its start, the highest digit each of its places may hold (255: a colon, which
    /// stays; the tens of two-digit minutes and seconds up to 5), and whether its hour has two
    /// digits, which are checked as a pair.
    private static func clock(in head: Bytes64, endingAt clockEnd: Int) -> (start: Int, limits: [UInt8], hasHourPair: Bool)? {
        let digitRun = { (end: Int) -> Int in
            var start = end
            while start > 0, end - start < 7, head[start - 1].isASCIIDigit { start -= 1 }
            return end - start
        }
        if digitRun(clockEnd) == 6 { return (clockEnd - 6, [2, 9, 5, 9, 5, 9], true) }
        // The seconds, the minutes, then the hour, from the end back.
        var limits: [UInt8] = [], end = clockEnd
        for part in 0..<3 {
            let width = digitRun(end), isHour = part == 2
            guard width == 1 || width == 2 else { return nil }
            limits.insert(contentsOf: width == 1 ? [9] : [isHour ? 2 : 5, 9], at: 0)
            if isHour { return (end - width, limits, width == 2) }
            guard end - width > 0, head[end - width - 1] == UInt8(ascii: ":") else { return nil }
            limits.insert(255, at: 0)
            end -= width + 1
        }
        return nil
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
struct Bytes64 {
    var blocks = (SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>(), SIMD16<UInt8>())

    init() {}

    /// The 64 bytes at `start`.
    @inline(__always)
    init(loadingFrom start: UnsafePointer<UInt8>) {
        let raw = UnsafeRawPointer(start)
        blocks = (raw.loadUnaligned(as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                  raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self))
    }

    /// The 64 bytes at `start`, the first `count` of them kept and zeros after: a head whose
    /// next bytes may be read, padded as ``init(padding:)`` pads it without copying it.
    @inline(__always)
    init(loadingFrom start: UnsafePointer<UInt8>, zeroingFrom count: Int) {
        self.init(loadingFrom: start)
        let kept = UInt8(min(max(count, 0), 64)), lanes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        // All ones where a lane is before `kept`: the difference of two numbers up to 64 is
        // negative as a signed byte just when the lane's is the smaller.
        let keeping = { (first: UInt8) in
            SIMD16<UInt8>(truncatingIfNeeded: SIMD16<Int8>(truncatingIfNeeded: lanes &+ first &- kept) &>> 7)
        }
        blocks.0 &= keeping(0)
        blocks.1 &= keeping(16)
        blocks.2 &= keeping(32)
        blocks.3 &= keeping(48)
    }

    /// The first 64 bytes of `head`, and zeros after its end.
    @inline(__always)
    init(padding head: UnsafeBufferPointer<UInt8>) {
        withUnsafeMutableBytes(of: &blocks) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(head).prefix(64))) }
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

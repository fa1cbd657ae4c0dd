/// Reads ASCII marks, digits and names off the front of a line's bytes, for the readers of time
/// stamps and log headers. Every read that fails leaves the cursor where it was.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    /// Where to note what the reads looked at, shared by the cursor's copies: what a reading's
    /// outcome depends on (``HeadTemplate``).
    var footprint: UnsafeMutablePointer<ReadFootprint>? = nil

    /// Notes that a read compared the byte at `offset`.
    @inline(__always)
    func looked(at offset: Int) {
        footprint?.pointee.note(offset, count: bytes.count, asking: .byte)
    }

    /// The byte `ahead` bytes on, if the line has it.
    @inline(__always)
    func peek(_ ahead: Int = 0) -> UInt8? {
        looked(at: position + ahead)
        return position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    /// Whether the byte `ahead` bytes on is a digit: all a read asks of it.
    @inline(__always)
    func isDigit(_ ahead: Int = 0) -> Bool {
        footprint?.pointee.note(position + ahead, count: bytes.count, asking: .digit)
        return position + ahead < bytes.count && bytes[position + ahead].isASCIIDigit
    }

    /// Whether the byte `ahead` bytes on is an ASCII letter: all a read asks of it.
    @inline(__always)
    func isLetter(_ ahead: Int = 0) -> Bool {
        footprint?.pointee.note(position + ahead, count: bytes.count, asking: .letter)
        return position + ahead < bytes.count && bytes[position + ahead].isASCIILetter
    }

    /// Takes the next byte.
    @inline(__always)
    mutating func take() -> UInt8? {
        guard let byte = peek() else { return nil }
        position += 1
        return byte
    }

    /// Takes `mark` if it comes next.
    @inline(__always)
    mutating func skip(_ mark: Unicode.Scalar) -> Bool {
        skip(UInt8(ascii: mark))
    }

    /// Takes `byte` if it comes next.
    @inline(__always)
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// How many digits come next (not taken).
    @inline(__always)
    func countDigits() -> Int {
        var count = 0
        while isDigit(count) { count += 1 }
        return count
    }

    /// Exactly `count` digits as a number, if they come next.
    @inline(__always)
    mutating func number(_ count: Int) -> Int? {
        guard position + count <= bytes.count else {
            looked(at: bytes.count)
            return nil
        }
        var value = 0
        for offset in 0..<count {
            looked(at: position + offset)
            let byte = bytes[position + offset]
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    /// One or two digits as a number (`7` or `07`), if they come next: a part of a time of day
    /// as some logs write it, unpadded (`0:16:0:119`).
    @inline(__always)
    mutating func oneOrTwoDigits() -> Int? {
        guard isDigit() else { return nil }
        return number(isDigit(1) ? 2 : 1)
    }

    /// A fraction's digits: those that come next as a number, with how many of them there are,
    /// at most 9 kept (the rest are taken too).
    mutating func fractionDigits() -> (value: Int, digits: Int) {
        let count = countDigits()
        let kept = min(count, 9)
        var value = 0
        for offset in 0..<kept { value = value * 10 + Int(bytes[position + offset] &- UInt8(ascii: "0")) }
        position += count
        return (value, kept)
    }

    /// A month's three-letter English name (any case), as its number.
    mutating func monthName() -> Int? {
        name(Self.month)
    }

    /// A weekday's three-letter English name (any case), as its index from Monday.
    mutating func weekdayName() -> Int? {
        name(Self.weekday)
    }

    /// A zone: `Z`, `+02:00`, `+0200` or `+02`, as ISO 8601 writes it; `UTC` or `GMT` as UTC.
    mutating func zone() -> LogTimeReader.Zone? {
        if skip("Z") { return .utc }
        var copy = self
        if copy.name(Self.universalZone) != nil, !copy.isLetter() {
            self = copy
            return .utc
        }
        guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        copy = self
        _ = copy.take()
        guard copy.countDigits() >= 2, let hours = copy.number(2), hours <= 14 else { return nil }
        _ = copy.skip(":")
        let minutes = copy.countDigits() >= 2 ? copy.number(2) ?? 0 : 0
        guard minutes < 60, !copy.isDigit() else { return nil }
        self = copy
        return .offset(sign: sign, hours: UInt8(hours), minutes: UInt8(minutes))
    }

    /// A month's number from its three-letter name, packed (each case is the name's three
    /// bytes as one number).
    private static func month(_ word: UInt32) -> Int? {
        switch word {
        case 0x6A616E /* jan */: 1
        case 0x666562 /* feb */: 2
        case 0x6D6172 /* mar */: 3
        case 0x617072 /* apr */: 4
        case 0x6D6179 /* may */: 5
        case 0x6A756E /* jun */: 6
        case 0x6A756C /* jul */: 7
        case 0x617567 /* aug */: 8
        case 0x736570 /* sep */: 9
        case 0x6F6374 /* oct */: 10
        case 0x6E6F76 /* nov */: 11
        case 0x646563 /* dec */: 12
        default: nil
        }
    }

    /// A weekday's index from Monday, from its packed three-letter name.
    private static func weekday(_ word: UInt32) -> Int? {
        switch word {
        case 0x6D6F6E /* mon */: 0
        case 0x747565 /* tue */: 1
        case 0x776564 /* wed */: 2
        case 0x746875 /* thu */: 3
        case 0x667269 /* fri */: 4
        case 0x736174 /* sat */: 5
        case 0x73756E /* sun */: 6
        default: nil
        }
    }

    /// 0 for the packed names of UTC, `utc` and `gmt`.
    private static func universalZone(_ word: UInt32) -> Int? {
        word == 0x757463 /* utc */ || word == 0x676D74 /* gmt */ ? 0 : nil
    }

    /// What `lookup` makes of the three letters that come next (any case, packed lowercase),
    /// not followed by another letter; they are taken when it makes something. Called for every
    /// line a log's index tells apart, so it compares numbers and allocates nothing.
    @inline(__always)
    private mutating func name(_ lookup: (UInt32) -> Int?) -> Int? {
        guard position + 3 <= bytes.count else {
            looked(at: bytes.count)
            return nil
        }
        // Every name is three letters: a byte that is not one ends the question there.
        guard isLetter(0), isLetter(1), isLetter(2), !isLetter(3) else { return nil }
        for offset in 0..<3 { looked(at: position + offset) }
        let word = UInt32(bytes[position] | 0x20) << 16 | UInt32(bytes[position + 1] | 0x20) << 8
            | UInt32(bytes[position + 2] | 0x20)
        guard let value = lookup(word) else { return nil }
        position += 3
        return value
    }
}

extension UInt8 {
    var isASCIIDigit: Bool { self &- UInt8(ascii: "0") < 10 }
    var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }
    /// Whether the byte is a small ASCII letter, `a` to `z` (a search's case folding asks too).
    package var isASCIILowercaseLetter: Bool { self &- UInt8(ascii: "a") < 26 }
}

/// What a reading looked at in a line's first 64 bytes: the bytes it compared, those it only
/// asked whether they are digits or letters, and whether it asked past the line's end (or past
/// 64 bytes).
package struct ReadFootprint {
    /// What a read asks of a byte.
    enum Question { case byte, digit, letter }

    package var compared: UInt64 = 0
    package var digitClass: UInt64 = 0
    package var letterClass: UInt64 = 0
    package var pastEnd = false
    package var pastMask = false

    @inline(__always)
    mutating func note(_ offset: Int, count: Int, asking question: Question) {
        if offset >= count { pastEnd = true }
        guard offset < 64 else { return pastMask = true }
        let bit: UInt64 = 1 << UInt64(offset)
        switch question {
        case .byte: compared |= bit
        case .digit: digitClass |= bit
        case .letter: letterClass |= bit
        }
    }
}

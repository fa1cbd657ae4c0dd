/// Reads ASCII marks, digits and names off the front of a line's bytes, for the readers of time
/// stamps and log headers. Every read that fails leaves the cursor where it was.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    /// The byte `ahead` bytes on, if the line has it.
    func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    /// Takes the next byte.
    mutating func take() -> UInt8? {
        guard let byte = peek() else { return nil }
        position += 1
        return byte
    }

    /// Takes `mark` if it comes next.
    mutating func skip(_ mark: Unicode.Scalar) -> Bool {
        skip(UInt8(ascii: mark))
    }

    /// Takes `byte` if it comes next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// How many digits come next (not taken).
    func countDigits() -> Int {
        var count = 0
        while peek(count)?.isASCIIDigit == true { count += 1 }
        return count
    }

    /// Exactly `count` digits as a number, if they come next.
    mutating func number(_ count: Int) -> Int? {
        guard position + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[position + offset]
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += count
        return value
    }

    /// The digits that come next, at most `limit` of them kept (the rest are taken too).
    mutating func digits(upTo limit: Int) -> String {
        var text = ""
        while let byte = peek(), byte.isASCIIDigit {
            if text.utf8.count < limit { text.unicodeScalars.append(UnicodeScalar(byte)) }
            position += 1
        }
        return text
    }

    /// A month's three-letter English name (any case), as its number.
    mutating func monthName() -> Int? {
        name(in: Self.months).map { $0 + 1 }
    }

    /// A weekday's three-letter English name (any case), as its index from Monday.
    mutating func weekdayName() -> Int? {
        name(in: Self.weekdays)
    }

    /// A zone: `Z`, `+02:00`, `+0200` or `+02`, as ISO 8601 writes it; `UTC` or `GMT` as `Z`.
    mutating func zone() -> String? {
        if skip("Z") { return "Z" }
        var copy = self
        if copy.name(in: ["utc", "gmt"]) != nil, copy.peek()?.isASCIILetter != true {
            self = copy
            return "Z"
        }
        guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        copy = self
        _ = copy.take()
        guard copy.countDigits() >= 2, let hours = copy.number(2), hours <= 14 else { return nil }
        _ = copy.skip(":")
        let minutes = copy.countDigits() >= 2 ? copy.number(2) ?? 0 : 0
        guard minutes < 60, copy.peek()?.isASCIIDigit != true else { return nil }
        self = copy
        let text = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return String(UnicodeScalar(sign)) + text(hours) + ":" + text(minutes)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// The index of the three-letter name in `names` (lowercase) that comes next, not followed
    /// by another letter.
    private mutating func name(in names: [String]) -> Int? {
        guard position + 3 <= bytes.count, peek(3)?.isASCIILetter != true else { return nil }
        let word = (0..<3).map { bytes[position + $0] | 0x20 }
        guard let index = names.firstIndex(where: { $0.utf8.elementsEqual(word) }) else { return nil }
        position += 3
        return index
    }
}

extension UInt8 {
    var isASCIIDigit: Bool { self &- UInt8(ascii: "0") < 10 }
    var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }
}

import Glibc

/// When a record happened, read from its time field: epoch seconds, milliseconds, microseconds
/// or nanoseconds (as a number or as digits in a string), or ISO 8601 text.
public enum RecordTime {
    /// Field names that usually hold a record's time, most telling first; matched ignoring case.
    public static let fieldNames = ["@timestamp", "timestamp", "ts", "time", "datetime", "date"]

    /// The index of `members`' time field: the one named `chosen` (exactly, else ignoring
    /// case) when given, else the first of ``fieldNames``, whose value reads as a time; `nil`
    /// when the record has none.
    public static func field(in members: [(key: String, value: JSONValue)], chosen: String? = nil) -> Int? {
        if let chosen {
            let index = members.firstIndex { $0.key == chosen } ?? members.firstIndex { $0.key.lowercased() == chosen.lowercased() }
            return index.flatMap { seconds(in: members[$0].value) != nil ? $0 : nil }
        }
        for name in fieldNames {
            if let index = members.firstIndex(where: { $0.key.lowercased() == name }), seconds(in: members[index].value) != nil {
                return index
            }
        }
        return nil
    }

    /// The times a record may hold: years 1 to 9999.
    static let plausibleSeconds = -62_135_596_800.0...253_402_300_799.0

    /// The seconds since 1970-01-01 UTC that `value` writes, if it reads as a time in the
    /// years 1 to 9999:
    /// - a number (or a string of one) of epoch seconds from 1973 on (10⁸), milliseconds above
    ///   10¹¹, microseconds above 10¹⁴, nanoseconds above 10¹⁷: smaller numbers are durations
    ///   or counts, not times;
    /// - ISO 8601 text: `2026-11-22T10:00:00Z`, with a fraction, an offset (`+01:00`, `+0100`),
    ///   a space for the `T`, or no zone (local time); a date alone is its midnight.
    public static func seconds(in value: JSONValue) -> Double? {
        let seconds: Double? = switch value {
        case .number(let text): epochSeconds(text)
        // No text reads as both, and a number fails fast as ISO 8601 where ISO text fails slowly as a number.
        case .string(let text): iso8601Seconds(Array(text.utf8)) ?? epochSeconds(text)
        default: nil
        }
        return seconds.flatMap { plausibleSeconds.contains($0) ? $0 : nil }
    }

    /// Epoch seconds from a number's text, scaled down from milli-, micro- or nanoseconds.
    private static func epochSeconds(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              let number = Double(text), number.isFinite, number >= 1e8 else { return nil }
        switch number {
        case ..<1e11: return number
        case ..<1e14: return number / 1e3
        case ..<1e17: return number / 1e6
        default: return number / 1e9
        }
    }

    /// Seconds from ISO 8601 text; `nil` when it is not that.
    private static func iso8601Seconds(_ bytes: [UInt8]) -> Double? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var time = tm()
        time.tm_year = Int32(year - 1900)
        time.tm_mon = Int32(month - 1)
        time.tm_mday = Int32(day)
        var fraction = 0.0
        if reader.skip("T") || reader.skip(" ") || reader.skip("t") {
            guard let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2),
                  hour < 24, minute < 60 else { return nil }
            time.tm_hour = Int32(hour)
            time.tm_min = Int32(minute)
            if reader.skip(":") {
                guard let second = reader.number(digits: 2), second <= 60 else { return nil }
                time.tm_sec = Int32(second)
                if reader.skip(".") || reader.skip(",") { fraction = reader.fraction() }
            }
        }
        // The zone: Z, an offset, or none (local time).
        if reader.isAtEnd { return Double(LocalTimeOffsets.seconds(of: time)) + fraction }
        var offset = 0
        if !(reader.skip("Z") || reader.skip("z")) {
            let sign: Int
            if reader.skip("+") { sign = 1 } else if reader.skip("-") { sign = -1 } else { return nil }
            guard let hours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(":")
            let minutes = reader.number(digits: 2) ?? 0
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard reader.isAtEnd else { return nil }
        return Double(timegm(&time) - offset) + fraction
    }
}

/// Reads digits and marks off the front of ASCII text.
private struct DigitReader {
    package let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    /// Takes `mark` if it comes next.
    mutating func skip(_ mark: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: mark) else { return false }
        position += 1
        return true
    }

    /// Exactly `digits` decimal digits as a number, if they come next.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<(position + digits)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// The digits that come next as a fraction of one (`5` is 0.5).
    mutating func fraction() -> Double {
        var value = 0.0, scale = 0.1
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            value += Double(bytes[position] - UInt8(ascii: "0")) * scale
            scale /= 10
            position += 1
        }
        return value
    }
}

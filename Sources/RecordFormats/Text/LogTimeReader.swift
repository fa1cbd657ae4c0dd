import Glibc

/// Reads the time stamp a log line starts with, in the spellings logs use:
/// - ISO 8601 and its relatives: `2025-06-14T15:16:01.123Z`, `2025-06-14 15:16:01,123`,
///   `2025/06/14 15:16:01`, `2025.06.14 15:16:01`, apt's `2025-06-14  15:16:01`, with `.`, `,` or `:` before the fraction and
///   an optional zone (`Z`, `+02:00`, `+0200`);
/// - syslog's `Jun 14 15:16:01` (also `Jun  4`, with a fraction, or a year after it),
///   `ctime`'s `Sun Jun 14 15:16:01 2025` and `journalctl`'s `Sun 2025-06-14 15:16:01`;
/// - the common log format's `14/Jun/2025:15:16:01 +0200` and `14-Jun-2025 15:16:01`;
/// - short dates: `250614 151601`, `25/06/14 15:16:01`, `06-14 15:16:01.123`,
///   `06.14 15:16:01`, `20250614-15:16:01:123`;
/// - a time alone (`15:16:01.123`), and epoch seconds or milliseconds (`1718378161.5`);
/// - glog's and klog's `I0614 15:16:01.123456`, whose first letter is the level.
package enum LogTimeReader {
    /// A stamp read from a line. Its parts are kept as small numbers, so that telling whether a
    /// line starts with a stamp (for every line a log's index looks at) builds no text and copies
    /// little; ``time`` writes them out.
    package struct Stamp: Equatable {
        private static let none: UInt16 = .max
        private var storedYear: UInt16, storedMonth: UInt16, storedDay: UInt16
        private var storedHour: UInt8, storedMinute: UInt8, storedSecond: UInt8
        private var fractionValue: UInt32, fractionDigits: UInt8
        /// The stamp's zone, when it has one.
        package var zone: Zone?
        /// The offset just past the stamp.
        package var end: Int = 0
        private var storedLevelLetter: UInt8 = 0
        /// Where the time of day (`15:16:01`, `151601`) ends, and where its fraction's digits end
        /// (there too without a fraction); -1 in a stamp read without one (epoch seconds).
        package private(set) var clockEnd: Int32 = -1
        package private(set) var fractionEnd: Int32 = -1
        /// Where the day of the month ends when it is written in two digits (`14`, `09`); -1
        /// otherwise.
        package private(set) var dayEnd: Int32 = -1

        /// The parts as read (each at most four digits, a fraction at most nine).
        init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int, minute: Int, second: Int,
             fraction: (value: Int, digits: Int) = (0, 0), zone: Zone? = nil, clock: (end: Int, fractionEnd: Int)? = nil,
             dayEnd: Int? = nil) {
            storedYear = year.map { UInt16($0) } ?? Self.none
            storedMonth = month.map { UInt16($0) } ?? Self.none
            storedDay = day.map { UInt16($0) } ?? Self.none
            storedHour = UInt8(hour)
            storedMinute = UInt8(minute)
            storedSecond = UInt8(second)
            fractionValue = UInt32(fraction.value)
            fractionDigits = UInt8(fraction.digits)
            self.zone = zone
            clockEnd = Int32(clock?.end ?? -1)
            fractionEnd = Int32(clock?.fractionEnd ?? -1)
            self.dayEnd = Int32(dayEnd ?? -1)
        }

        package var year: Int? {
            get { storedYear == Self.none ? nil : Int(storedYear) }
            set { storedYear = newValue.map { UInt16($0) } ?? Self.none }
        }
        package var month: Int? { storedMonth == Self.none ? nil : Int(storedMonth) }
        package var day: Int? { storedDay == Self.none ? nil : Int(storedDay) }
        package var hour: Int { Int(storedHour) }
        package var minute: Int { Int(storedMinute) }
        package var second: Int { Int(storedSecond) }
        /// The level letter of a glog stamp (`I`, `W`, `E`, `F`).
        package var levelLetter: UInt8? {
            get { storedLevelLetter == 0 ? nil : storedLevelLetter }
            set { storedLevelLetter = newValue ?? 0 }
        }

        /// The stamp's time as the file wrote it.
        package var time: LogTime {
            var digits = fractionDigits > 0 ? String(fractionValue) : ""
            if digits.utf8.count < Int(fractionDigits) {
                digits = String(repeating: "0", count: Int(fractionDigits) - digits.utf8.count) + digits
            }
            return LogTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                           fraction: digits, zone: zone?.text)
        }
    }

    /// A stamp's zone: UTC (`Z`, `UTC`, `GMT`, or epoch time), or an offset as written.
    package enum Zone: Equatable {
        case utc
        case offset(sign: UInt8, hours: UInt8, minutes: UInt8)

        /// The zone as ISO 8601 writes it: `Z` or `+02:00`.
        var text: String {
            switch self {
            case .utc:
                return "Z"
            case let .offset(sign, hours, minutes):
                let two = { (value: UInt8) in value < 10 ? "0\(value)" : "\(value)" }
                return String(UnicodeScalar(sign)) + two(hours) + ":" + two(minutes)
            }
        }
    }

    /// The stamp that starts at `start` in `bytes`, if one does; it must end where the line does
    /// or before a byte that is not a letter or digit.
    /// With a `footprint`, what the reading looked at is noted there.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int,
                             footprint: UnsafeMutablePointer<ReadFootprint>? = nil) -> Stamp? {
        var cursor = ByteCursor(bytes: bytes, position: start, footprint: footprint)
        guard let first = cursor.peek() else { return nil }
        let stamp: Stamp? = if first.isASCIIDigit {
            readNumeric(&cursor)
        } else if first.isASCIILetter {
            readWords(&cursor)
        } else {
            nil
        }
        guard let stamp else { return nil }
        cursor.position = stamp.end
        guard !cursor.isDigit(), !cursor.isLetter() else { return nil }
        return stamp
    }

    // MARK: Spellings that start with a digit

    private static func readNumeric(_ cursor: inout ByteCursor) -> Stamp? {
        let start = cursor.position
        let digitCount = cursor.countDigits()
        switch digitCount {
        case 4:
            return readYearFirst(&cursor)
        case 8:
            // 20250614-15:16:01:123
            guard let year = cursor.number(4), let month = cursor.number(2), let day = cursor.number(2) else { return nil }
            let dayEnd = cursor.position
            guard cursor.skip("-") else { return nil }
            return readClock(&cursor, year: year, month: month, day: day, dayEnd: dayEnd)
        case 6:
            // 250614 151601
            guard let year = cursor.number(2), let month = cursor.number(2), let day = cursor.number(2) else { return nil }
            let dayEnd = cursor.position
            guard cursor.skip(" "), cursor.countDigits() == 6,
                  let hour = cursor.number(2), let minute = cursor.number(2), let second = cursor.number(2) else { return nil }
            return stamp(Stamp(year: 2000 + year, month: month, day: day, hour: hour, minute: minute, second: second,
                               clock: (cursor.position, cursor.position), dayEnd: dayEnd), end: cursor.position)
        case 10, 13:
            return readEpoch(&cursor, digits: digitCount)
        case 2:
            return readTwoDigitsFirst(&cursor, start: start)
        default:
            return nil
        }
    }

    /// `2025-06-14T15:16:01`, `2025/06/14 15:16:01`, `2025.06.14 15:16:01`.
    private static func readYearFirst(_ cursor: inout ByteCursor) -> Stamp? {
        guard let year = cursor.number(4), let separator = cursor.take(),
              separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."),
              let month = cursor.number(2), cursor.skip(separator), let day = cursor.number(2) else { return nil }
        let dayEnd = cursor.position
        if cursor.skip(" ") {
            // apt writes two spaces: `2025-06-24  14:36:25`.
            _ = cursor.skip(" ")
        } else {
            guard cursor.skip("T") || cursor.skip("t") || cursor.skip("-") else { return nil }
        }
        return readClock(&cursor, year: year, month: month, day: day, dayEnd: dayEnd)
    }

    /// `25/06/14 15:16:01`, `06-14 15:16:01.123`, `06.14 15:16:01`, `14/Jun/2025:15:16:01 +0200`,
    /// `14-Jun-2025 15:16:01`, or a time alone.
    private static func readTwoDigitsFirst(_ cursor: inout ByteCursor, start: Int) -> Stamp? {
        guard let first = cursor.number(2), let separator = cursor.peek() else { return nil }
        let firstEnd = cursor.position
        if separator == UInt8(ascii: ":") {
            cursor.position = start
            return readClock(&cursor, year: nil, month: nil, day: nil)
        }
        _ = cursor.take()
        if let month = cursor.monthName() {
            // 14/Jun/2025:15:16:01 +0200 or 14-Jun-2025 15:16:01
            guard cursor.skip(separator), let year = cursor.number(4),
                  cursor.skip(":") || cursor.skip(" ") else { return nil }
            return readClock(&cursor, year: year, month: month, day: first, dayEnd: firstEnd, spacedZone: true)
        }
        guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: "-") || separator == UInt8(ascii: "."),
              let second = cursor.number(2) else { return nil }
        if cursor.skip(separator) {
            // 25/06/14 15:16:01
            guard let day = cursor.number(2) else { return nil }
            let dayEnd = cursor.position
            guard cursor.skip(" ") else { return nil }
            return readClock(&cursor, year: 2000 + first, month: second, day: day, dayEnd: dayEnd)
        }
        // 06-14 15:16:01.123: month and day.
        let secondEnd = cursor.position
        guard cursor.skip(" ") else { return nil }
        return readClock(&cursor, year: nil, month: first, day: second, dayEnd: secondEnd)
    }

    /// Epoch seconds (10 digits, perhaps with a fraction) or milliseconds (13 digits), in UTC.
    private static func readEpoch(_ cursor: inout ByteCursor, digits: Int) -> Stamp? {
        guard var seconds = cursor.number(digits) else { return nil }
        var fraction = (value: 0, digits: 0)
        if digits == 13 {
            fraction = (seconds % 1000, 3)
            seconds /= 1000
        } else if cursor.peek() == UInt8(ascii: "."), cursor.isDigit(1) {
            _ = cursor.take()
            fraction = cursor.fractionDigits()
        }
        // 2001-09-09 to 2286: ten digits that read as a time a log was written.
        guard seconds >= 1_000_000_000 else { return nil }
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return nil }
        return stamp(Stamp(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                           hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
                           fraction: fraction, zone: .utc), end: cursor.position)
    }

    // MARK: Spellings that start with a letter

    /// `Jun 14 15:16:01`, `Sun Jun 14 15:16:01 2025`, or glog's `I0614 15:16:01.123456`.
    private static func readWords(_ cursor: inout ByteCursor) -> Stamp? {
        let start = cursor.position
        if let letter = cursor.peek(), Self.isGlogLevelLetter(letter), cursor.isDigit(1) {
            _ = cursor.take()
            guard cursor.countDigits() == 4, let month = cursor.number(2), let day = cursor.number(2) else { return nil }
            let dayEnd = cursor.position
            guard cursor.skip(" "), var glog = readClock(&cursor, year: nil, month: month, day: day, dayEnd: dayEnd) else { return nil }
            glog.levelLetter = letter
            return glog
        }
        // A weekday first: ctime's spelling, with the year after the time, or `journalctl -o
        // short-full`'s `Sun 2025-06-14 15:16:01`.
        if cursor.weekdayName() != nil {
            guard cursor.skip(" ") else { return nil }
            if cursor.countDigits() == 4 { return readYearFirst(&cursor) }
        } else {
            cursor.position = start
        }
        let hasWeekday = cursor.position != start
        guard let month = cursor.monthName(), cursor.skip(" ") else { return nil }
        _ = cursor.skip(" ")
        let dayDigits = cursor.countDigits()
        guard dayDigits == 1 || dayDigits == 2, let day = cursor.number(dayDigits) else { return nil }
        let dayEnd = dayDigits == 2 ? cursor.position : nil
        guard cursor.skip(" "), var stamp = readClock(&cursor, year: nil, month: month, day: day, dayEnd: dayEnd) else { return nil }
        // A year after the time: ctime's, and some syslog writers'.
        var after = cursor
        if after.skip(" "), after.countDigits() == 4, let year = after.number(4) {
            stamp.year = year
            stamp.end = after.position
        } else if hasWeekday {
            return nil
        }
        return stamp
    }

    // MARK: The time of day

    /// `15:16:01` (perhaps unpadded: `0:16:0`), with a fraction after `.`, `,` or `:` and a
    /// zone, completing a date.
    private static func readClock(_ cursor: inout ByteCursor, year: Int?, month: Int?, day: Int?, dayEnd: Int? = nil,
                                  spacedZone: Bool = false) -> Stamp? {
        guard let hour = cursor.oneOrTwoDigits(), cursor.skip(":"), let minute = cursor.oneOrTwoDigits(), cursor.skip(":"),
              let second = cursor.oneOrTwoDigits() else { return nil }
        let clockEnd = cursor.position
        var fraction = (value: 0, digits: 0)
        if let mark = cursor.peek(), mark == UInt8(ascii: ".") || mark == UInt8(ascii: ",") || mark == UInt8(ascii: ":"),
           cursor.isDigit(1) {
            _ = cursor.take()
            fraction = cursor.fractionDigits()
            guard !cursor.isDigit() else { return nil }
        }
        let fractionEnd = cursor.position
        var zoneCursor = cursor
        if spacedZone { _ = zoneCursor.skip(" ") }
        let zone = zoneCursor.zone()
        if zone != nil { cursor = zoneCursor }
        return stamp(Stamp(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                           fraction: fraction, zone: zone, clock: (clockEnd, fractionEnd), dayEnd: dayEnd), end: cursor.position)
    }

    /// `I`, `W`, `E`, `F` or `D`: a glog stamp's first letter.
    @inline(__always)
    private static func isGlogLevelLetter(_ letter: UInt8) -> Bool {
        switch letter {
        case UInt8(ascii: "I"), UInt8(ascii: "W"), UInt8(ascii: "E"), UInt8(ascii: "F"), UInt8(ascii: "D"): true
        default: false
        }
    }

    /// The stamp, when its parts are a real date and time (in the years 1 to 9999).
    private static func stamp(_ parts: Stamp, end: Int) -> Stamp? {
        guard parts.year.map({ $0 >= 1 }) ?? true, parts.hour < 24, parts.minute < 60, parts.second <= 60,
              parts.month.map({ (1...12).contains($0) }) ?? true, parts.day.map({ (1...31).contains($0) }) ?? true
        else { return nil }
        var stamp = parts
        stamp.end = end
        return stamp
    }
}

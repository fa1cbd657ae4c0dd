/// A time stamp as a log line writes it, read into its parts: the date may lack a year (syslog's
/// `Jun 14 15:16:01`) or be missing altogether (`15:16:01.123`), and the fraction keeps the
/// digits the file has.
public struct LogTime: Equatable, Sendable {
    /// The year, when the stamp has one.
    public var year: Int?
    /// The month and day, when the stamp has a date.
    public var month: Int?
    public var day: Int?
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// The fraction of a second's digits as written (`"123"` for `.123`), empty without one.
    public var fraction: String
    /// The zone as ISO 8601 writes it (`Z`, `+02:00`), `nil` for local time.
    public var zone: String?

    /// The time as ISO 8601 text, `2025-06-14T15:16:01.123+02:00`, as precise as the stamp; a
    /// stamp without a year takes `year`, one without a date `year`-`month`-`day`. Epoch
    /// seconds are written in UTC.
    public func iso8601(year defaultYear: Int, month defaultMonth: Int = 1, day defaultDay: Int = 1) -> String {
        var text = Self.digits(year ?? defaultYear, 4) + "-" + Self.digits(month ?? defaultMonth, 2) + "-"
            + Self.digits(day ?? defaultDay, 2) + "T" + Self.digits(hour, 2) + ":" + Self.digits(minute, 2) + ":"
            + Self.digits(second, 2)
        if !fraction.isEmpty { text += "." + fraction }
        return text + (zone ?? "")
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}

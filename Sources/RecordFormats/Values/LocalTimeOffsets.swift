import Glibc
import Synchronization

/// Local wall-clock times to seconds since 1970, as `mktime` turns them, without asking the
/// zone for every time: glibc's `mktime` looks at the zone's file again at each call (a `stat`
/// of `/etc/localtime`), which cost a quarter of a text log's export. Every time of one hour of
/// wall-clock time has the offset `mktime` gave the first one asked; the last hour's is kept.
enum LocalTimeOffsets {
    /// The last hour of wall-clock time asked (its seconds as if UTC, divided by 3,600) and the
    /// offset `mktime` gave it.
    private static let lastHour = Mutex<(hour: Int, offset: Int)?>(nil)

    /// The seconds since 1970 of `time`, a local wall-clock time (normalized as `mktime` does:
    /// a 61st second, a 13th month).
    static func seconds(of time: tm) -> Int {
        var asUTC = time
        let wallSeconds = timegm(&asUTC)
        // Rounded down, so that times before 1970 fall in their own hour.
        let hour = wallSeconds >= 0 ? wallSeconds / 3_600 : (wallSeconds - 3_599) / 3_600
        if let last = lastHour.withLock({ $0 }), last.hour == hour { return wallSeconds - last.offset }
        var local = time
        local.tm_isdst = -1
        let seconds = mktime(&local)
        lastHour.withLock { $0 = (hour, wallSeconds - seconds) }
        return seconds
    }

    /// Forgets the offset kept, as after the zone changed (tests set `TZ`).
    static func forget() {
        lastHour.withLock { $0 = nil }
    }
}

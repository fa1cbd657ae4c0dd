import Glibc
import Synchronization

/// Local wall-clock times to seconds since 1970, as `mktime` turns them, without `mktime`'s
/// cost: glibc's `mktime` looks at the zone's file again at each call (a `stat` of
/// `/etc/localtime`), which cost a quarter of a text log's export, and a timeline's samples of
/// a text log, each in an hour of its own, as many `stat`s. Every time of one hour of
/// wall-clock time has the offset the first one asked gave (the last hour's is kept); a time
/// whose zone keeps one offset for a day either side is found with `localtime_r`, which reads
/// the zone once; only times near a change of offset (summer time) are left to `mktime`.
enum LocalTimeOffsets {
    /// The last hour of wall-clock time asked (its seconds as if UTC, divided by 3,600) and the
    /// offset found for it.
    private static let lastHour = Mutex<(hour: Int, offset: Int)?>(nil)

    /// The seconds since 1970 of `time`, a local wall-clock time (normalized as `mktime` does:
    /// a 61st second, a 13th month).
    static func seconds(of time: tm) -> Int {
        var asUTC = time
        let wallSeconds = timegm(&asUTC)
        // Rounded down, so that times before 1970 fall in their own hour.
        let hour = wallSeconds >= 0 ? wallSeconds / 3_600 : (wallSeconds - 3_599) / 3_600
        if let last = lastHour.withLock({ $0 }), last.hour == hour { return wallSeconds - last.offset }
        let seconds = steadySeconds(ofWallSeconds: wallSeconds) ?? {
            var local = time
            local.tm_isdst = -1
            return mktime(&local)
        }()
        lastHour.withLock { $0 = (hour, wallSeconds - seconds) }
        return seconds
    }

    /// The instant whose local time is `wallSeconds` (seconds as if UTC), where the zone's
    /// offset from UTC is the same from a day before that instant to a day after: then it is
    /// the one instant with that local time, the one `mktime` finds. `nil` otherwise.
    private static func steadySeconds(ofWallSeconds wallSeconds: Int) -> Int? {
        guard let guess = offset(at: wallSeconds), let offset = offset(at: wallSeconds - guess) else { return nil }
        let instant = wallSeconds - offset
        for probe in [instant, instant - 86_400, instant + 86_400] {
            guard self.offset(at: probe) == offset else { return nil }
        }
        return instant
    }

    /// The zone's offset from UTC, in seconds, at `instant`.
    private static func offset(at instant: Int) -> Int? {
        var time = time_t(instant)
        var local = tm()
        guard localtime_r(&time, &local) != nil else { return nil }
        return local.tm_gmtoff
    }

    /// Forgets the offset kept and reads the zone again, as after it changed (tests set `TZ`).
    static func forget() {
        tzset()
        lastHour.withLock { $0 = nil }
    }
}

import Foundation
import Glibc
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Local times without a zone are read as `mktime` reads them, with the zone asked once an hour
/// of wall-clock time: in zones with summer time, around their changes too (and Samoa's day
/// that never was), in any order.
final class LocalTimeOffsetsTests: XCTestCase {
    private var savedZone: String?

    override func setUp() {
        savedZone = ProcessInfo.processInfo.environment["TZ"]
    }

    override func tearDown() {
        if let savedZone { setenv("TZ", savedZone, 1) } else { unsetenv("TZ") }
        tzset()
        LocalTimeOffsets.forget()
    }

    func testSecondsAreMktimesInZonesWithSummerTime() throws {
        var generator = SplitMix64Generator(seed: 0x7A_2026)
        for zone in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "UTC", "Asia/Kolkata", "Pacific/Apia"] {
            setenv("TZ", zone, 1)
            tzset()
            LocalTimeOffsets.forget()
            // Times near the changes of 2025 (late March, late October, early April and November
            // for New York, Lord Howe's half hour), in runs and at random, and across 1970.
            var times: [tm] = []
            for (month, day) in [(3, 9), (3, 30), (4, 6), (10, 5), (10, 26), (11, 2)] {
                for minutes in stride(from: 0, to: 6 * 60, by: Int.random(in: 1...40, using: &generator)) {
                    times.append(Self.time(2025, month, day, minutes / 60, minutes % 60, Int.random(in: 0...60, using: &generator)))
                }
            }
            // Samoa went from UTC-10 to UTC+14 at the end of 2011-12-29: the 30th never was.
            for day in 29...31 {
                for minutes in stride(from: 0, to: 24 * 60, by: Int.random(in: 20...90, using: &generator)) {
                    times.append(Self.time(2011, 12, day, minutes / 60, minutes % 60, 0))
                }
            }
            for _ in 0..<2_000 {
                times.append(Self.time(Int.random(in: 1960...2040, using: &generator), Int.random(in: 1...12, using: &generator),
                                       Int.random(in: 1...28, using: &generator), Int.random(in: 0...23, using: &generator),
                                       Int.random(in: 0...59, using: &generator), Int.random(in: 0...59, using: &generator)))
            }
            for time in times + times.shuffled(using: &generator) {
                var local = time
                local.tm_isdst = -1
                let expected = mktime(&local)
                XCTAssertEqual(LocalTimeOffsets.seconds(of: time), expected,
                               "\(zone): \(time.tm_year + 1900)-\(time.tm_mon + 1)-\(time.tm_mday) \(time.tm_hour):\(time.tm_min):\(time.tm_sec)")
            }
        }
    }

    private static func time(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> tm {
        var time = tm()
        time.tm_year = Int32(year - 1900)
        time.tm_mon = Int32(month - 1)
        time.tm_mday = Int32(day)
        time.tm_hour = Int32(hour)
        time.tm_min = Int32(minute)
        time.tm_sec = Int32(second)
        return time
    }
}

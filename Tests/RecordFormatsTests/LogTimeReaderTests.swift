@testable import RecordFormats
import XCTest

/// The time stamps log lines start with, in every spelling the reader knows, as ISO 8601; and
/// what is not one.
final class LogTimeReaderTests: XCTestCase {
    private func iso(_ line: String, year: Int = 2024) -> String? {
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            LineHead.stampStart(in: bytes).map { $0.stamp.time.iso8601(year: year, month: 3, day: 9) }
        }
    }

    /// Each part is padded with zeros to its width (a year to four digits), a longer one kept whole.
    func testISO8601PadsEachPartToItsWidth() {
        let time = LogTime(year: 7, month: 3, day: 4, hour: 5, minute: 0, second: 9, fraction: "05", zone: "Z")
        XCTAssertEqual(time.iso8601(year: 2000), "0007-03-04T05:00:09.05Z")
        let later = LogTime(year: nil, month: nil, day: nil, hour: 23, minute: 59, second: 60, fraction: "", zone: "+14:00")
        XCTAssertEqual(later.iso8601(year: 12_345, month: 12, day: 31), "12345-12-31T23:59:60+14:00")
        XCTAssertEqual(LogTime(year: -3, month: 1, day: 1, hour: 0, minute: 0, second: 0, fraction: "", zone: nil).iso8601(year: 0),
                       "00-3-01-01T00:00:00")
    }

    func testSpellingsReadAsISO8601() {
        let cases: [(String, String)] = [
            ("2025-06-14T15:16:01Z msg", "2025-06-14T15:16:01Z"),
            ("2025-06-14 15:16:01,123 INFO", "2025-06-14T15:16:01.123"),
            ("2025-06-14 15:16:01.123456+0200 x", "2025-06-14T15:16:01.123456+02:00"),
            ("2025/06/14 15:16:01 [error] 1#1:", "2025-06-14T15:16:01"),
            ("2025-06-24  14:36:25", "2025-06-24T14:36:25"),
            ("2005.06.03 15:42:50 R02", "2005-06-03T15:42:50"),
            ("Jun 14 15:16:01 combo sshd[1]:", "2024-06-14T15:16:01"),
            ("Jun  4 15:16:01.250 host", "2024-06-04T15:16:01.250"),
            ("Jun 14 15:16:01 2023 host", "2023-06-14T15:16:01"),
            ("Sun 2025-06-15 15:16:01 UTC host", "2025-06-15T15:16:01"),
            ("[Sun Dec 04 04:47:44 2005] [notice]", "2005-12-04T04:47:44"),
            ("14/Jun/2025:15:16:01 +0200 GET", "2025-06-14T15:16:01+02:00"),
            ("14-Jun-2025 15:16:01.5 INFO", "2025-06-14T15:16:01.5"),
            ("081109 203615 148 INFO", "2008-11-09T20:36:15"),
            ("17/06/09 20:10:40 INFO", "2017-06-09T20:10:40"),
            ("03-17 16:13:38.811  1702", "2024-03-17T16:13:38.811"),
            ("[10.30 16:49:06] chrome.exe", "2024-10-30T16:49:06"),
            ("20171223-22:15:29:606|Step", "2017-12-23T22:15:29.606"),
            ("20171223-22:16:0:119|Step", "2017-12-23T22:16:00.119"),
            ("20171224-0:0:0:215|Step", "2017-12-24T00:00:00.215"),
            ("15:16:01.123 [main] INFO", "2024-03-09T15:16:01.123"),
            ("1718378161 up", "2024-06-14T15:16:01Z"),
            ("1718378161.25 up", "2024-06-14T15:16:01.25Z"),
            ("1718378161250 up", "2024-06-14T15:16:01.250Z"),
            ("I0614 15:16:01.123456   12 main.go:42] x", "2024-06-14T15:16:01.123456"),
            ("<34>1 2003-10-11T22:14:15.003Z host su", "2003-10-11T22:14:15.003Z"),
            ("<13>Jun 14 15:16:01 host x", "2024-06-14T15:16:01"),
        ]
        for (line, expected) in cases {
            XCTAssertEqual(iso(line), expected, line)
        }
    }

    func testWhatIsNoStampIsNotRead() {
        for line in ["Caused by: java.lang.X", "\tat a.B(C.java:1)", "2025-13-14 15:16:01 x", "2025-06-14 25:16:01 x",
                     "Jun 34 15:16:01 x", "0000-06-14 15:16:01 x", "Junk 14 15:16:01", "123 items", "2025-06-14x", "12345678901 big", "Traceback (most",
                     "15:16", "2025-06-14 15:16:01123", "[2025-06-14 15:16:01 x", "Mon 15:16:01", "2025-06-14   15:16:01", ""] {
            XCTAssertNil(iso(line), line)
        }
    }

    func testAGlogStampNamesItsLevel() {
        let stamp = Array("E0614 15:16:01.5 9 a.go:1] boom".utf8).withUnsafeBufferPointer { LineHead.stampStart(in: $0) }
        XCTAssertEqual(stamp?.stamp.levelLetter, UInt8(ascii: "E"))
    }
}

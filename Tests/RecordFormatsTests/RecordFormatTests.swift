@testable import RecordFileAccess
@testable import RecordFormats
import XCTest

/// Format detection: extensions first, then the content.
final class RecordFormatTests: XCTestCase {
    private func detect(_ path: String, _ content: String) -> RecordFormat {
        RecordFormat.detect(path: path, firstBytes: Array(content.utf8))
    }

    func testExtensionsThatNameOneFormatWin() {
        XCTAssertEqual(detect("a.jsonl", "[1, 2]"), .jsonl)
        XCTAssertEqual(detect("/x/a.NDJSON", "name,age\n"), .jsonl)
        XCTAssertEqual(detect("a.CSV", "[1]\n[2]\n"), .csv)
        XCTAssertEqual(detect("a.csv", "{\"a\": 1}"), .csv)
    }

    func testJSONContentIsADocumentUnlessItsFirstLineIsAWholeValueFollowedByAnother() {
        XCTAssertEqual(detect("a.json", "[\n  {\"a\": 1},\n  {\"a\": 2}\n]\n"), .json)
        XCTAssertEqual(detect("a.json", "{\"a\": 1}\n{\"a\": 2}\n"), .jsonl)
        XCTAssertEqual(detect("a.json", "{\"a\": 1}\n"), .json)
        XCTAssertEqual(detect("a.json", "{\"a\":\n 1}\n{\"a\": 2}\n"), .json)
        XCTAssertEqual(detect("a.json", "[1, 2]\n3\n"), .json)
        XCTAssertEqual(detect("data", "\n  [1, 2]\n\n[3]\n"), .jsonl)
        XCTAssertEqual(detect("a.log", "{\"a\": 1}\r\n{\"a\": 2}\r\n"), .jsonl)
        XCTAssertEqual(detect("data", "[1, 2]"), .json)
        // A whole value with more text after it on its line: the kernel's log, not JSON.
        XCTAssertEqual(detect("dmesg", "[    0.000000] Linux version 6.1.0\n[    1.234567] ACPI: Core revision\n"), .text)
        XCTAssertEqual(detect("data", "{\"a\": 1} {\"b\": 2}\n"), .text)
        // A whole value alone on its line, then a line that starts no value: Xorg's log.
        XCTAssertEqual(detect("Xorg.0.log", "[    12.345] \nX.Org X Server 1.21.1.7\n[    12.346] (II) Loading\n"), .text)
        XCTAssertEqual(detect("data", "[1, 2]\n3\n"), .text)
        XCTAssertEqual(detect("data", "[1, 2]\n\n  {\"a\": 3}\n"), .jsonl)
    }

    func testAByteOrderMarkIsLookedPast() {
        XCTAssertEqual(RecordFormat.detect(path: "data", firstBytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n{}\n".utf8)),
                       .jsonl)
        XCTAssertEqual(RecordFormat.detect(path: "data", firstBytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .json)
    }

    func testOtherContentIsJSONOnlyWhenTheNameSaysSo() {
        XCTAssertEqual(detect("a.json", "\"text\""), .json)
        XCTAssertEqual(detect("a.json", ""), .json)
        XCTAssertEqual(detect("a.txt", "name,age\nAda,36\n"), .csv)
        XCTAssertEqual(detect("data", "42"), .text)
        XCTAssertEqual(detect("data", ""), .text)
    }

    func testLinesThatSplitEvenlyAreCSVAndOtherLinesALog() {
        // dpkg.log: its first line is an entry, not a header.
        XCTAssertEqual(detect("dpkg.log", "2025-06-24 14:36:25 startup archives unpack\n2025-06-24 14:36:25 upgrade libc6:amd64 2.36\n"), .text)
        XCTAssertEqual(detect("syslog", "Jun 14 15:16:01 combo sshd[1]: a, b\nJun 14 15:16:02 combo cron[2]: c\n"), .text)
        // Python's logging writes a comma in its time stamps: still a log.
        XCTAssertEqual(detect("app.log", "2025-06-14 15:16:01,123 INFO a\n2025-06-14 15:16:02,456 INFO b\n"), .text)
        XCTAssertEqual(detect("export", "time,level,message\n2025-06-14T15:16:01Z,info,\"a, b\"\n2025-06-14T15:16:02Z,warn,c\n"), .csv)
        // Every line stamped, the first too: a log, however evenly its lines split; a table's
        // first line names its columns.
        XCTAssertEqual(detect("health", "20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579\n20171223-22:15:29:615|Step_LSC|30002312|flush\n"), .text)
        XCTAssertEqual(detect("cbs", "2016-09-28 04:30:30, Info  CBS  Loaded\n2016-09-28 04:30:31, Info  CSI  Ending\n"), .text)
        XCTAssertEqual(detect("timed.csv", "2025-06-14 15:16:01,a,b\n2025-06-14 15:16:02,c,d\n"), .csv, "the name says CSV")
        XCTAssertEqual(detect("data", "a;b;c\n1;2;3\n"), .csv)
        XCTAssertEqual(detect("data", "a\tb\n1\t2\n"), .csv)
        XCTAssertEqual(detect("notes", "one, two\nthree\n"), .text)
        XCTAssertEqual(detect("one-line", "a,b,c"), .text, "a single line shows no columns")
        // A first line with a stamp in a field is an entry, not the columns' names.
        XCTAssertEqual(detect("production.log", "I, [2025-11-02T10:15:01.123456 #1234]  INFO -- : Started GET\nE, [2025-11-02T10:15:02.654321 #1234] ERROR -- : Not found\n"), .text)
        XCTAssertEqual(detect("pivot", "region,2024-01-01,2024-01-02\nnorth,1,2\n"), .csv, "dates without a time name columns")
    }

    func testRawValuesNameTheFormats() {
        XCTAssertEqual(RecordFormat.allCases.map(\.rawValue), ["json", "jsonl", "csv", "text"])
    }
}

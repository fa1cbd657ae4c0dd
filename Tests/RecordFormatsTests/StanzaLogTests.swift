import Foundation
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Logs of stanzas, such as apt's `history.log` and `term.log`: an entry is a stanza, from a line
/// that starts with the first stanza's label and a time stamp to the next such line.
final class StanzaLogTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func read(_ name: String, _ text: String) throws -> RecordReading {
        let reading = try readRecords(try scratch.write(name, text), chunkSize: 7, pageSize: 2)
        XCTAssertNil(reading.error)
        return reading
    }

    private static let history = """

        Start-Date: 2025-06-24  14:36:25
        Commandline: apt-get -qqy upgrade
        Upgrade: libsystemd0:amd64 (252.36-1~deb12u1, 252.38-1~deb12u1)
        End-Date: 2025-06-24  14:36:26

        Start-Date: 2025-06-24  14:37:36
        Commandline: apt-get install -y jq
        Requested-By: builder (1000)
        Install: jq:amd64 (1.6-2.1), libjq1:amd64 (1.6-2.1, automatic)
        End-Date: 2025-06-24  14:37:38

        Start-Date: 2025-06-25  09:00:01
        Commandline: apt-get remove -y nano
        Remove: nano:amd64 (7.2-1)
        Error: Sub-process /usr/bin/dpkg returned an error code (1)
        End-Date: 2025-06-25  09:00:02

        """

    func testAptHistoryIsAnEntryPerTransactionWithItsLinesAsFields() throws {
        let bytes = Array(Self.history.utf8)
        let entries = bytes.withUnsafeBufferPointer(TextEntries.learn)
        XCTAssertEqual(entries.headLabel, Array("Start-Date: ".utf8))
        XCTAssertFalse(entries.headsStartWithTime)
        let reading = try read("history.log", Self.history)
        XCTAssertEqual(reading.records.map(\.line), [2, 7, 13])
        XCTAssertEqual(reading.records[1].value, .object([
            ("time", .string("2025-06-24T14:37:36")), ("Commandline", .string("apt-get install -y jq")),
            ("Requested-By", .string("builder (1000)")), ("Install", .string("jq:amd64 (1.6-2.1), libjq1:amd64 (1.6-2.1, automatic)")),
            ("End-Date", .string("2025-06-24  14:37:38")), ("message", .string("apt-get install -y jq")),
        ]))
        XCTAssertEqual(reading.records[2].text?.split(separator: "\n").count, 5)
    }

    /// A stanza of output lines is titled by its first; the others, which are no fields, are
    /// its detail.
    func testATermLogsStanzaIsTitledByItsFirstLineAndItsOutputIsItsDetail() throws {
        let log = """
            Log started: 2025-06-24  14:36:25
            (Reading database ... 6742 files and directories currently installed.)
            Preparing to unpack .../libsystemd0_252.38-1~deb12u1_amd64.deb ...
            Log ended: 2025-06-24  14:36:26

            Log started: 2025-06-24  14:37:36
            Selecting previously unselected package jq.
            Log ended: 2025-06-24  14:37:38

            """
        let reading = try read("term.log", log)
        XCTAssertEqual(reading.records.map(\.line), [1, 6])
        XCTAssertEqual(reading.records[0].value, .object([
            ("time", .string("2025-06-24T14:36:25")), ("Log ended", .string("2025-06-24  14:36:26")),
            ("message", .string("(Reading database ... 6742 files and directories currently installed.)")),
            ("detail", .string("Preparing to unpack .../libsystemd0_252.38-1~deb12u1_amd64.deb ...")),
        ]))
        XCTAssertEqual(reading.records[1].value, .object([
            ("time", .string("2025-06-24T14:37:36")), ("Log ended", .string("2025-06-24  14:37:38")),
            ("message", .string("Selecting previously unselected package jq.")),
        ]))
    }

    func testALogWhoseEveryLineIsLabelledStaysALinePerEntry() throws {
        let log = (0..<6).map { "Checked: 2025-06-24 14:36:2\($0) disk \($0) fine" }.joined(separator: "\n") + "\n"
        XCTAssertNil(Array(log.utf8).withUnsafeBufferPointer(TextEntries.learn).headLabel)
        XCTAssertEqual(try read("checks.log", log).records.count, 6)
    }

    /// Go's `log` with a prefix per level writes a label and a stamp on every line: each line is
    /// an entry, however few of them the first line's label starts.
    func testALogOfPrefixedLevelsIsALinePerEntry() throws {
        let levels = ["INFO", "WARN", "ERROR", "ERROR", "WARN", "INFO", "ERROR", "WARN"]
        let log = levels.enumerated().map { "\($1): 2025/06/14 15:16:0\($0) main.go:12: step \($0)" }.joined(separator: "\n") + "\n"
        XCTAssertNil(Array(log.utf8).withUnsafeBufferPointer(TextEntries.learn).headLabel)
        XCTAssertEqual(try read("service.log", log).records.count, levels.count)
    }

    func testOneStanzaAloneOrALabelWithoutAStampIsNoStanzaLog() throws {
        let one = "Start-Date: 2025-06-24  14:36:25\nCommandline: apt-get update\nEnd-Date: 2025-06-24  14:36:26\n"
        XCTAssertNil(Array(one.utf8).withUnsafeBufferPointer(TextEntries.learn).headLabel)
        let unstamped = "Name: a\nValue: 1\n\nName: b\nValue: 2\n"
        XCTAssertNil(Array(unstamped.utf8).withUnsafeBufferPointer(TextEntries.learn).headLabel)
    }
}

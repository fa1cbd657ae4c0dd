import Foundation
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Text logs read as lists of entries: every line is in an entry, continuation lines stay with
/// the line they continue, and the fields a log's lines share are learnt from the file.
final class TextLogReadingTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// The records of `text` written to a file named `name`, last changed at `modified`.
    private func read(_ name: String, _ text: String, format: RecordFormat? = nil,
                      modified: String = "2025-03-01T12:00:00Z") throws -> RecordReading {
        let path = try scratch.write(name, text)
        let date = try XCTUnwrap(ISO8601DateFormatter().date(from: modified))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let reading = try readRecords(path, format: format, chunkSize: 7, pageSize: 3)
        XCTAssertNil(reading.error)
        return reading
    }

    private func field(_ key: String, of record: FileRecord?) -> JSONValue? {
        guard case .object(let members) = record?.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    func testADpkgLogIsAnEntryPerLineTheFirstLineToo() throws {
        let lines = ["2025-06-24 14:36:25 startup archives unpack",
                     "2025-06-24 14:36:25 upgrade libsystemd0:amd64 252.36-1~deb12u1 252.38-1~deb12u1",
                     "2025-06-24 14:36:26 status half-configured libsystemd0:amd64 252.36-1~deb12u1"]
        let reading = try read("dpkg.log", lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(reading.records.map(\.line), [1, 2, 3])
        XCTAssertEqual(reading.records.map(\.text), lines)
        XCTAssertEqual(reading.records.first?.value, .object([("time", .string("2025-06-24T14:36:25")), ("action", .string("startup")),
                                                              ("message", .string("archives unpack"))]))
    }

    func testALogfmtLogHasAFieldForEachPairAndItsMessageTitlesIt() throws {
        let lines = [#"ts=2025-06-14T15:16:01.123Z caller=main.go:42 level=info msg="server started" port=8080 took=3.5"#,
                     #"ts=2025-06-14T15:16:02Z level=ERROR msg="bad \"query\"\tx" err="" port=08 port=9 Code=E7"#,
                     #"at=info method=GET path=/ status=200 host="a b""#,
                     "a line that is not pairs",
                     #"ts=2025-06-14T15:16:04Z msg="unclosed quote"#]
        // Nine in ten of the first lines are pairs: a logfmt log.
        let others = (0..<16).map { #"ts=2025-06-14T15:17:\#($0 + 10)Z level=debug msg="tick" n=\#($0)"# }
        let reading = try read("app.log", (lines + others).joined(separator: "\n") + "\n")
        XCTAssertEqual(reading.records.map(\.line), Array(1...21))
        XCTAssertEqual(field("time", of: reading.records.last), .string("2025-06-14T15:17:25Z"))
        XCTAssertEqual(reading.records[0].value, .object([
            ("time", .string("2025-06-14T15:16:01.123Z")), ("caller", .string("main.go:42")), ("level", .string("info")),
            ("message", .string("server started")), ("port", .number("8080")), ("took", .number("3.5")),
        ]))
        // Escapes undone, a key given again left out, a number only where JSON writes one.
        XCTAssertEqual(reading.records[1].value, .object([
            ("time", .string("2025-06-14T15:16:02Z")), ("level", .string("error")), ("message", .string("bad \"query\"\tx")),
            ("err", .string("")), ("port", .string("08")), ("Code", .string("E7")),
        ]))
        // Without a message, the whole line is the message.
        XCTAssertEqual(field("status", of: reading.records[2]), .number("200"))
        XCTAssertEqual(field("host", of: reading.records[2]), .string("a b"))
        XCTAssertEqual(field("message", of: reading.records[2]), .string(lines[2]))
        XCTAssertEqual(reading.records[3].value, .object([("message", .string(lines[3]))]))
        XCTAssertEqual(reading.records[4].value, .object([("message", .string(lines[4]))]))
    }

    func testAStampAfterTheProgramsNameIsTheTimeAndAColonAfterItEndsTheHeader() throws {
        let lines = ["update-alternatives 2025-06-24 14:36:53: run with --quiet --install /usr/bin/pager pager /usr/bin/less 77",
                     "update-alternatives 2025-06-24 14:36:53: link group pager updated to point to /usr/bin/less",
                     "update-alternatives 2025-06-24 14:37:02: using /usr/bin/vim.basic to provide /usr/bin/vi (vi) in auto mode"]
        let reading = try read("alternatives.log", lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(reading.records.map(\.line), [1, 2, 3])
        XCTAssertEqual(reading.records.last?.value, .object([
            ("source", .string("update-alternatives")), ("time", .string("2025-06-24T14:37:02")),
            ("message", .string("using /usr/bin/vim.basic to provide /usr/bin/vi (vi) in auto mode")),
        ]))
    }

    func testStackTracesAndIndentedLinesStayWithTheirEntry() throws {
        let log = """
            2025-06-14 15:16:01,100 INFO [main] app.Server: started
            2025-06-14 15:16:02,200 ERROR [worker-1] app.Items: lookup failed
            java.lang.IllegalStateException: no item
            \tat app.Items.get(Items.java:42)
            Caused by: java.io.IOException: closed
            \t... 3 more

            2025-06-14 15:16:03,300 WARN [main] app.Server: slow
            Traceback (most recent call last):
              File "x.py", line 1, in <module>
            ValueError: bad
            """
        let records = try read("app.log", log).records
        XCTAssertEqual(records.map(\.line), [1, 2, 8])
        XCTAssertEqual(field("message", of: records[1]), .string("lookup failed"))
        XCTAssertEqual(field("detail", of: records[1]), .string("java.lang.IllegalStateException: no item\n\tat app.Items.get(Items.java:42)\nCaused by: java.io.IOException: closed\n\t... 3 more"))
        XCTAssertEqual(field("level", of: records[1]), .string("error"))
        XCTAssertEqual(field("thread", of: records[1]), .string("worker-1"))
        XCTAssertEqual(field("logger", of: records[1]), .string("app.Items"))
        XCTAssertEqual(records[2].text?.hasSuffix("ValueError: bad"), true, "the last entry runs to the end of the file")
    }

    func testALineThatStartsWithAByteOrderMarkIsReadAfterIt() throws {
        let mark = "\u{FEFF}"
        // `cat a.log b.log` of two files that each begin with a mark, and a file that begins with two.
        let joined = mark + "2025-06-24 14:36:25 startup archives unpack\n" + "2025-06-24 14:36:26 status installed base-files:amd64 12.4\n"
            + mark + "2025-06-24 14:36:27 startup packages configure\n"
        for (name, text) in [("joined.log", joined), ("twice.log", mark + joined)] {
            let records = try read(name, text).records
            XCTAssertEqual(records.map(\.line), [1, 2, 3], name)
            guard records.count == 3 else { continue }
            XCTAssertEqual(records.map { field("time", of: $0) },
                           ["2025-06-24T14:36:25", "2025-06-24T14:36:26", "2025-06-24T14:36:27"].map(JSONValue.string), name)
            XCTAssertEqual(records.map { field("action", of: $0) }, ["startup", "status", "startup"].map(JSONValue.string), name)
            XCTAssertEqual(field("message", of: records[2]), .string("packages configure"), name)
            XCTAssertEqual(records[2].text, mark + "2025-06-24 14:36:27 startup packages configure", "\(name): the text keeps the mark")
        }
        // In a log whose entries are stamped lines and what follows them, a marked stamped line starts an entry.
        let trace = "2025-06-14 15:16:01,100 ERROR [main] app.Server: failed\n\tat app.Server.run(Server.java:7)\n"
            + mark + "2025-06-14 15:16:02,200 INFO [main] app.Server: started\n"
        let records = try read("app.log", trace).records
        XCTAssertEqual(records.map(\.line), [1, 3])
        XCTAssertEqual(records.map { field("level", of: $0) }, [.string("error"), .string("info")])
        XCTAssertEqual(field("message", of: records.last), .string("started"))
    }

    func testAnEntryOfCRLFLinesHasItsContinuationLinesAsDetail() throws {
        let records = try read("windows.log", "2025-06-14 15:16:01 ERROR boom\r\n  at x\r\n2025-06-14 15:16:02 INFO ok\r\n").records
        XCTAssertEqual(records.map { field("message", of: $0) }, [.string("boom"), .string("ok")])
        XCTAssertEqual(field("detail", of: records[0]), .string("  at x"))
        let old = try read("old.log", "2025-06-14 15:16:01 ERROR boom\r  at x\r").records
        XCTAssertEqual(field("detail", of: old.first), .string("  at x"), "old Mac line ends")
    }

    func testALogWithoutTimeStampsIsALinePerEntryIndentedLinesJoined() throws {
        let records = try read("notes", "\n\nfirst\n  more of first\nsecond\r\nthird").records
        XCTAssertEqual(records.map(\.line), [3, 5, 6], "blank lines before the first entry are passed over")
        XCTAssertEqual(records.map(\.text), ["first\n  more of first", "second", "third"])
        XCTAssertEqual(field("message", of: records[1]), .string("second"))
    }

    func testSyslogNamesHostProcessAndIdAndDatesByTheFile() throws {
        let log = """
            Dec 31 23:59:58 combo sshd(pam_unix)[19939]: authentication failure; logname= uid=0
            Jan  1 00:00:01 combo kernel: Linux version 2.6.5
            Jan  1 00:00:02 combo su[42]: session opened for user root
            """
        let records = try read("messages", log, modified: "2025-01-02T00:00:00Z").records
        XCTAssertEqual(records.count, 3)
        XCTAssertEqual(field("time", of: records[0]), .string("2024-12-31T23:59:58"), "a year-less stamp after the file's date is from the year before")
        XCTAssertEqual(field("time", of: records[1]), .string("2025-01-01T00:00:01"))
        // Later in the same month than the file's change: the year before too.
        let december = try read("auth.log", "Dec 30 10:00:00 h sshd[1]: a\nDec  1 10:00:00 h sshd[2]: b\n", modified: "2025-12-05T00:00:00Z").records
        XCTAssertEqual(december.map { field("time", of: $0) }, [.string("2024-12-30T10:00:00"), .string("2025-12-01T10:00:00")])
        XCTAssertEqual(field("host", of: records[0]), .string("combo"))
        XCTAssertEqual(field("process", of: records[0]), .string("sshd(pam_unix)"))
        XCTAssertEqual(field("pid", of: records[0]), .number("19939"))
        XCTAssertEqual(field("process", of: records[1]), .string("kernel"))
        XCTAssertEqual(field("message", of: records[1]), .string("Linux version 2.6.5"))
        XCTAssertEqual(field("message", of: records[2]), .string("session opened for user root"))
    }

    func testAMessageEveryLineSharesStaysTheMessage() throws {
        // Thirty lines of one message's shape: its words agree as a header's would.
        let plain = (0..<30).map { String(format: "2025-06-14 15:16:%02d INFO request %d took %d ms\n", $0, $0, $0 * 7) }.joined()
        let records = try read("plain.log", plain).records
        XCTAssertEqual(field("level", of: records[3]), .string("info"))
        XCTAssertEqual(field("message", of: records[3]), .string("request 3 took 21 ms"))
        let logged = (0..<30).map { String(format: "2025-06-14 15:16:%02d,%03d INFO  [worker-%d] app.Server: request %d took %d ms\n", $0, $0, $0 % 4, $0, $0 * 7) }.joined()
        let entries = try read("logged.log", logged).records
        XCTAssertEqual(field("logger", of: entries[3]), .string("app.Server"))
        XCTAssertEqual(field("message", of: entries[3]), .string("request 3 took 21 ms"), "a logger's name ends the header")
    }

    func testLevelsTagsAndIdsOfOtherShapes() throws {
        let android = try read("logcat.txt", """
            03-17 16:13:38.811  1702  2395 D WindowManager: printFreezingDisplayLogs
            03-17 16:13:38.819  1702  8671 I PowerManagerService: acquire lock
            03-17 16:13:38.820  1702  8671 E ActivityManager: boom
            """).records
        XCTAssertEqual(field("pid", of: android[0]), .number("1702"))
        XCTAssertEqual(field("tid", of: android[1]), .number("8671"))
        XCTAssertEqual(android.map { field("level", of: $0) }, [.string("debug"), .string("info"), .string("error")])
        XCTAssertEqual(field("tag", of: android[2]), .string("ActivityManager"))
        XCTAssertEqual(field("message", of: android[2]), .string("boom"))

        let apache = try read("error_log", """
            [Sun Dec 04 04:47:44 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties
            [Sun Dec 04 04:47:44 2005] [error] mod_jk child workerEnv in error state 6
            """).records
        XCTAssertEqual(apache.map { field("level", of: $0) }, [.string("notice"), .string("error")])
        XCTAssertEqual(field("time", of: apache[1]), .string("2005-12-04T04:47:44"))
        XCTAssertEqual(field("message", of: apache[1]), .string("mod_jk child workerEnv in error state 6"))

        let zookeeper = try read("zookeeper.log", """
            2015-07-29 17:41:44,747 - INFO  [QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774] - Notification time out: 3200
            2015-07-29 19:04:12,394 - WARN  [SendWorker:188978561024:QuorumCnxManager$SendWorker@688] - Send worker leaving thread
            """).records
        XCTAssertEqual(field("level", of: zookeeper[1]), .string("warning"))
        XCTAssertEqual(field("thread", of: zookeeper[0]), .string("QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774"))
        XCTAssertEqual(field("message", of: zookeeper[0]), .string("Notification time out: 3200"))

        let klog = try read("kubelet.log", """
            I0614 15:16:01.123456   12345 server.go:42] Started kubelet
            E0614 15:16:02.000001   12345 pod.go:7] Failed to sync pod
            """).records
        XCTAssertEqual(klog.map { field("level", of: $0) }, [.string("info"), .string("error")])
        XCTAssertEqual(field("source", of: klog[1]), .string("pod.go:7"))
        XCTAssertEqual(field("message", of: klog[1]), .string("Failed to sync pod"))
    }

    func testANegativeFlagFillsItsFieldAndAMessageAfterAPipeIsAsWritten() throws {
        let cluster = try read("cluster.log", """
            5120331 node-88 unix.hw state_change.unavailable 1077804742 1 Component State Change: Component "ee0" is unavailable
            4400112 blades partition status 1061219795 -1 running
            4400117 node-12 action start 1074119817 1 clusterAddMember (command 1902)
            4400120 node-12 boot_cmd new 1075044000 -1 Targeting domains:node-D1 and nodes:node-[40-63]
            """).records
        XCTAssertEqual(cluster.map { field("message", of: $0) }, [
            .string("Component State Change: Component \"ee0\" is unavailable"), .string("running"),
            .string("clusterAddMember (command 1902)"), .string("Targeting domains:node-D1 and nodes:node-[40-63]"),
        ])

        let steps = try read("steps.log", """
            20180311-07:05:09:101|Step_Sensor|41250417|onStepChanged 812
            20180311-07:05:09:140|Step_Store|41250417| readDailyTotal = 1520748000000##812##3301
            20180311-7:6:0:9|Step_Sensor|41250417|onScreenStateChanged ON
            """).records
        XCTAssertEqual(steps.map(\.line), [1, 2, 3], "an unpadded time of day starts an entry")
        XCTAssertEqual(steps.map { field("message", of: $0) },
                       [.string("onStepChanged 812"), .string(" readDailyTotal = 1520748000000##812##3301"), .string("onScreenStateChanged ON")])
        XCTAssertEqual(field("time", of: steps[2]), .string("2018-03-11T07:06:00.9"))
    }

    func testIdsAreNumbersOnlyWhereJSONWritesThemSoAndEveryRecordIsValidJSON() throws {
        let records = try read("ids.log", "a\t02\tb:\tx\nc\t0\td:\ty\ne\t17\tf:\tz\n", format: .text).records
        XCTAssertEqual(records.map { field("pid", of: $0) }, [.string("02"), .number("0"), .number("17")])
        for record in records {
            XCTAssertEqual(try JSONParser.parse(Array(record.value.json.utf8)), record.value, "an export reads back as the record")
        }
    }

    func testOldMacLineEndsInvalidUTF8AndNULsLoseNothing() throws {
        let records = try read("old.log", "one\rtwo\r\r  three\rfour").records
        XCTAssertEqual(records.map(\.text), ["one", "two\r\r  three", "four"])
        let path = try scratch.write("broken.log", Array("ok\nbad \u{0} ".utf8) + [0xFF, 0xFE] + Array("\nend\n".utf8))
        let reading = try readRecords(path)
        XCTAssertEqual(reading.records.map(\.text), ["ok", "bad \u{0} \u{FFFD}\u{FFFD}", "end"])
        XCTAssertTrue(reading.warnings.contains { $0.problem == .invalidUTF8Replaced })
    }

    func testFormatTextReadsAnyFileAsLinesAndTheReaderResumesAtAnEntry() throws {
        let path = try scratch.write("data.csv", "name,age\nAda,36\n")
        let reading = try readRecords(path, format: .text)
        XCTAssertEqual(reading.records.map(\.text), ["name,age", "Ada,36"], "forced, the first line is an entry")
        let reader = try RecordReader(reopening: try RecordReader(path: path, format: .text).file)
        XCTAssertTrue(try reader.resume(at: RecordStart(offset: 9, line: 2, column: 1), number: 2))
        XCTAssertEqual(try reader.nextPage(maxRecords: 5).records.map(\.text), ["Ada,36"])
    }
}

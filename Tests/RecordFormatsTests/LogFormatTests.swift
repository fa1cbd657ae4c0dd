import Foundation
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Log formats as data: the built-in ones read the layouts they name, a user's format file is
/// tried first, a line no format fits is read as the learnt header reads it, and a format file
/// that cannot be used is refused with its reason.
final class LogFormatTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// The reader of `text` written to `name`, read with `formats`.
    private func reader(_ name: String, _ text: String, formats: [LogFormat] = LogFormat.builtIn) throws -> RecordReader {
        try RecordReader(path: try scratch.write(name, text), logFormats: formats)
    }

    private func records(_ reader: RecordReader) throws -> [FileRecord] {
        var records: [FileRecord] = []
        while true {
            let page = try reader.nextPage(maxRecords: 100)
            records += page.records
            if page.isAtEnd { return records }
        }
    }

    private func members(_ record: FileRecord?) -> [String: JSONValue] {
        guard case .object(let members) = record?.value else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    func testEveryBuiltInFormatCompiles() {
        XCTAssertEqual(LogFormat.builtIn.count, LogFormat.builtInDefinitions.count)
        XCTAssertEqual(Set(LogFormat.builtIn.map(\.name)).count, LogFormat.builtIn.count, "names are unique")
    }

    /// A sample of each built-in layout: the format chosen, and some of its fields.
    private static let samples: [(format: String, lines: [String], fields: [String: JSONValue])] = [
        ("syslog-rfc5424", [#"<165>1 2025-06-14T15:16:01.003Z web1 evntslog 42 ID47 [exampleSDID@32473 iut="3"] An application event"#,
                            "<34>1 2025-06-14T15:16:02Z web1 su - ID48 - 'su root' failed on /dev/pts/8"],
         ["host": .string("web1"), "process": .string("evntslog"), "priority": .number("165"), "level": .string("notice"),
          "message": .string("An application event")]),
        ("syslog", ["Jun 14 15:16:01 combo sshd[19939]: Accepted password for ada", "Jun 14 15:16:02 combo kernel: eth0 link up"],
         ["host": .string("combo"), "process": .string("sshd"), "pid": .number("19939"), "message": .string("Accepted password for ada")]),
        ("syslog", ["Jul  8 08:10:02 wren-mbp com.apple.xpc.launchd[1] (com.apple.mdworker.shared[6727]): Service exited with abnormal code: 9",
                    "Jul  8 08:10:03 wren-mbp kernel[0]: ARPT: wl0: setup done"],
         ["process": .string("com.apple.xpc.launchd"), "pid": .number("1"), "address": .string("com.apple.mdworker.shared[6727]"),
          "message": .string("Service exited with abnormal code: 9")]),
        ("syslog", ["Jul  9 10:12:40 wren-mbp Quick Notes Helper 12.4[3391]: Cocoa scripting error for '0x00a1': bad code",
                    "Jul  9 10:12:41 wren-mbp kernel[0]: en0: link up"],
         ["host": .string("wren-mbp"), "process": .string("Quick Notes Helper 12.4"), "pid": .number("3391"),
          "message": .string("Cocoa scripting error for '0x00a1': bad code")]),
        ("syslog", ["2025-06-14T15:16:01+0200 combo systemd[1]: Started Daily apt upgrade.", "2025-06-14T15:16:02+0200 combo CRON[7]: (root) CMD (x)"],
         ["process": .string("systemd"), "time": .string("2025-06-14T15:16:01+02:00"), "message": .string("Started Daily apt upgrade.")]),
        ("syslog", ["Sun 2025-11-02 10:15:01 UTC myhost systemd[1]: Started Session 3 of user alice.",
                    "Sun 2025-11-02 10:15:02 UTC myhost sshd[998]: Accepted publickey for alice from 10.0.0.5 port 52344 ssh2"],
         ["time": .string("2025-11-02T10:15:01Z"), "host": .string("myhost"), "process": .string("systemd"), "pid": .number("1"),
          "message": .string("Started Session 3 of user alice.")]),
        ("postgresql", ["2025-11-02 10:15:01.123 UTC [1234] LOG:  database system is ready to accept connections",
                        "2025-11-02 10:15:02.456 UTC [1240] shop@orders ERROR:  relation \"users\" does not exist at character 15",
                        "2025-11-02 10:15:02.456 UTC [1240] shop@orders STATEMENT:  SELECT * FROM users;"],
         ["time": .string("2025-11-02T10:15:01.123Z"), "pid": .number("1234"), "level": .string("info"),
          "message": .string("database system is ready to accept connections")]),
        ("mysql", ["2025-11-02T10:15:01.123456Z 0 [Warning] [MY-010068] [Server] CA certificate ca.pem is self signed.",
                   "2025-11-02T10:15:02.000001Z 0 [System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections."],
         ["time": .string("2025-11-02T10:15:01.123456Z"), "thread": .number("0"), "level": .string("warning"),
          "code": .string("MY-010068"), "subsystem": .string("Server"), "message": .string("CA certificate ca.pem is self signed.")]),
        ("redis", ["1234:M 02 Nov 2025 10:15:01.123 * Ready to accept connections tcp",
                   "1234:M 02 Nov 2025 10:15:02.456 # WARNING overcommit_memory is set to 0!"],
         ["pid": .number("1234"), "role": .string("M"), "time": .string("2025-11-02T10:15:01.123"), "level": .string("notice"),
          "message": .string("Ready to accept connections tcp")]),
        ("container-runtime", ["2025-11-02T10:15:01.123456789Z stdout F Starting server on :8080",
                               "2025-11-02T10:15:01.223456789Z stderr F warning: config file missing"],
         ["time": .string("2025-11-02T10:15:01.123456789Z"), "stream": .string("stdout"), "tag": .string("F"),
          "message": .string("Starting server on :8080")]),
        ("dpkg", ["2025-06-24 14:36:25 startup archives unpack", "2025-06-24 14:36:25 upgrade libc6:amd64 2.36 2.37"],
         ["action": .string("startup"), "message": .string("archives unpack")]),
        ("access-log", [#"203.0.113.7 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://example.com/" "Mozilla/5.0""#,
                        #"203.0.113.8 - - [10/Oct/2000:13:55:37 -0700] "POST /login HTTP/1.1" 302 - "-" "curl/8.0""#],
         ["client": .string("203.0.113.7"), "user": .string("frank"), "status": .number("200"), "size": .number("2326"),
          "time": .string("2000-10-10T13:55:36-07:00"), "message": .string("GET /apache_pb.gif HTTP/1.0"), "agent": .string("Mozilla/5.0")]),
        ("apache-error", ["[Sun Dec 04 04:47:44 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties",
                          "[Sun Dec 04 04:47:44 2005] [error] [client 10.0.0.1] Directory index forbidden by rule: /var/www/html/"],
         ["level": .string("notice"), "time": .string("2005-12-04T04:47:44"), "message": .string("workerEnv.init() ok /etc/httpd/conf/workers2.properties")]),
        ("nginx-error", ["2025/06/14 15:16:01 [error] 1234#0: *5 open() \"/srv/x\" failed (2: No such file or directory)",
                         "2025/06/14 15:16:02 [warn] 1234#0: worker process 99 exited"],
         ["level": .string("error"), "pid": .number("1234"), "connection": .number("5"), "message": .string("open() \"/srv/x\" failed (2: No such file or directory)")]),
        ("python-logging", ["2025-06-14 15:16:01,123 - app.db - WARNING - slow query", "2025-06-14 15:16:02,456 - app - INFO - ready"],
         ["logger": .string("app.db"), "level": .string("warning"), "message": .string("slow query")]),
        ("python-logging-basic", ["WARNING:root:disk almost full", "INFO:app.web:listening on :8080"],
         ["logger": .string("root"), "level": .string("warning"), "message": .string("disk almost full")]),
        ("spring-boot", ["2025-06-14 15:16:01.123  INFO 4242 --- [           main] o.s.b.w.e.tomcat.TomcatWebServer         : Tomcat started on port 8080",
                         "2025-06-14 15:16:02.456 ERROR 4242 --- [nio-8080-exec-1] o.a.c.c.C.[Tomcat].[localhost]           : Servlet failed"],
         ["level": .string("info"), "pid": .number("4242"), "thread": .string("main"), "logger": .string("o.s.b.w.e.tomcat.TomcatWebServer"),
          "message": .string("Tomcat started on port 8080")]),
        ("log4j", ["2025-06-14 15:16:01,123 [main] INFO  com.example.App - started in 3 s", "2025-06-14 15:16:02,456 [pool-1] ERROR com.example.Db - lost"],
         ["thread": .string("main"), "level": .string("info"), "logger": .string("com.example.App"), "message": .string("started in 3 s")]),
        ("log4j-level-first", ["2025-06-14 15:16:01,123 INFO  [main] app.Server - served request 1", "2025-06-14 15:16:02,456 ERROR [worker-1] app.Items - lookup failed"],
         ["thread": .string("main"), "level": .string("info"), "logger": .string("app.Server"), "message": .string("served request 1")]),
        ("hadoop", ["2015-10-18 18:01:47,978 INFO [main] org.apache.hadoop.mapreduce.v2.app.MRAppMaster: Created MRAppMaster",
                    "2015-10-18 18:01:48,963 WARN [RMCommunicator Allocator] org.apache.hadoop.ipc.Client: Retrying connect"],
         ["thread": .string("main"), "logger": .string("org.apache.hadoop.mapreduce.v2.app.MRAppMaster"), "message": .string("Created MRAppMaster")]),
        ("zookeeper", ["2015-07-29 17:41:44,747 - INFO  [QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774] - Notification time out: 3200",
                       "2015-07-29 19:04:12,394 - WARN  [SendWorker:188978561024:QuorumCnxManager$SendWorker@688] - Send worker leaving thread"],
         ["level": .string("info"), "thread": .string("QuorumPeer[myid=1]/0:0:0:0:0:0:0:0:2181:FastLeaderElection@774"),
          "message": .string("Notification time out: 3200")]),
        ("spark", ["17/06/09 20:10:40 INFO executor.CoarseGrainedExecutorBackend: Registered signal handlers", "17/06/09 20:10:41 INFO spark.SecurityManager: Changing view acls"],
         ["logger": .string("executor.CoarseGrainedExecutorBackend"), "time": .string("2017-06-09T20:10:40"), "message": .string("Registered signal handlers")]),
        ("hdfs", ["081109 203615 148 INFO dfs.DataNode$PacketResponder: PacketResponder 1 for block blk_38865049064139660 terminating",
                  "081109 203807 222 INFO dfs.DataNode$PacketResponder: Received block blk_-6952295868487656571 of size 67108864"],
         ["pid": .number("148"), "logger": .string("dfs.DataNode$PacketResponder"), "time": .string("2008-11-09T20:36:15")]),
        ("glog", ["I0614 15:16:01.123456   12345 server.go:42] Started kubelet", "E0614 15:16:02.000001   12345 pod.go:7] Failed to sync pod"],
         ["level": .string("info"), "tid": .number("12345"), "source": .string("server.go:42"), "message": .string("Started kubelet")]),
        ("logcat", ["03-17 16:13:38.811  1702  2395 D WindowManager: printFreezingDisplayLogs", "03-17 16:13:38.819  1702  8671 I chatty  : uid=1000 expire 4 lines"],
         ["pid": .number("1702"), "tid": .number("2395"), "level": .string("debug"), "tag": .string("WindowManager"), "message": .string("printFreezingDisplayLogs")]),
        ("ruby-logger", ["I, [2025-06-14T15:16:01.123456 #4242]  INFO -- : Started GET \"/\" for 127.0.0.1",
                         "E, [2025-06-14T15:16:02.000001 #4242] ERROR -- web: Couldn't find User"],
         ["time": .string("2025-06-14T15:16:01.123456"), "pid": .number("4242"), "level": .string("info"),
          "message": .string("Started GET \"/\" for 127.0.0.1")]),
        ("journalctl-monotonic", ["[    0.000000] combo kernel: Linux version 6.1.0-18-amd64", "[   12.500001] combo systemd[1]: Started Journal Service."],
         ["uptime": .number("0.000000"), "host": .string("combo"), "process": .string("kernel"), "message": .string("Linux version 6.1.0-18-amd64")]),
        ("kernel", ["[    0.000000] Linux version 6.1.0-18-amd64 (debian-kernel@lists.debian.org)", "[   12.500001] e1000e: eth0 NIC Link is Up"],
         ["uptime": .number("0.000000"), "message": .string("Linux version 6.1.0-18-amd64 (debian-kernel@lists.debian.org)")]),
        ("kernel", ["[    12.350] (WW) Warning, couldn't open module nvidia", "[    12.351] (EE) Failed to load module \"nvidia\"",
                    "[    12.352] (II) Loading /usr/lib/xorg/modules/libglamoregl.so"],
         ["uptime": .number("12.350"), "level": .string("warning"), "message": .string("Warning, couldn't open module nvidia")]),
        ("windows-cbs", ["2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack v6.1.7601.23505", "2016-09-28 04:30:31, Info                  CSI    00000001@2016/9/27:20:30:31.455 WcpInitialize"],
         ["level": .string("info"), "component": .string("CBS"), "message": .string("Loaded Servicing Stack v6.1.7601.23505")]),
    ]

    func testEachBuiltInFormatReadsItsLayout() throws {
        for (index, sample) in Self.samples.enumerated() {
            let reader = try reader("sample-\(index).log", sample.lines.joined(separator: "\n") + "\n")
            XCTAssertEqual(reader.file.textHeader?.format?.name, sample.format, "\(sample.lines[0])")
            let first = members(try records(reader).first)
            for (key, value) in sample.fields {
                XCTAssertEqual(first[key], value, "\(sample.format): \(key)")
            }
        }
        XCTAssertEqual(Set(Self.samples.map(\.format)), Set(LogFormat.builtIn.map(\.name)), "every built-in format has a sample")
    }

    /// A zone written a space after a format's time: an offset, UTC, or an abbreviation of one
    /// zone the world over, whatever this machine's zone; an abbreviation of several zones
    /// (`IST`, `CST`, `CDT`) or none leaves the time local. PostgreSQL's other lines are its
    /// entries too, each with its level word.
    func testAZoneAfterAFormatsTimeIsTheTimesZone() throws {
        let savedZone = ProcessInfo.processInfo.environment["TZ"]
        defer {
            if let savedZone { setenv("TZ", savedZone, 1) } else { unsetenv("TZ") }
            tzset()
        }
        setenv("TZ", "America/Chicago", 1)
        tzset()
        let zones = ["CEST", "PDT", "+05:30", "-0300", "GMT", "IST", "CST", "CDT", "XYZ"]
        let lines = zones.enumerated().map { index, zone in
            "2025-07-14 15:16:0\(index) \(zone) [42] postgres@shop \(index % 2 == 0 ? "LOG" : "DETAIL"):  entry \(index)"
        }
        let reader = try reader("postgresql.log", lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(reader.file.textHeader?.format?.name, "postgresql")
        let read = try records(reader).map(members)
        XCTAssertEqual(read.map { $0["time"] }, [
            "2025-07-14T15:16:00+02:00", "2025-07-14T15:16:01-07:00", "2025-07-14T15:16:02+05:30", "2025-07-14T15:16:03-03:00",
            "2025-07-14T15:16:04Z", "2025-07-14T15:16:05", "2025-07-14T15:16:06", "2025-07-14T15:16:07", "2025-07-14T15:16:08",
        ].map { JSONValue.string($0) })
        XCTAssertEqual(read.map { $0["level"] }, (0..<9).map { JSONValue.string($0 % 2 == 0 ? "info" : "DETAIL") })
        XCTAssertEqual(read.map { $0["user"] }, Array(repeating: JSONValue.string("postgres"), count: 9))
        XCTAssertEqual(read.map { $0["message"] }, (0..<9).map { JSONValue.string("entry \($0)") })
        // Read on a machine in Berlin, the zones named are the same.
        setenv("TZ", "Europe/Berlin", 1)
        tzset()
        let berlin = try records(try self.reader("postgresql-berlin.log", lines.joined(separator: "\n") + "\n")).map(members)
        XCTAssertEqual(berlin.map { $0["time"] }, read.map { $0["time"] })
    }

    func testAUserFormatComesFirstAndALineItDoesNotFitIsReadAsLearnt() throws {
        let folder = scratch.path("formats")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"""
        {"name": "billing",
         "pattern": "^(?<time>\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d) <(?<level>[A-Z]+)> \\{(?<service>[^}]*)\\} status=(?<status>\\d+) (?<message>.*)$",
         "types": {"status": "integer"}, "levels": {"error": ["BAD"], "info": "OK"}}
        """#.write(toFile: folder + "/billing.json", atomically: true, encoding: .utf8)
        let loaded = LogFormat.formats(in: folder)
        XCTAssertEqual(loaded.errors, [])
        let lines = (0..<12).map { String(format: "2025-06-14 15:16:%02d <%@> {billing} status=%d invoice %d sent", $0, $0 % 4 == 0 ? "BAD" : "OK", $0 % 4 == 0 ? 500 : 200, $0) }
            + ["2025-06-14 15:16:59 INFO fallback line"]
        let reader = try reader("billing.log", lines.joined(separator: "\n") + "\n", formats: loaded.formats + LogFormat.builtIn)
        XCTAssertEqual(reader.file.textHeader?.format?.name, "billing")
        let read = try records(reader)
        XCTAssertEqual(members(read[0])["level"], .string("error"), "the format's own level word")
        XCTAssertEqual(members(read[1])["level"], .string("info"))
        XCTAssertEqual(members(read[0])["status"], .number("500"))
        XCTAssertEqual(members(read[0])["message"], .string("invoice 0 sent"))
        XCTAssertEqual(members(read[12])["message"], .string("fallback line"), "a line the format does not fit is read as learnt from such lines")
        XCTAssertEqual(members(read[12])["level"], .string("info"))
        XCTAssertEqual(members(read[12])["time"], .string("2025-06-14T15:16:59"))
    }

    func testASyslogPriorityGivesTheLevelOfItsSeverityWhereTheFormatHasNoLevel() throws {
        let lines = [0, 9, 34, 43, 164, 181, 190, 191].map { "<\($0)>Jun 14 15:16:0\($0 % 10) combo sshd[7]: entry \($0)" } + ["<192>Jun 14 15:16:59 combo sshd[7]: past the last"]
        let read = try records(try reader("priorities.log", lines.joined(separator: "\n") + "\n"))
        XCTAssertEqual(read.map { members($0)["level"] },
                       ["emergency", "alert", "critical", "error", "warning", "notice", "info", "debug", nil].map { $0.map(JSONValue.string) })
        XCTAssertEqual(members(read[2])["priority"], .number("34"))
        // A format's own level group is the level, whatever the priority.
        let leveled = try LogFormat(name: "leveled", pattern: #"^<(?<priority>\d+)>(?<level>[A-Z]+) (?<message>.*)$"#)
        let own = try records(try reader("leveled.log", (0..<12).map { "<3>INFO entry \($0)" }.joined(separator: "\n") + "\n", formats: [leveled]))
        XCTAssertEqual(members(own[0])["level"], .string("info"))
    }

    func testAFormatFileThatCannotBeUsedIsRefusedWithItsReason() throws {
        let folder = scratch.path("formats")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "a-broken.json": #"{"name": "broken", "pattern": "^(?<time>\\S+ (?<message>.*$"}"#,
            "b-silent.json": #"{"name": "silent", "pattern": "^(?<time>\\S+) .*$"}"#,
            "c-text.json": "not json",
            "d-array.json": "[1, 2]",
            "e-nameless.json": #"{"pattern": "^(?<message>.*)$"}"#,
            "f-typed.json": #"{"name": "t", "pattern": "^(?<n>\\d+) (?<message>.*)$", "types": {"n": "float"}}"#,
            "g-levels.json": #"{"name": "l", "pattern": "^(?<message>.*)$", "levels": {"fatal": ["F"]}}"#,
            "h-good.json": #"{"name": "good", "pattern": "^(?<message>.*)$"}"#,
            "notes.txt": "not a format",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let loaded = LogFormat.formats(in: folder)
        XCTAssertEqual(loaded.formats.map(\.name), ["good"])
        XCTAssertEqual(loaded.errors.map(\.problem), [
            .pattern(reason: "missing closing parenthesis", characterOffset: 27),
            .noMessageGroup,
            .notJSON(line: 1, column: 1),
            .notAnObject,
            .missing("name"),
            .unknownType(field: "n", type: #""float""#),
            .unknownLevel("fatal"),
        ])
        XCTAssertEqual(loaded.errors.first?.path, folder + "/a-broken.json")
        XCTAssertEqual(LogFormat.formats(in: scratch.path("none")).formats, [], "no folder, no formats")
    }

    func testAPatternThatBacktracksWithoutEndGivesUpOnTheLineInsteadOfHanging() throws {
        let format = try LogFormat(name: "slow", pattern: "^(?<message>(a+)+)b$")
        let line = Array(String(repeating: "a", count: 5_000).utf8)
        let start = Date()
        XCTAssertNil(line.withUnsafeBufferPointer { format.messageRange(in: $0) })
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "the match limit stops it")
    }
}

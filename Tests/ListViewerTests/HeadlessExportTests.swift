import Foundation
import RecordFiles
import RecordFilesTesting
import XCTest

/// `list-viewer FILE --export OUT`, as a script runs it: no window and no display, the records
/// that would show written whole, and a message with status 1 when there is nothing to write.
final class HeadlessExportTests: XCTestCase {
    private static let log = """
        2025-06-14 15:16:01,100 INFO  [main] app.Server: started
        2025-06-14 15:16:02,200 ERROR [worker-1] app.Items: lookup failed for item 42
        java.lang.IllegalStateException: no item
        \tat app.Items.get(Items.java:42)
        2025-06-14 15:16:03,300 WARN  [main] app.Server: slow request
        2025-06-14 15:16:04,400 ERROR [worker-2] app.Cache: evicted 7 items

        """

    /// Runs list-viewer without a display.
    private func export(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun(ProcessRun.listViewer.path, arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
    }

    private func lines(of path: String) throws -> [JSONValue] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONParser.parse(Array($0.utf8)) }
    }

    func testATextLogsFilteredEntriesAreWrittenWithTheirLineFieldsPatternAndText() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("app.log", Self.log)
        let out = scratch.path("errors.jsonl")
        let run = try export([path, "--filter", "level = error", "--export", out])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "")
        XCTAssertEqual(try lines(of: out), [
            .object([("line", .number("2")), ("time", .string("2025-06-14T15:16:02.200")), ("level", .string("error")),
                     ("thread", .string("worker-1")), ("logger", .string("app.Items")), ("message", .string("lookup failed for item 42")),
                     ("pattern", .string("lookup failed for item <*>")),
                     ("detail", .string("java.lang.IllegalStateException: no item\n\tat app.Items.get(Items.java:42)")),
                     ("text", .string("2025-06-14 15:16:02,200 ERROR [worker-1] app.Items: lookup failed for item 42\njava.lang.IllegalStateException: no item\n\tat app.Items.get(Items.java:42)"))]),
            .object([("line", .number("6")), ("time", .string("2025-06-14T15:16:04.400")), ("level", .string("error")),
                     ("thread", .string("worker-2")), ("logger", .string("app.Cache")), ("message", .string("evicted 7 items")),
                     ("pattern", .string("evicted <*> items")),
                     ("text", .string("2025-06-14 15:16:04,400 ERROR [worker-2] app.Cache: evicted 7 items"))]),
        ])
    }

    func testAUsersLogFormatReadsTheirLogAndOneThatCannotBeUsedIsSaid() throws {
        let scratch = try ScratchDirectory()
        let formats = scratch.path("config/list-viewer/formats")
        try FileManager.default.createDirectory(atPath: formats, withIntermediateDirectories: true)
        try #"""
        {"name": "billing", "pattern": "^(?<time>\\S+ \\S+) <(?<level>[A-Z]+)> status=(?<status>\\d+) (?<message>.*)$",
         "types": {"status": "integer"}, "levels": {"error": ["BAD"]}}
        """#.write(toFile: formats + "/billing.json", atomically: true, encoding: .utf8)
        try #"{"name": "broken", "pattern": "(?<message>"}"#.write(toFile: formats + "/broken.json", atomically: true, encoding: .utf8)
        let path = try scratch.write("billing.log", "2025-06-14 15:16:01 <BAD> status=500 invoice 43 failed\n2025-06-14 15:16:02 <OK> status=200 sent\n")
        let out = scratch.path("billing.jsonl")
        let run = try ProcessRun(ProcessRun.listViewer.path, [path, "--export", out], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
                                 setting: ["XDG_CONFIG_HOME": scratch.path("config")])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "list-viewer: The log format “\(formats)/broken.json” cannot be used: its pattern breaks at character 11: missing closing parenthesis\n")
        let first = try XCTUnwrap(try lines(of: out).first)
        guard case .object(let members) = first else { return XCTFail("no object") }
        XCTAssertEqual(members.map(\.key), ["line", "time", "level", "status", "message", "pattern", "text"])
        XCTAssertEqual(members.first { $0.key == "level" }?.value, .string("error"))
        XCTAssertEqual(members.first { $0.key == "status" }?.value, .number("500"))
    }

    func testStandardInputIsExportedWhole() throws {
        let scratch = try ScratchDirectory()
        let out = scratch.path("errors.jsonl")
        let run = try ProcessRun(ProcessRun.listViewer.path, ["-", "--filter", "level = error", "--export", out],
                                 removing: ["DISPLAY", "WAYLAND_DISPLAY"], input: Data(Self.log.utf8))
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try lines(of: out).count, 2)
    }

    func testASearchedAndSortedExportIsWrittenAsTheExtensionSays() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("people.jsonl", #"{"name": "Ada", "age": 36}"# + "\n" + #"{"name": "Alan", "age": 41}"# + "\n"
                                         + #"{"name": "Grace", "age": 85}"# + "\n")
        let out = scratch.path("oldest.csv")
        let run = try export([path, "--search", "a", "--sort", "age", "--descending", "--export", out])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "name,age\nGrace,85\nAlan,41\nAda,36\n")
    }

    func testWhatCannotBeExportedIsSaidAndNothingIsWritten() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("app.log", Self.log)
        let out = scratch.path("out.jsonl")
        let unsorted = try export([path, "--sort", "nosuchfield", "--export", out])
        XCTAssertEqual(unsorted.status, 1)
        XCTAssertEqual(unsorted.errors, "list-viewer: No record has a field “nosuchfield” to sort by\n")
        let missing = try export([scratch.path("gone.log"), "--export", out])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.errors.hasSuffix("gone.log: no such file\n"), missing.errors)
        let followed = try export([path, "--follow", "--export", out])
        XCTAssertNotEqual(followed.status, 0)
        XCTAssertTrue(followed.errors.contains("--export"), followed.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}

import Foundation
import RecordFiles
import RecordFilesTesting
import XCTest

/// `LogMerge`: several text logs as one, in time order, each entry whole and marked with its
/// file; a merge that reads on appends what the logs gained.
final class LogMergeTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// The merged file's entries: each one's `file`, its line there, and its text as written.
    private func mergedEntries(of merge: LogMerge, at path: String) throws -> [(file: String, line: Int, text: String)] {
        let reader = try RecordReader(path: path, format: .text, lineSources: merge.lineSources)
        return readPages(from: reader, pageSize: 1_000).records.map { record in
            guard case .object(let members) = record.value, members.first?.key == "file", case .string(let file) = members[0].value
            else { return ("?", record.line, record.text ?? "") }
            return (file, record.line, record.text ?? "")
        }
    }

    private func merge(_ logs: [(name: String, text: String)]) throws -> (LogMerge, TemporaryFile) {
        let readers = try logs.map { log in
            (name: log.name, reader: try RecordReader(path: try scratch.write(log.name, log.text), format: .text))
        }
        let output = try TemporaryFile()
        return (LogMerge(readers, into: output), output)
    }

    func testEntriesFromTwoLogsComeInTimeOrderEachWithItsFileAndLines() throws {
        let auth = """
            2025-06-14 10:00:01 sshd[12]: Accepted password for ann
            2025-06-14 10:00:05 sshd[12]: session opened
            2025-06-14 10:00:09 sshd[13]: Failed password for bob

            """
        let app = """
            2025-06-14 10:00:03 ERROR worker failed
            \tat Main.run(Main.java:10)
            \tat Main.main(Main.java:3)
            2025-06-14 10:00:07 INFO worker restarted

            """
        let (merge, output) = try merge([("auth.log", auth), ("app.log", app)])
        XCTAssertEqual(try merge.mergeAvailable(), 5)
        let entries = try mergedEntries(of: merge, at: output.path)
        XCTAssertEqual(entries.map(\.file), ["auth.log", "app.log", "auth.log", "app.log", "auth.log"])
        XCTAssertEqual(entries.map(\.line), [1, 1, 2, 4, 3], "each entry's line in its own log")
        XCTAssertEqual(entries[1].text, "2025-06-14 10:00:03 ERROR worker failed\n\tat Main.run(Main.java:10)\n\tat Main.main(Main.java:3)")
        XCTAssertEqual(entries[4].text, "2025-06-14 10:00:09 sshd[13]: Failed password for bob")
        XCTAssertEqual(merge.lineSources.lineCount, 7)
    }

    /// Entries are placed by the last time before them in their file; a log without times has
    /// none, and keeps its order before the timed entries.
    func testALogWithoutTimesKeepsItsOrderBeforeTheTimedOnes() throws {
        let timed = "2025-06-14 10:00:01 one\n2025-06-14 10:00:05 two\n"
        let plain = "plain a\nplain b\n"
        let (merge, output) = try merge([("timed.log", timed), ("plain.log", plain)])
        try merge.mergeAvailable()
        XCTAssertEqual(try mergedEntries(of: merge, at: output.path).map(\.text),
                       ["plain a", "plain b", "2025-06-14 10:00:01 one", "2025-06-14 10:00:05 two"])
    }

    /// Lines that would continue the entry before them (a rotated log that starts mid stack
    /// trace, a trace flushed after its head was merged) stay with their own log: where another
    /// log's lines begin, an entry begins.
    func testALogsLinesNeverJoinAnotherLogsEntry() throws {
        let rotated = "\tat app.Worker.run(Worker.java:12)\n2025-06-14 10:00:09 worker resumed\n"
            + "2025-06-14 10:00:10 worker busy\n2025-06-14 10:00:11 worker idle\n"
        let other = "2025-06-14 10:00:01 started\n2025-06-14 10:00:02 listening\n2025-06-14 10:00:30 checking\n"
        let (merge, output) = try merge([("rotated.log", rotated), ("other.log", other)])
        try merge.mergeAvailable()
        // The rest of the worker's trace, flushed once the other log's entry was merged.
        try appendText("\tat app.Worker.stop(Worker.java:40)\n", to: scratch.path("rotated.log"))
        try merge.mergeAvailable()
        let entries = try mergedEntries(of: merge, at: output.path)
        XCTAssertEqual(entries.map(\.file), ["rotated.log", "other.log", "other.log", "rotated.log", "rotated.log", "rotated.log",
                                             "other.log", "rotated.log"])
        XCTAssertEqual(entries.first?.text, "\tat app.Worker.run(Worker.java:12)")
        XCTAssertEqual(entries.last?.text, "\tat app.Worker.stop(Worker.java:40)")
        XCTAssertEqual(entries.map(\.line), [1, 1, 2, 2, 3, 4, 3, 5])
        // The index cuts the merged log where its reader does.
        let file = try RecordReader(path: output.path, format: .text, lineSources: merge.lineSources).file
        XCTAssertEqual(RecordIndexer(file: file)?.scanToEnd().recordCount, 8)
    }

    /// A log whose first entry begins with U+FEFF after its byte order mark (a LogMergeFuzzer
    /// finding, there in UTF-16): written first, the character began the merged file, which read
    /// it as a byte order mark of its own and dropped it.
    func testAFirstEntryThatBeginsWithAZeroWidthNoBreakSpaceKeepsIt() throws {
        let (merge, output) = try merge([("a.log", "\u{FEFF}\u{FEFF}first\n"), ("b.log", "second\n")])
        XCTAssertEqual(try merge.mergeAvailable(), 2)
        XCTAssertEqual(try mergedEntries(of: merge, at: output.path).map(\.text), ["\u{FEFF}first", "second"])
        XCTAssertEqual(RecordIndexer(file: try RecordReader(path: output.path, format: .text, lineSources: merge.lineSources).file)?
                           .scanToEnd().recordCount, 2)
    }

    func testAMergeThatReadsOnAppendsWhatTheLogsGainedInTimeOrder() throws {
        let (merge, output) = try merge([("a.log", "2025-06-14 10:00:01 a1\n"), ("b.log", "2025-06-14 10:00:02 b1\n")])
        try merge.mergeAvailable()
        try appendText("2025-06-14 10:00:04 a2\n", to: scratch.path("a.log"))
        try appendText("2025-06-14 10:00:03 b2\n", to: scratch.path("b.log"))
        XCTAssertEqual(try merge.mergeAvailable(), 2)
        XCTAssertEqual(try mergedEntries(of: merge, at: output.path).map(\.file), ["a.log", "b.log", "b.log", "a.log"])
        XCTAssertEqual(try merge.mergeAvailable(), 0, "nothing new")
    }

    /// A followed log renamed away for a new one of its name (logrotate's default) is read on
    /// in the new file, after the last line the renamed one gained.
    func testALogRenamedForANewOneIsReadOnInTheNewFile() throws {
        let (merge, output) = try merge([("a.log", "2025-06-14 10:00:01 a1\n"), ("b.log", "2025-06-14 10:00:02 b1\n")])
        try merge.mergeAvailable()
        try appendText("2025-06-14 10:00:03 a2, last before the rotation\n", to: scratch.path("a.log"))
        XCTAssertEqual(rename(scratch.path("a.log"), scratch.path("a.log.1")), 0)
        _ = try scratch.write("a.log", "2025-06-14 10:00:05 a3, first of the new file\n")
        try appendText("2025-06-14 10:00:04 b2\n", to: scratch.path("b.log"))
        XCTAssertEqual(try merge.mergeAvailable(), 3)
        let entries = try mergedEntries(of: merge, at: output.path)
        XCTAssertEqual(entries.map(\.text), ["2025-06-14 10:00:01 a1", "2025-06-14 10:00:02 b1",
                                             "2025-06-14 10:00:03 a2, last before the rotation", "2025-06-14 10:00:04 b2",
                                             "2025-06-14 10:00:05 a3, first of the new file"])
        XCTAssertEqual(entries.map(\.line), [1, 1, 2, 2, 1], "the new file's lines are its own")
        try appendText("2025-06-14 10:00:06 a4\n", to: scratch.path("a.log"))
        XCTAssertEqual(try merge.mergeAvailable(), 1, "the new file is followed")
        XCTAssertEqual(try mergedEntries(of: merge, at: output.path).last?.text, "2025-06-14 10:00:06 a4")
    }

    /// A followed log copied and cut (logrotate's `copytruncate`) is read again from its start
    /// as it fills anew; a log gone and not back yet waits.
    func testALogCutShorterIsReadFromItsStartAndAGoneOneWaits() throws {
        let (merge, output) = try merge([("a.log", "2025-06-14 10:00:01 a1 with a long message\n"), ("b.log", "2025-06-14 10:00:02 b1\n")])
        try merge.mergeAvailable()
        _ = try scratch.write("a.log", "2025-06-14 10:00:03 a2\n")
        XCTAssertEqual(unlink(scratch.path("b.log")), 0)
        XCTAssertEqual(try merge.mergeAvailable(), 1)
        _ = try scratch.write("b.log", "2025-06-14 10:00:04 b2\n")
        XCTAssertEqual(try merge.mergeAvailable(), 1)
        XCTAssertEqual(try mergedEntries(of: merge, at: output.path).map(\.text),
                       ["2025-06-14 10:00:01 a1 with a long message", "2025-06-14 10:00:02 b1",
                        "2025-06-14 10:00:03 a2", "2025-06-14 10:00:04 b2"])
    }

    /// Random logs, each in time order with stack traces here and there: the merge keeps every
    /// entry once, whole, with its own file, and the times never go back.
    func testRandomLogsMergeIntoOneInTimeOrderLosingNothing() throws {
        var random = SplitMix64Generator(seed: 415)
        for round in 0..<20 {
            let logCount = Int.random(in: 1...4, using: &random)
            var logs: [(name: String, text: String)] = []
            var expected: [String: [String]] = [:]
            for log in 0..<logCount {
                var second = Int.random(in: 0..<30, using: &random)
                var entries: [String] = []
                for entry in 0..<Int.random(in: 0...40, using: &random) {
                    second += Int.random(in: 0...5, using: &random)
                    var text = String(format: "2025-06-14 10:%02d:%02d", second / 60, second % 60) + " log\(log) entry \(entry)"
                    if Int.random(in: 0..<8, using: &random) == 0 { text += "\n\tat Frame.call(Frame.java:\(entry))" }
                    entries.append(text)
                }
                logs.append(("log\(log)-\(round).log", entries.map { $0 + "\n" }.joined()))
                expected["log\(log)-\(round).log"] = entries
            }
            let (merge, output) = try merge(logs)
            try merge.mergeAvailable()
            let merged = try mergedEntries(of: merge, at: output.path)
            for (name, entries) in expected {
                let fromLog = merged.filter { $0.file == name }
                XCTAssertEqual(fromLog.map(\.text), entries, "round \(round): \(name)")
                // Each entry starts on the line after the lines of the entries before it.
                let lines = entries.reduce(into: [1]) { starts, entry in starts.append(starts.last! + entry.split(separator: "\n").count) }
                XCTAssertEqual(fromLog.map(\.line), Array(lines.dropLast()), "round \(round): \(name)'s lines")
            }
            let times = merged.map { String($0.text.prefix(19)) }
            XCTAssertEqual(times, times.sorted(), "round \(round): in time order")
        }
    }
}

import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// Sixteen systems' logs in their real shapes (our own text; `scripts/labelled-logs/`), in two
/// sets written apart — the second by a generator that saw none of the first or of the parser —
/// each line labelled with its message and event, exported as the app exports them with no
/// configuration; in each set: the exported `message` is the labelled one and a `time` is read for 90 % of
/// the lines on at least 12 of the 16, and the patterns group the lines as their events with
/// an average accuracy of at least 0.865 (a line counts when the lines sharing its pattern are
/// exactly those sharing its event).
final class LabelledLogsTests: XCTestCase {
    private static let systems = ["Android", "Apache", "BGL", "HDFS", "HPC", "Hadoop", "HealthApp", "Linux", "Mac", "OpenSSH",
                                  "OpenStack", "Proxifier", "Spark", "Thunderbird", "Windows", "Zookeeper"]
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private struct Label {
        var line: Int
        var content: String
        var event: String
    }

    private struct Score {
        var messages: Double, times: Double, grouping: Double
    }

    func testMessagesTimesAndPatternsOfSixteenSystemsLogs() throws {
        try assertScores(in: "LabelledLogs")
    }

    func testMessagesTimesAndPatternsOfAnIndependentSecondSet() throws {
        try assertScores(in: "LabelledLogs2")
    }

    private func assertScores(in set: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scratch = try ScratchDirectory()
        let directory = Self.fixtures.appendingPathComponent(set).path
        var scores: [String: Score] = [:]
        for system in Self.systems {
            scores[system] = try score(system, in: directory, scratch: scratch)
        }
        for system in Self.systems {
            let score = scores[system]!
            print(String(format: "%@ %-12@ message %.3f  time %.3f  grouping %.3f", set, system, score.messages, score.times, score.grouping))
        }
        let values = scores.values
        XCTAssertGreaterThanOrEqual(values.filter { $0.messages >= 0.9 }.count, 12, "systems whose messages are read", file: file, line: line)
        XCTAssertGreaterThanOrEqual(values.filter { $0.times >= 0.9 }.count, 12, "systems whose times are read", file: file, line: line)
        XCTAssertGreaterThanOrEqual(values.map(\.grouping).reduce(0, +) / Double(values.count), 0.865, "average grouping accuracy",
                                    file: file, line: line)
    }

    private func score(_ system: String, in directory: String, scratch: ScratchDirectory) throws -> Score {
        let labels = try Self.labels(of: system, in: directory)
        let out = scratch.path("\(system)-\(UUID().uuidString).jsonl")
        let file = try RecordReader(path: "\(directory)/\(system).log").file
        XCTAssertEqual(file.layout.format, .text, system)
        let written = RecordExport(file: file, records: .all, to: out).exportToEnd()
        XCTAssertTrue(written.isComplete, "\(system): \(String(describing: written.failure))")
        var byLine: [Int: [String: String]] = [:]
        for line in try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n") {
            guard case .object(let members) = try JSONParser.parse(Array(line.utf8)) else { continue }
            var fields: [String: String] = [:]
            for (key, value) in members {
                if case .string(let text) = value { fields[key] = text } else if case .number(let text) = value { fields[key] = text }
            }
            byLine[Int(fields["line"] ?? "") ?? 0] = fields
        }
        let found = labels.map { byLine[$0.line] ?? [:] }
        let messages = zip(labels, found).filter { $0.1["message"] == $0.0.content }.count
        let times = found.filter { $0["time"] != nil }.count
        let patterns = found.enumerated().map { $1["pattern"] ?? "no pattern \($0)" }
        return Score(messages: Double(messages) / Double(labels.count), times: Double(times) / Double(labels.count),
                     grouping: Self.groupingAccuracy(truth: labels.map(\.event), found: patterns))
    }

    /// The share of lines whose pattern's lines are exactly their event's (Zhu et al. 2019).
    static func groupingAccuracy(truth: [String], found: [String]) -> Double {
        var byTruth: [String: Set<Int>] = [:], byFound: [String: Set<Int>] = [:]
        for (index, (event, pattern)) in zip(truth, found).enumerated() {
            byTruth[event, default: []].insert(index)
            byFound[pattern, default: []].insert(index)
        }
        let right = truth.indices.filter { byTruth[truth[$0]] == byFound[found[$0]] }.count
        return truth.isEmpty ? 1 : Double(right) / Double(truth.count)
    }

    func testTheGroupingAccuracyCountsALineOnlyWhenItsGroupIsExactlyItsEvent() {
        XCTAssertEqual(Self.groupingAccuracy(truth: ["a", "a", "b", "c"], found: ["x", "x", "y", "z"]), 1)
        // One event split in two: its lines count for nothing; a merge costs both events.
        XCTAssertEqual(Self.groupingAccuracy(truth: ["a", "a", "b", "c"], found: ["x", "w", "y", "z"]), 0.5)
        XCTAssertEqual(Self.groupingAccuracy(truth: ["a", "a", "b", "c"], found: ["x", "x", "y", "y"]), 0.5)
    }

    private static func labels(of system: String, in directory: String) throws -> [Label] {
        try String(contentsOfFile: "\(directory)/\(system).labels.jsonl", encoding: .utf8).split(separator: "\n").map { line in
            guard case .object(let members) = try JSONParser.parse(Array(line.utf8)) else { throw CocoaError(.fileReadCorruptFile) }
            var label = Label(line: 0, content: "", event: "")
            for (key, value) in members {
                switch (key, value) {
                case ("line", .number(let text)): label.line = Int(text) ?? 0
                case ("content", .string(let text)): label.content = text.trimmingCharacters(in: .whitespaces)
                case ("event", .string(let text)): label.event = text
                default: break
                }
            }
            return label
        }
    }
}

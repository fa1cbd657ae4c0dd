import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// An export writes exactly the records asked for, in a file that reads back as the same
/// records (JSON Lines) or the same fields (CSV, quoting included), and leaves nothing behind
/// when it cannot finish.
final class RecordExportTests: XCTestCase {
    /// Values that CSV has to quote, and nesting JSON keeps.
    private static func randomRecord(using generator: inout SplitMix64Generator) -> JSONValue {
        let texts = ["plain", "a,b", "say \"hi\"", "two\nlines", " padded ", "", "ünïcode ✓", "semi;colon", "tab\there"]
        var members: [(key: String, value: JSONValue)] = []
        for key in ["id", "name", "note, with comma", "nested", "flag"] where Bool.random(using: &generator) {
            let value: JSONValue = switch key {
            case "nested": .object([("a", .array([.number("1"), .string(texts.randomElement(using: &generator)!)]))])
            case "flag": [.bool(true), .null, .number("-2.5e3")].randomElement(using: &generator)!
            default: .string(texts.randomElement(using: &generator)!)
            }
            members.append((key, value))
        }
        return .object(members)
    }

    private func readBack(_ path: String) throws -> [JSONValue] {
        let reader = try RecordReader(path: path)
        var values: [JSONValue] = []
        while true {
            let page = try reader.nextPage(maxRecords: 500)
            values += page.records.map(\.value)
            if page.isAtEnd { return values }
        }
    }

    func testJSONLinesAndCSVExportsReadBackAsTheRecords() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xE4_9047)
        for round in 0..<12 {
            let records = (0..<Int.random(in: 0...5_000, using: &generator)).map { _ in Self.randomRecord(using: &generator) }
            let source = try scratch.write("source-\(round).jsonl", records.map { $0.json + "\n" }.joined())
            let file = try RecordReader(path: source).file
            // JSON Lines: the same values.
            let jsonLines = scratch.path("out-\(round).jsonl")
            let written = RecordExport(file: file, records: .all, to: jsonLines).exportToEnd()
            XCTAssertTrue(written.isComplete, "\(String(describing: written.failure))")
            XCTAssertEqual(written.writtenRecords, records.count)
            XCTAssertEqual(written.totalRecords, records.count)
            XCTAssertEqual(try readBack(jsonLines), records, "round \(round)")
            // CSV (commas or tabs): the header is every field name as first met, each row the fields' text.
            for name in ["out-\(round).csv", "out-\(round).tsv"] {
                let csv = scratch.path(name)
                XCTAssertTrue(RecordExport(file: file, records: .all, to: csv).exportToEnd().isComplete)
                guard !records.isEmpty else { continue }
                var columns: [String] = []
                for case .object(let members) in records { for member in members where !columns.contains(member.key) { columns.append(member.key) } }
                let expected = records.map { record -> JSONValue in
                    guard case .object(let members) = record else { return record }
                    return .object(columns.map { column in (column, .string(CSVRow.cell(members.first { $0.key == column }?.value))) })
                }
                let rows = try readBack(csv)
                XCTAssertEqual(rows.count, expected.count, "\(name)")
                XCTAssertEqual(rows, expected, "\(name): round \(round)")
            }
        }
    }

    func testAFilterOrASortedListIsExportedInItsOrder() throws {
        let scratch = try ScratchDirectory()
        let source = try scratch.write("people.csv", "name,age\nAda,36\nAlan,41\nGrace,85\nEdsger,72\n")
        let file = try RecordReader(path: source).file
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("age > 40"), file: file))
        filter.start()
        let out = scratch.path("old.jsonl")
        XCTAssertTrue(RecordExport(file: file, records: .matching(filter), to: out).exportToEnd().isComplete)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8),
                       #"{"name":"Alan","age":"41"}"# + "\n" + #"{"name":"Grace","age":"85"}"# + "\n" + #"{"name":"Edsger","age":"72"}"# + "\n")
        let sorted = scratch.path("sorted.csv")
        let values: [JSONValue] = [.object([("name", .string("Grace"))]), .object([("name", .string("Ada"))])]
        XCTAssertTrue(RecordExport(file: file, records: .values(values), to: sorted).exportToEnd().isComplete)
        XCTAssertEqual(try String(contentsOfFile: sorted, encoding: .utf8), "name\nGrace\nAda\n")
        // A search that stopped before its end is not saved as if it had found everything.
        let stopped = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("age > 1"), file: file))
        stopped.cancel()
        stopped.searchToEnd()
        let partial = scratch.path("partial.jsonl")
        XCTAssertEqual(RecordExport(file: file, records: .matching(stopped), to: partial).exportToEnd().failure,
                       ExportError(.matchesIncomplete, path: partial))
        XCTAssertFalse(FileManager.default.fileExists(atPath: partial))
        // A row of one empty field is no blank line.
        let blank = scratch.path("blank.csv")
        XCTAssertTrue(RecordExport(file: file, records: .values([.object([("a", .string(""))]), .object([("a", .string("x"))])]),
                                   to: blank).exportToEnd().isComplete)
        XCTAssertEqual(try String(contentsOfFile: blank, encoding: .utf8), "a\n\"\"\nx\n")
        XCTAssertEqual(try readBack(blank).count, 2)
        // Spaces at either end are quoted too, for readers that would trim them.
        let quoted = scratch.path("quoted.csv")
        let tricky: [JSONValue] = [.object([("a", .string(" padded ")), ("b", .string(#"say "hi""#)), ("c", .null)])]
        XCTAssertTrue(RecordExport(file: file, records: .values(tricky), to: quoted).exportToEnd().isComplete)
        XCTAssertEqual(try String(contentsOfFile: quoted, encoding: .utf8), "a,b,c\n\" padded \",\"say \"\"hi\"\"\",\n")
    }

    /// An existing file is kept unless replacing it was asked for; a cancelled or failed export
    /// leaves no file, and no temporary one, behind.
    func testNothingIsOverwrittenOrLeftBehindUnasked() throws {
        let scratch = try ScratchDirectory()
        let source = try scratch.write("log.jsonl", (1...10_000).map { #"{"n": \#($0)}"# + "\n" }.joined())
        let file = try RecordReader(path: source).file
        let existing = try scratch.write("existing.jsonl", "keep me\n")
        let refused = RecordExport(file: file, records: .all, to: existing).exportToEnd()
        XCTAssertEqual(refused.failure, ExportError(.exists, path: existing))
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "keep me\n")
        XCTAssertTrue(RecordExport(file: file, records: .all, to: existing, replacing: true).exportToEnd().isComplete)
        XCTAssertEqual(try readBack(existing).count, 10_000)

        let cancelled = RecordExport(file: file, records: .all, to: scratch.path("cancelled.jsonl"))
        cancelled.cancel()
        let ended = cancelled.exportToEnd()
        XCTAssertFalse(ended.isComplete)
        XCTAssertTrue(ended.hasEnded)
        let missingFolder = scratch.path("no such folder/out.jsonl")
        XCTAssertEqual(RecordExport(file: file, records: .all, to: missingFolder).exportToEnd().failure,
                       ExportError(.cannotWrite(errno: ENOENT), path: missingFolder))
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).sorted()
        XCTAssertEqual(left, ["existing.jsonl", "log.jsonl"], "no temporary or cancelled file")
    }
}

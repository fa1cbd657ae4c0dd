import Foundation
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// A whole-file search finds exactly the records whose text holds the query, in smart case,
/// wherever chunk boundaries fall.
final class RecordSearchTests: XCTestCase {
    private func search(_ text: String, in path: String, chunkSize: Int = 4 << 20) throws -> [Int] {
        let reader = try RecordReader(path: path)
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery(text)), file: reader.file, chunkSize: chunkSize))
        let progress = search.searchToEnd()
        XCTAssertTrue(progress.isComplete)
        XCTAssertEqual(progress.matchCount, search.matches.count)
        return search.matches
    }

    func testJSONLinesMatchesAreTheLinesHoldingTheQueryInSmartCase() throws {
        let scratch = try ScratchDirectory()
        var lines: [String] = []
        for number in 1...3_000 {
            let level = ["info", "Warn", "ERROR"][number % 3]
            lines.append(#"{"n": \#(number), "level": "\#(level)", "text": "message \#(number) ünïcode"}"#)
            if number % 10 == 0 { lines.append("   ") }
        }
        let path = try scratch.write("log.jsonl", lines.joined(separator: "\n"))
        let records = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        func expected(_ predicate: (String) -> Bool) -> [Int] {
            records.enumerated().filter { predicate($0.element) }.map { $0.offset + 1 }
        }
        for chunkSize in [7, 1_000, 4 << 20] {
            XCTAssertEqual(try search("error", in: path, chunkSize: chunkSize), expected { $0.lowercased().contains("error") })
            XCTAssertEqual(try search("Warn", in: path, chunkSize: chunkSize), expected { $0.contains("Warn") })
            XCTAssertEqual(try search("WARN", in: path, chunkSize: chunkSize), [], "capitals match case")
            XCTAssertEqual(try search("message 12", in: path, chunkSize: chunkSize), expected { $0.contains("message 12") })
            XCTAssertEqual(try search("ünïcode", in: path, chunkSize: chunkSize).count, 3_000)
        }
    }

    func testCSVMatchInAMultiLineRecordCountsThatRecordOnce() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("notes.csv", "id,note\n1,plain\n2,\"needle on\nline two, needle again\"\n3,none\n4,needle\n")
        XCTAssertEqual(try search("needle", in: path, chunkSize: 5), [2, 4])
        XCTAssertEqual(try search("note", in: path), [], "the header row is not a record")
    }

    func testJSONArrayMatchesElements() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("list.json", #"[{"a": "x"}, {"a": "needle"}, "needle", 3]"#)
        XCTAssertEqual(try search("needle", in: path, chunkSize: 3), [2, 3])
    }

    /// A followed log: the search goes on from where it stopped, and finds a match that a
    /// writer completed across the old end of the file.
    func testASearchGoesOnWhenTheFileGrows() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...300).map { "{\"n\": \($0), \"m\": \"\($0 % 50 == 0 ? "Needle" : "hay")\"}\n" }.joined()
                                     + "{\"n\": 301, \"m\": \"nee")
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("needle")), file: try RecordReader(path: path).file,
                                                chunkSize: 64))
        let first = search.searchToEnd()
        XCTAssertTrue(first.isComplete)
        XCTAssertEqual(search.matches, [50, 100, 150, 200, 250, 300])
        try appendText("dle\"}\n{\"n\": 302}\n{\"n\": 303, \"m\": \"NEEDLE\"}\n", to: path)
        let grown = search.searchToEnd()
        XCTAssertTrue(grown.isComplete)
        XCTAssertTrue(grown.hasEnded)
        XCTAssertEqual(search.matches, [50, 100, 150, 200, 250, 300, 301, 303])
        XCTAssertEqual(grown.matchCount, 8)
        XCTAssertEqual(search.matches, try self.search("needle", in: path), "as a fresh search finds")
    }

    func testHighlightRangesFollowTheSameCaseRule() throws {
        let lower = try XCTUnwrap(SearchQuery("ab"))
        XCTAssertEqual(lower.ranges(in: "xAbyab").count, 2)
        let mixed = try XCTUnwrap(SearchQuery("Ab"))
        XCTAssertEqual(mixed.ranges(in: "xAbyab").count, 1)
        XCTAssertNil(SearchQuery(""))
    }
}

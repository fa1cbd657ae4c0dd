import Foundation
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A CSV file's rows start only at lines' starts, and a quoted field may hold line ends: the
/// index maps which lines start rows, and a search through it numbers a match by counting the
/// line ends before it (LF, CRLF and a lone CR each one, a CRLF at its line feed), as the
/// boundary scanner numbers it. Random files of several hundred rows, their line ends all LF, all
/// CRLF, or mixed with lone CRs, with quoted fields that hold line ends, escaped and stray
/// quotes, blank lines, and stretches of rows of many lines; indexed a few hundred bytes at a
/// time on two cores: each needle's matches through the index are the scan's.
final class CSVLineCountedNumberingTests: XCTestCase {
    private let words = ["alpha", "beta", "gamma", "warn", "x", "é"]

    func testMatchesThroughTheIndexAreTheScansInRowsOfManyLines() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xC5F_11E5)
        for round in 0..<24 {
            let contents = randomFile(lineEnds: ["\n", "\r\n", "\r"].prefix(round % 3 + 1).map { $0 }, using: &generator)
            let path = try scratch.write("rows-\(round).csv", Array(contents.utf8))
            let reader = try RecordReader(path: path, format: .csv)
            let chunkSize = Int.random(in: 200...3000, using: &generator)
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: chunkSize))
            indexer.scanToEnd()
            XCTAssertNotNil(indexer.index.allLineMaps.map(forSlot: 1), "round \(round): the second stride's lines are mapped")
            let needles = try (words + ["\n", "\r", "\r\n", "\n\r", "\"", "\"\"", ",", ",\"", "\"\n", "a,b"]).compactMap { SearchQuery($0) }
                + ["l.ha", "\\bx\\b", "a$", "^\""].compactMap { try SearchQuery(regularExpression: $0) }
            for query in needles {
                let searchChunk = Int.random(in: 16...400, using: &generator)
                let found = try [nil, indexer.index].map { index in
                    let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: searchChunk))
                    XCTAssertTrue(search.searchToEnd().isComplete)
                    return search.matches
                }
                XCTAssertEqual(found[1], found[0], "round \(round), \(query.text.debugDescription) in chunks of \(searchChunk) through the index")
                if found[1] != found[0] { return }
            }
        }
    }

    /// A header and 300 to 900 rows of three fields, ended by `lineEnds` at random.
    private func randomFile(lineEnds: [String], using generator: inout SplitMix64Generator) -> String {
        var contents = "a,b,c" + lineEnds.randomElement(using: &generator)!
        let rows = Int.random(in: 300...900, using: &generator)
        for row in 0..<rows {
            // Every third stretch of 64 rows, rows of many lines.
            let manyLines = (row / 64) % 3 == 2
            let fields = (0..<3).map { _ in field(manyLines: manyLines, lineEnds: lineEnds, using: &generator) }
            contents += fields.joined(separator: ",")
            if Int.random(in: 0..<12, using: &generator) == 0 { contents += lineEnds.randomElement(using: &generator)! }
            if row < rows - 1 || Bool.random(using: &generator) { contents += lineEnds.randomElement(using: &generator)! }
        }
        return contents
    }

    private func field(manyLines: Bool, lineEnds: [String], using generator: inout SplitMix64Generator) -> String {
        let word = words.randomElement(using: &generator)!
        switch Int.random(in: 0..<(manyLines ? 3 : 8), using: &generator) {
        case 0:
            let lines = (0..<Int.random(in: 1...(manyLines ? 30 : 3), using: &generator)).map { _ in words.randomElement(using: &generator)! }
            return "\"" + lines.joined(separator: lineEnds.randomElement(using: &generator)!) + "\""
        case 1: return "\"\(word) \"\"q\"\" \(word)\""
        case 2: return "\"\(word),\(word)\""
        case 3: return ""
        case 4: return "\(word)\"\(word)"
        default: return word
        }
    }
}

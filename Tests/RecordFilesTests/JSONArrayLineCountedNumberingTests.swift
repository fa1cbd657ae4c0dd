import Foundation
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A JSON array's elements may start anywhere in a line; the index maps the lines of the strides
/// whose elements all start lines (one element a line, or an element of many lines), and a
/// search through it numbers a match there by counting line feeds, elsewhere with the boundary
/// scanner. Random arrays of several hundred elements in stretches of 64 laid out one a line,
/// several a line, indented, or over many lines, with CRLFs, blank lines and stray bytes: each
/// needle's matches through the index are the scan's.
final class JSONArrayLineCountedNumberingTests: XCTestCase {
    private let words = ["alpha", "beta", "gamma", "warn", "x", "é"]

    func testMatchesThroughTheIndexAreTheScansWhereverElementsStart() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x15_0A77)
        for round in 0..<8 {
            let (contents, mappedStretches) = randomArray(using: &generator)
            let path = try scratch.write("array-\(round).json", Array(contents.utf8))
            let reader = try RecordReader(path: path, format: .json)
            let chunkSize = Int.random(in: 200...3000, using: &generator)
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: chunkSize))
            indexer.scanToEnd()
            let maps = indexer.index.allLineMaps
            for (slot, isMapped) in mappedStretches.enumerated().dropLast() {
                XCTAssertEqual(maps.map(forSlot: slot) != nil, isMapped, "round \(round), stretch \(slot)")
            }
            let needles = try (words + ["\n", "\r\n", "{", "}", ",", "\",", "[", "\"n\": 1", "\n{"]).compactMap { SearchQuery($0) }
                + ["l.ha", "\\bx\\b", "^\\{", "\\}$"].compactMap { try SearchQuery(regularExpression: $0) }
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

    /// How the elements of a stretch of 64 are laid out.
    private enum Layout: CaseIterable {
        case oneALine, severalALine, indented, manyLines
    }

    /// An array of 300 to 900 elements, and for each stretch of 64 whether the index maps it:
    /// when its elements are laid out one a line or over many lines, and its first starts a line
    /// (the stretch before may end on its first element's line).
    private func randomArray(using generator: inout SplitMix64Generator) -> (String, [Bool]) {
        let lineEnd = Bool.random(using: &generator) ? "\n" : "\r\n"
        var contents = "[" + lineEnd
        var mapped: [Bool] = []
        var layout = Layout.oneALine
        var startsLine = true
        let count = Int.random(in: 300...900, using: &generator)
        for number in 0..<count {
            if number % 64 == 0 {
                layout = Bool.random(using: &generator) ? .oneALine : Layout.allCases.randomElement(using: &generator)!
                mapped.append(startsLine && (layout == .oneALine || layout == .manyLines))
            }
            let word = words.randomElement(using: &generator)!
            let element = switch layout {
            case .oneALine, .severalALine, .indented: "{\"n\": \(number), \"w\": \"\(word)\\n\(word)\", \"a\": [1, {\"b\": \"\(word)\"}]}"
            case .manyLines: "{" + lineEnd + "  \"n\": \(number)," + lineEnd + "  \"w\": \"\(word)\"" + lineEnd + "}"
            }
            contents += (layout == .indented && startsLine ? "  " : "") + element
            guard number < count - 1 else { break }
            // Several a line within a stretch; after a stretch's last, the next on its line or not.
            startsLine = number % 64 == 63 ? Bool.random(using: &generator) : layout != .severalALine
            contents += startsLine ? "," + lineEnd : ", "
            if startsLine, Int.random(in: 0..<16, using: &generator) == 0 { contents += lineEnd }
        }
        return (contents + lineEnd + "]" + lineEnd, mapped)
    }
}

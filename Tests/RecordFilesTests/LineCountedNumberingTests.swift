import Foundation
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A search through the index numbers its matches by counting line breaks where the index has
/// mapped which lines between the two kept starts around a match start records, and with the
/// boundary scanner elsewhere. Random JSON Lines files and text logs of several hundred records,
/// in which some stretches of 64 records have lines that are no record (blank or white-space
/// lines, a text entry's continuation lines: here and there, after the last record only, more
/// than a map of bits covers, or dozens in every record) and the others do not, plain and compressed (read a piece at a time
/// instead of mapped): what the index numbers is what the scan finds, and what the records' own
/// text holds.
final class LineCountedNumberingTests: XCTestCase {
    private let words = ["alpha", "beta", "gamma", "delta", "warn", "x", "é"]

    func testMatchesAreNumberedTheSameWhereverLinesAreRecordsOrNot() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x11_4E5C)
        for round in 0..<24 {
            let isText = round % 2 == 1
            let (contents, texts, stretches) = randomFile(text: isText, using: &generator)
            let path = try scratch.write("lines-\(round).\(isText ? "log" : "jsonl")", contents)
            let reader: RecordReader
            if round % 3 == 2 {
                _ = FileManager.default.createFile(atPath: path + ".gz", contents: nil)
                try appendCompressed(path, by: "gzip", to: path + ".gz")
                let decompressed = try XCTUnwrap(try DecompressedFile(compressedPath: path + ".gz"))
                XCTAssertNil(decompressed.decompressToEnd().failure)
                reader = try decompressed.reader(format: isText ? .text : nil)
            } else {
                reader = try RecordReader(path: path, format: isText ? .text : nil)
            }
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
            indexer.scanToEnd()
            XCTAssertEqual(indexer.index.progress.recordCount, texts.count, "round \(round)")
            // Each stretch followed by another is mapped as it is laid out.
            let maps = indexer.index.allLineMaps
            for (slot, stretch) in stretches.enumerated().dropLast() {
                switch (stretch, maps.map(forSlot: slot)) {
                case (.everyLine, .firstLines), (.otherLinesAtTheEnd, .firstLines), (.otherLines, .heads): break
                case (.tooManyLines, .distantStarts(firstLines: 21, _)), (.longRecords, .distantStarts(firstLines: 1, _)): break
                case (let stretch, let map): XCTFail("round \(round), stretch \(slot): \(stretch) mapped as \(String(describing: map))")
                }
            }
            // Texts at a record's first byte too: the search goes on there after a long record.
            for needle in words + ["a b", "\"n\": 1", "at ", "{\"n\": ", "2025-06-14 15:16:"] {
                let query = try XCTUnwrap(SearchQuery(needle))
                let expected = texts.indices.filter { texts[$0].contains(needle) }.map { $0 + 1 }
                let chunkSize = Int.random(in: 16...400, using: &generator)
                for index in [nil, indexer.index] {
                    let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: chunkSize))
                    XCTAssertTrue(search.searchToEnd().isComplete)
                    XCTAssertEqual(search.matches, expected, "round \(round), \(needle) in chunks of \(chunkSize)"
                                   + (index == nil ? "" : " through the index"))
                    if search.matches != expected { return }
                }
            }
            // A match that starts at a line break is the record's that the line break ends; a
            // regular expression's match may start before the text found first.
            let needles = try ["\n", "\n{\"n\": 1", "}\n", "\n2025-06-14 15:16:1", "\n\tat"].compactMap { SearchQuery($0) }
                + [".eta", "l.ha", "a b", "\\bx\\b", "t.\\d"].compactMap { try SearchQuery(regularExpression: $0) }
            for query in needles {
                let needle = query.text
                let chunkSize = Int.random(in: 16...400, using: &generator)
                let found = try [nil, indexer.index].map { index in
                    let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: chunkSize))
                    XCTAssertTrue(search.searchToEnd().isComplete)
                    return search.matches
                }
                XCTAssertEqual(found[1], found[0], "round \(round), \(needle.debugDescription) in chunks of \(chunkSize) through the index")
                if !query.isRegularExpression {
                    XCTAssertEqual(found[0].isEmpty, !contents.contains(needle), "round \(round), \(needle.debugDescription)")
                }
            }
        }
    }

    /// How the lines of a stretch of 64 records are laid out.
    private enum Stretch: CaseIterable {
        /// Every line a record.
        case everyLine
        /// Lines that are no record here and there.
        case otherLines
        /// Its records on its first lines, then lines that are no record (a trace of its last
        /// record's, blank lines before the next stretch).
        case otherLinesAtTheEnd
        /// More lines than the index maps with a bit each, in one record after 20 on the
        /// stretch's first lines.
        case tooManyLines
        /// Every record a few dozen lines.
        case longRecords
    }

    /// A file of 150 to 700 records, and each record's text as the search sees it. A stretch of
    /// 64 records has lines that are no record with a chance of one in two.
    private func randomFile(text: Bool, using generator: inout SplitMix64Generator) -> (String, [String], [Stretch]) {
        var contents = "", texts: [String] = []
        var stretches: [Stretch] = []
        for number in 0..<Int.random(in: 150...700, using: &generator) {
            if number % 64 == 0 {
                stretches.append(Bool.random(using: &generator) ? .everyLine : Stretch.allCases.randomElement(using: &generator)!)
            }
            let otherLineCount = switch stretches.last! {
            case .everyLine: 0
            case .otherLines: number % 64 == 1 ? 1 : Int.random(in: 0...1, using: &generator)
            case .otherLinesAtTheEnd: number % 64 == 63 ? Int.random(in: 1...3, using: &generator) : 0
            case .tooManyLines: number % 64 == 20 ? StrideLineMaps.maximumLines : 0
            case .longRecords: Int.random(in: 16...40, using: &generator)
            }
            let message = (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ")
            if text {
                var entry = "2025-06-14 15:16:\(String(format: "%02d", number % 60)) INFO \(message)\n"
                for _ in 0..<otherLineCount {
                    entry += "\tat \(words.randomElement(using: &generator)!)\n"
                }
                contents += entry
                texts.append(String(entry.dropLast()))
            } else {
                let line = "{\"n\": \(number), \"t\": \"\(message)\"}"
                // An indented record is still a line of its own: it keeps a stretch's lines records.
                let indent = Int.random(in: 0..<8, using: &generator) == 0 ? "  " : ""
                contents += indent + line + "\n"
                for _ in 0..<otherLineCount {
                    contents += ["\n", "   \n", "\t\r\n"].randomElement(using: &generator)!
                }
                texts.append(line)
            }
        }
        return (contents, texts, stretches)
    }
}

/// The line-break counter against a plain count (and CRLF pairs): random bytes where the bytes
/// counted are common or rare, up to 40 KB (past the 16,320 bytes after which its counters are summed),
/// from every alignment.
final class ByteCountTests: XCTestCase {
    func testItCountsWhatAPlainLoopCounts() {
        var generator = SplitMix64Generator(seed: 0xB17E_C0)
        for round in 0..<300 {
            let alphabet: [UInt8] = round % 2 == 0 ? [0x0A, 0x0D, 0x41] : Array(0...255)
            // A dense search counts the few bytes between two matches: a third of the rounds.
            let length = Int.random(in: 0...(round % 3 == 0 ? 300 : 40_000), using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...min(17, bytes.count), using: &generator)
            let expected = bytes[start...].filter { $0 == 0x0A }.count
            let expectedPairs = zip(bytes[start...], bytes[start...].dropFirst()).filter { $0 == (0x0D, 0x0A) }.count
            bytes.withUnsafeBufferPointer { all in
                XCTAssertEqual(ByteCount.occurrences(of: 0x0A, in: UnsafeBufferPointer(rebasing: all[start...])), expected,
                               "round \(round): \(bytes.count - start) bytes")
                XCTAssertEqual(ByteCount.pairs(of: 0x0D, 0x0A, in: UnsafeBufferPointer(rebasing: all[start...])), expectedPairs,
                               "round \(round): CRLF in \(bytes.count - start) bytes")
            }
        }
        // Every byte the one counted: the four counters together reach 252 before their sum.
        let lineBreaks = [UInt8](repeating: 0x0A, count: 64 * 255 * 3 + 7)
        lineBreaks.withUnsafeBufferPointer { XCTAssertEqual(ByteCount.occurrences(of: 0x0A, in: $0), lineBreaks.count) }
    }
}

/// What `OpenPathFuzzer` found (finding 7bc10662): a text log whose regular-expression search
/// through the index lost a record. The match of `.jav` began a byte before the piece of the
/// file (a buffer's worth) in which its text `jav` was found, and was looked for only from
/// the piece's start.
final class LineCountedNumberingFindingTests: XCTestCase {
    func testARegularExpressionsMatchThatStartsBeforeThePieceOfItsTextIsFound() throws {
        let scratch = try ScratchDirectory()
        let content: [UInt8] = Array("[Sun -  D] w(,\u{02}[Sun -  Dec\u{02}\u{03}ed\n2t(I~tems.java:42)\nCau.get(Items.java:42)\nCaused by: java 04 04:47:t(".utf8)
            + [UInt8](repeating: 0, count: 7)
            + Array("on Dec 14 04:47:45 2005] =[error] mo\u{05}nameo\nmeo\nes\"".utf8) + [0xFA] + Array("in'] ,\"s".utf8)
        let reader = try RecordReader(path: try scratch.write("data", content))
        XCTAssertEqual(reader.file.layout.format, .text)
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: 4096))
        indexer.scanToEnd()
        let query = try XCTUnwrap(try SearchQuery(regularExpression: ".jav"))
        for index in [nil, indexer.index] {
            let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: 64))
            XCTAssertTrue(search.searchToEnd().isComplete)
            XCTAssertEqual(search.matches, [2, 3, 4], index == nil ? "scanning" : "through the index")
        }
    }
}

/// A long stride's map of where its records start: any byte's record and the next record's
/// start are what a plain count over the distances says, for any count of records on the
/// stride's first lines (an odd count of distances leaves a half word unused); the maps keep
/// it among others, and save and restore it.
final class DistantStartsTests: XCTestCase {
    func testTheRecordOfAnyByteAndTheNextStartAreAPlainCounts() throws {
        var generator = SplitMix64Generator(seed: 0xD157_A7)
        var maps = StrideLineMaps(), expectedMaps: [StrideLineMap?] = []
        for round in 0..<300 {
            let stride = RecordIndex.stride
            let firstLines = Int.random(in: 1..<stride, using: &generator)
            var distances: [Int] = [], distance = firstLines
            for _ in firstLines..<stride {
                distance += Int.random(in: 1...(round % 3 == 0 ? 50_000_000 : 200), using: &generator)
                distances.append(distance)
            }
            let map = try XCTUnwrap(StrideLineMap.distantStarts(firstLines: firstLines, packing: distances))
            for byte in (0..<200).map({ _ in Int.random(in: 0...(distances.last! + 100), using: &generator) }) + distances + distances.map({ $0 - 1 }) {
                let startsThrough = distances.filter { $0 <= byte }.count
                let found = map.distantRecord(at: byte)
                if startsThrough == 0 {
                    XCTAssertNil(found, "round \(round): a byte on the first lines")
                } else {
                    XCTAssertEqual(found?.records, firstLines + startsThrough, "round \(round): byte \(byte)")
                    XCTAssertEqual(found?.nextStart, distances.first { $0 > byte }, "round \(round): byte \(byte)")
                }
            }
            XCTAssertEqual(map.recordsStarting(throughLine: 0, stride: stride), 1)
            XCTAssertEqual(map.recordsStarting(throughLine: firstLines + 5, stride: stride), firstLines, "lines after belong to the last on them")
            let slot = maps.endSlot + Int.random(in: 0...1, using: &generator)
            expectedMaps += Array(repeating: nil, count: slot - maps.endSlot) + [map]
            maps.append(map, forSlot: slot)
            if round % 4 == 0 {
                expectedMaps.append(.heads([0b1011][...]))
                maps.append(.heads([0b1011][...]), forSlot: maps.endSlot)
            }
        }
        XCTAssertEqual((0..<maps.endSlot).map { maps.map(forSlot: $0) }, expectedMaps)
        XCTAssertEqual(StrideLineMaps(savedWords: maps.savedWords), maps)
        XCTAssertNil(StrideLineMap.distantStarts(firstLines: 1, packing: [10, Int(UInt32.max)]), "a stride of 4 GB")
    }
}

import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A whole-file search finds exactly the records whose text holds the query, in smart case,
/// wherever chunk boundaries fall, and numbers them the same through the file's index (two
/// chunks at a time) as by scanning every record.
final class RecordSearchTests: XCTestCase {
    /// The matches of a search for `text`, checked to be the same with the file's index.
    private func search(_ text: String, in path: String, chunkSize: Int = 4 << 20,
                        file: StaticString = #filePath, line: UInt = #line) throws -> [Int] {
        let reader = try RecordReader(path: path)
        let query = try XCTUnwrap(SearchQuery(text))
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
        indexer.scanToEnd()
        var results: [[Int]] = []
        for index in [nil, indexer.index] {
            let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: chunkSize))
            let progress = search.searchToEnd()
            XCTAssertTrue(progress.isComplete, file: file, line: line)
            XCTAssertEqual(progress.matchCount, search.matches.count, file: file, line: line)
            results.append(search.matches)
        }
        XCTAssertEqual(results[1], results[0], "through the index, \(text) in chunks of \(chunkSize)", file: file, line: line)
        return results[0]
    }

    /// Random files in each format, random needles cut from them (in their case or in lower
    /// case) and random chunk sizes: the index-numbered search finds what the scan finds, and
    /// the scan finds the records whose own text holds the needle.
    func testSearchesThroughTheIndexAgreeWithScanningRandomFiles() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x5EA2C4)
        for round in 0..<60 {
            let words = ["alpha", "Beta", "gamma", "DELTA", "ε-psilon", "zeta,", "e\"ta", "x"]
            let texts = (0..<Int.random(in: 1...120, using: &generator)).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            }
            let format = round % 3
            let contents: String
            switch format {
            case 0: contents = texts.map { "{\"t\": \"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"}\n" }.joined()
            case 1: contents = "t\n" + texts.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"\n" }.joined()
            default: contents = "[" + texts.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }.joined(separator: ",\n") + "]"
            }
            let path = try scratch.write("random-\(round).\(["jsonl", "csv", "json"][format])", contents)
            let source = texts.randomElement(using: &generator)!
            let start = Int.random(in: 0..<source.count, using: &generator)
            let length = Int.random(in: 1...min(12, source.count - start), using: &generator)
            var needle = String(Array(source)[start..<(start + length)])
            if Bool.random(using: &generator) { needle = needle.lowercased() }
            guard !needle.contains("\""), !needle.contains(","), !needle.contains("\\") else { continue }
            let expected = texts.enumerated().filter { _, text in
                needle.contains { $0.isUppercase } ? text.contains(needle) : text.lowercased().contains(needle)
            }.map { $0.offset + 1 }
            let chunkSize = Int.random(in: 1...64, using: &generator)
            XCTAssertEqual(try search(needle, in: path, chunkSize: chunkSize), expected, "round \(round): \(needle)")
        }
    }

    /// Random text logs (entries of several lines, lines told apart by their first bytes, which
    /// chunks cut anywhere): scanning and the index number the entries whose text holds the
    /// needle. A line's start in a chunk's last bytes had been numbered with the entry before.
    func testSearchesOfTextLogsFindTheEntriesHoldingTheNeedleWhereverChunksEnd() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x7E47_1065)
        for round in 0..<150 {
            // A third of them start with a byte order mark, which the scan starts after.
            let bytes = (round % 3 == 0 ? [0xEF, 0xBB, 0xBF] : [])
                + RandomTextLog.bytes(pieceCount: Int.random(in: 0...80, using: &generator), using: &generator)
            let path = try scratch.write("random-\(round).log", bytes)
            let reader = try RecordReader(path: path, format: .text)
            let records = readPages(from: reader, pageSize: 50).records
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: Int.random(in: 1...64, using: &generator)))
            indexer.scanToEnd()
            for needle in ["15:16", "INFO", "Caused", "]", "é"] {
                let query = try XCTUnwrap(SearchQuery(needle))
                let expected = records.filter { $0.text?.contains(needle) == true }.map(\.number)
                let chunkSize = Int.random(in: 1...64, using: &generator)
                for index in [nil, indexer.index] {
                    let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: chunkSize))
                    XCTAssertTrue(search.searchToEnd().isComplete)
                    XCTAssertEqual(search.matches, expected, "round \(round), \(needle) in chunks of \(chunkSize)"
                                   + (index == nil ? "" : " through the index") + ": \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                    if search.matches != expected { return }
                }
            }
        }
    }

    /// The needle finder against a plain comparison at every offset, on bytes of a small
    /// alphabet where candidates abound, with needles of 1 to 20 bytes; and on text of one
    /// or two letters, with needles up to 64 bytes, where comparisons fail late and the finder
    /// goes on byte by byte with its automaton.
    func testTheNeedleFinderFindsEveryMatchAPlainComparisonFinds() throws {
        var generator = SplitMix64Generator(seed: 0xF1DE)
        for round in 0..<600 {
            let alphabet = round < 300 ? Array("abAB -é".utf8) : round % 2 == 0 ? Array("ab".utf8) : Array("aaaaaaaaaaaaaaaaaaA".utf8)
            let longest = round < 300 ? 20 : 64
            let haystack = (0..<Int.random(in: 0...(round < 300 ? 400 : 3_000), using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needleBytes = (0..<Int.random(in: 1...longest, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            guard let text = String(validating: needleBytes, as: UTF8.self), let query = SearchQuery(text) else { continue }
            let finder = haystack.withUnsafeBufferPointer { NeedleFinder(query, sample: $0) }
            let fold = { (byte: UInt8) in query.ignoresCase ? SearchQuery.lowercased(byte) : byte }
            let expected = haystack.count < query.needle.count ? [] : (0...(haystack.count - query.needle.count)).filter { offset in
                query.needle.indices.allSatisfy { fold(haystack[offset + $0]) == query.needle[$0] }
            }
            var found: [Int] = []
            haystack.withUnsafeBufferPointer { bytes in
                var position = 0
                while let hit = finder.firstMatch(in: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: position, to: bytes.count) {
                    found.append(hit)
                    position = hit + 1
                }
            }
            XCTAssertEqual(found, expected, "\(text) in \(String(decoding: haystack, as: UTF8.self))")
        }
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

    /// A CSV file of old Mac line ends (CRs alone) is one line to a regular expression, whose
    /// matches start before most pieces of the file searched through the index: the search goes
    /// on from each piece's start, reading nothing before it, and finds the rows the scan finds.
    func testARegexSearchThroughTheIndexOfRowsOnOneLineFindsWhatTheScanFinds() throws {
        let scratch = try ScratchDirectory()
        let rows = (1...40).map { "row \($0),value \($0 % 7),end" }
        let path = try scratch.write("mac.csv", (["name,value,tail"] + rows).joined(separator: "\r") + "\r")
        let reader = try RecordReader(path: path)
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
        indexer.scanToEnd()
        let query = try XCTUnwrap(try SearchQuery(regularExpression: "row \\d+,value 3"))
        var results: [[Int]] = []
        for index in [nil, indexer.index] {
            let search = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: index, chunkSize: 64))
            XCTAssertTrue(search.searchToEnd().isComplete)
            results.append(search.matches)
        }
        XCTAssertEqual(results[0], [3, 10, 17, 24, 31, 38])
        XCTAssertEqual(results[1], results[0], "through the index")
    }

    /// A JSON Lines record whose line starts with white space, the search's piece ending in
    /// that white space: a match there is the record's, which the index's numbering learns only
    /// at the line's first other byte (a finding of OpenPathFuzzer: the record was skipped).
    func testAMatchInTheWhiteSpaceBeforeARecordIsThatRecordsWhereverPiecesEnd() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("indented.jsonl", #"{"level": "ERROR", "n": 1, "msg": "a"}"# + "\n\n  "
                                     + #"{"n": 2, "ctx": {"id": 7}}"# + "\r\n" + #"{"a": 3, "b": "x\ny"}"# + "\n")
        for chunkSize in 1...80 {
            XCTAssertEqual(try search(" ", in: path, chunkSize: chunkSize), [1, 2, 3], "chunks of \(chunkSize)")
        }
    }

    /// White space before a record longer than any piece of the search (a JSON Lines line of
    /// tabs, a text log that opens with a line of spaces): a match in it is numbered by reading
    /// on to the line's first other byte, not by keeping the line (which overflowed the search's
    /// buffer, an OpenPathFuzzer finding).
    func testAMatchInWhiteSpaceLongerThanAPieceIsNumberedWithoutKeepingIt() throws {
        let scratch = try ScratchDirectory()
        let jsonLines = try scratch.write("tabs.jsonl", #"{"a": 1}"# + "\n" + String(repeating: "\t", count: 130)
                                          + #"{"n": 2}"# + "\n" + #"{"b": 3}"# + "\n" + String(repeating: "\t", count: 90))
        let text = try scratch.write("spaced.log", String(repeating: " ", count: 200) + "\n"
                                     + "2024-05-01 10:00:00 INFO started\n    at frame one\n2024-05-01 10:00:01 WARN late\n")
        for chunkSize in [1, 2, 3, 7, 16, 48, 64, 129, 131, 1000] {
            XCTAssertEqual(try search("\t", in: jsonLines, chunkSize: chunkSize), [2, 3], "chunks of \(chunkSize)")
            XCTAssertEqual(try search("  ", in: text, chunkSize: chunkSize), [1], "chunks of \(chunkSize)")
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

    /// A file of fewer records than the index keeps a start for (one in 64), after a byte order
    /// mark, searched through its index in chunks of a byte: the index's part of the search
    /// leaves the place at the file's first byte, and the scan of the rest goes on past what
    /// that part searched, where it handed the search back to the index after a byte, still
    /// inside the mark, again and again (a fuzzer's input hung so). The search ends, with the
    /// records a scan finds.
    func testASearchOfFewRecordsOverManyChunksEndsThroughTheIndex() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("few.jsonl", "\u{FEFF}" + (1...3).map { "{\"n\": \($0), \"m\": \"hay \($0 == 2 ? "needle" : "")\"}\n" }.joined())
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: 1))
        XCTAssertTrue(indexer.scanToEnd().isComplete)
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("needle")), file: file, index: indexer.index,
                                                chunkSize: 1))
        let searched = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            search.searchToEnd()
            searched.signal()
        }
        guard searched.wait(timeout: .now() + .seconds(20)) == .success else {
            search.cancel()
            return XCTFail("the search did not end in 20 s")
        }
        XCTAssertTrue(search.progress.isComplete)
        XCTAssertEqual(search.matches, [2])
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

    /// A followed log searched through its index: what the index reached first, then what the
    /// file gained, with a match completed across the old end.
    func testASearchThroughTheIndexGoesOnWhenTheFileGrows() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...300).map { "{\"n\": \($0), \"m\": \"\($0 % 50 == 0 ? "Needle" : "hay")\"}\n" }.joined()
                                     + "{\"n\": 301, \"m\": \"nee")
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        indexer.scanToEnd()
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("needle")), file: file,
                                                index: indexer.index, chunkSize: 64))
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, [50, 100, 150, 200, 250, 300])
        try appendText("dle\"}\n{\"n\": 302}\n{\"n\": 303, \"m\": \"NEEDLE\"}\n" + String(repeating: "{\"n\": 0}\n", count: 40)
                       + "{\"m\": \"needle\"}\n", to: path)
        indexer.scanToEnd()
        let grown = search.searchToEnd()
        XCTAssertTrue(grown.isComplete)
        XCTAssertEqual(search.matches, [50, 100, 150, 200, 250, 300, 301, 303, 344])
        XCTAssertEqual(grown.matchCount, 9)
    }

    /// A search started while its index is still being learnt (as a file opened with a search
    /// is): the scan hands over to the index once it overtakes, and back; on JSON Lines and
    /// text logs, for text and for patterns, the matches are the records holding the needle.
    func testASearchStartedBeforeItsIndexFindsWhatTheScanFinds() throws {
        let scratch = try ScratchDirectory()
        for round in 0..<8 {
            let isText = round % 2 == 1
            let lines = (1...30_000).map { number in
                let message = number % 37 == round ? "a Needle here \(number)" : "hay \(number)"
                return isText ? "2025-06-14 10:00:\(10 + number % 50) INFO \(message)\n" + (number % 11 == 0 ? "  at more hay\n" : "")
                    : "{\"n\": \(number), \"m\": \"\(message)\"}\n"
            }
            let path = try scratch.write("growing-index-\(round).\(isText ? "log" : "jsonl")", lines.joined())
            let expected = lines.enumerated().filter { $0.element.contains("Needle") }.map { $0.offset + 1 }
            let file = try RecordReader(path: path).file
            let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: 1 << 12))
            let query = try XCTUnwrap(round % 4 < 2 ? SearchQuery("needle") : try SearchQuery(regularExpression: "\\bNeedle here"))
            let search = try XCTUnwrap(RecordSearch(query: query, file: file, index: indexer.index, chunkSize: 1 << 10))
            indexer.start()
            let progress = search.searchToEnd()
            while indexer.isRunning { usleep(1_000) }
            XCTAssertTrue(progress.isComplete)
            XCTAssertEqual(search.matches, expected, "round \(round)")
            XCTAssertEqual(progress.matchCount, expected.count, "round \(round)")
        }
    }

    /// A search that waits for its index boards the index's pass (the pass finds its text in the
    /// bytes it copies): on random JSON Lines, CSV, JSON arrays and text logs with entries of
    /// several lines, in chunks of random sizes, the matches are the records a scan finds, for
    /// text in its case and ignoring it.
    func testASearchThatBoardsTheIndexsPassFindsWhatTheScanFinds() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xB0A2_D5)
        for round in 0..<80 {
            let format = round % 4
            let words = ["alpha", "Beta", "gamma", "DELTA", "ε-psilon", "x", "alphabet"]
            let texts = (0..<Int.random(in: 1...150, using: &generator)).map { _ in
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            }
            let contents = switch format {
            case 0: texts.map { "{\"t\": \"\($0)\"}\n" }.joined()
            case 1: "t\n" + texts.map { "\"\($0.replacingOccurrences(of: " ", with: "\n"))\"\n" }.joined()
            case 2: "[" + texts.map { "\"\($0)\"" }.joined(separator: ",\n") + "]"
            default: texts.enumerated().map { "2025-06-14 15:16:\(10 + $0.offset % 50) INFO \($0.element.replacingOccurrences(of: " ", with: "\n  at "))\n" }.joined()
            }
            let path = try scratch.write("boarding-\(round).\(["jsonl", "csv", "json", "log"][format])", contents)
            let file = try RecordReader(path: path).file
            let needle = [words.randomElement(using: &generator)!, "alpha", "a b", "ta g", "A"].randomElement(using: &generator)!
            let query = try XCTUnwrap(SearchQuery(Bool.random(using: &generator) ? needle.lowercased() : needle))
            let scanned = try XCTUnwrap(RecordSearch(query: query, file: file, index: nil))
            XCTAssertTrue(scanned.searchToEnd().isComplete)
            let search = try searchBoardingTheIndexPass(query, in: file, indexChunkSize: Int.random(in: 1...64, using: &generator),
                                                        searchChunkSize: Int.random(in: 1...64, using: &generator))
            XCTAssertEqual(search.matches, scanned.matches, "round \(round), \(query): \(contents.debugDescription)")
            XCTAssertEqual(search.progress.matchCount, scanned.matches.count, "round \(round)")
            if search.matches != scanned.matches { return }
        }
    }

    /// A text in nearly every other byte: the pass gives up finding it after a chunk, and the
    /// search goes on by itself from there, numbering every record once.
    func testATextFoundTooOftenForThePassIsSearchedOnWithoutIt() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("dense.jsonl", (1...20_000).map { "{\"n\": \($0), \"t\": \"a a a a a a\"}\n" }.joined())
        let file = try RecordReader(path: path).file
        let search = try searchBoardingTheIndexPass(try XCTUnwrap(SearchQuery("a")), in: file, indexChunkSize: 64 << 10, searchChunkSize: 16 << 10)
        XCTAssertEqual(search.matches, Array(1...20_000))
        XCTAssertEqual(search.progress.matchCount, 20_000)
    }

    /// A search riding the index's pass waits for the pass's places, not for its progress: the
    /// pass tells its progress before it adds a pair's places, and a search that woke at the
    /// progress found no places, waited again, returned at once, and so on, on a core the pass
    /// needed (33,675 waits in one picture of a 1.2 GB log). Held between the two for 300 ms,
    /// the process spends next to no processor time.
    func testASearchRidingThePassWaitsIdleBetweenItsProgressAndItsPlaces() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("riding.jsonl", (1...2_000).map { "{\"n\": \($0), \"m\": \"hay\"}\n" }.joined())
        let file = try RecordReader(path: path).file
        let index = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: 1 << 12)).index
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("needle")), file: file, index: index))
        let searched = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            search.searchToEnd()
            searched.signal()
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while !index.hasWaitingSearch, ContinuousClock.now < deadline { usleep(100) }
        // The pass boards the search and tells its progress past the first pair, whose places
        // it has not added yet.
        let places = try XCTUnwrap(index.takeWaitingSearch())
        places.board(at: 0)
        index.record([], progress: RecordIndex.Progress(recordCount: 0, indexedBytes: 4_096, totalBytes: 100_000))
        usleep(20_000)
        let before = Self.processorSeconds()
        usleep(300_000)
        let spent = Self.processorSeconds() - before
        search.cancel()
        places.end()
        searched.wait()
        XCTAssertLessThan(spent, 0.06, "processor time while the search waited 0.3 s for its places")
    }

    /// The processor time this process has spent, in its own and the kernel's code.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1_000_000 }
    }

    /// A search for `query` that waits at the index's front of `file` until the index's pass
    /// boards it, run to its end with the pass.
    private func searchBoardingTheIndexPass(_ query: SearchQuery, in file: RecordFile, indexChunkSize: Int,
                                            searchChunkSize: Int) throws -> RecordSearch {
        let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: indexChunkSize))
        let search = try XCTUnwrap(RecordSearch(query: query, file: file, index: indexer.index, chunkSize: searchChunkSize))
        let searched = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            search.searchToEnd()
            searched.signal()
        }
        // A search the pass leaves waiting for long (a loaded machine) goes on by itself: it
        // must find the same, and the wait here must end too.
        let deadline = ContinuousClock.now + .seconds(10)
        while !indexer.index.hasWaitingSearch, ContinuousClock.now < deadline { usleep(100) }
        XCTAssertTrue(indexer.scanToEnd().isComplete)
        searched.wait()
        XCTAssertTrue(search.progress.isComplete)
        XCTAssertFalse(indexer.index.hasWaitingSearch, "the pass took the search")
        return search
    }

    /// A search waits at its index's front only while the index moves on: given an index that
    /// is never scanned, it scans the file itself and finds every match.
    func testASearchWhoseIndexDoesNotMoveOnScansTheFile() throws {
        let scratch = try ScratchDirectory()
        let lines = (1...20_000).map { "{\"n\": \($0), \"m\": \"\($0 % 97 == 0 ? "needle" : "hay")\"}\n" }
        let path = try scratch.write("unindexed.jsonl", lines.joined())
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: nil, chunkSize: 1 << 12))
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("needle")), file: file, index: indexer.index,
                                                chunkSize: 1 << 10))
        let progress = search.searchToEnd()
        XCTAssertTrue(progress.isComplete)
        XCTAssertEqual(search.matches, Array(stride(from: 97, through: 20_000, by: 97)))
        XCTAssertEqual(indexer.index.progress.indexedBytes, 0, "nothing indexed meanwhile")
    }

    /// A needle of 10,000 `a`s in three lines of a megabyte of `a`s: every offset is a match,
    /// and each had been compared in full (100 s on both cores for three 5 MB lines). The
    /// search goes on at the next record after a match, and comparisons that fail late (a `b`
    /// every 9,999 bytes) hand over to the automaton: the time stays linear.
    func testLongRepetitiveNeedlesCostLinearTime() throws {
        let scratch = try ScratchDirectory()
        let run = String(repeating: "a", count: 1 << 20)
        let path = try scratch.write("runs.jsonl", (0..<3).map { _ in #"{"text": "\#(run)"}"# }.joined(separator: "\n") + "\n")
        let almost = String(repeating: String(repeating: "a", count: 9_999) + "b", count: 100)
        let misses = try scratch.write("misses.jsonl", (0..<3).map { _ in #"{"text": "\#(almost)"}"# }.joined(separator: "\n") + "\n")
        for (needle, file, expected) in [(String(repeating: "a", count: 10_000), path, [1, 2, 3]),
                                         ("A" + String(repeating: "a", count: 9_999), path, []),
                                         (String(repeating: "a", count: 10_000), misses, [])] {
            let start = ContinuousClock.now
            XCTAssertEqual(try search(needle, in: file, chunkSize: 256 << 10), expected)
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(10), "\(needle.prefix(3))… in \(file)")
        }
    }

    /// A record's text searched for a needle (a filter's `~`, a search within a filter, the
    /// highlights of a row) takes time linear in the text, as the file search does.
    func testFindingInAnOverlongTextCostsLinearTime() throws {
        let query = try XCTUnwrap(SearchQuery(String(repeating: "a", count: 1_000)))
        let text = String(repeating: String(repeating: "a", count: 999) + "b", count: 1_000)
        let start = ContinuousClock.now
        XCTAssertFalse(query.isFound(in: text))
        XCTAssertEqual(query.ranges(in: text + String(repeating: "a", count: 2_000)).count, 2)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
    }

    func testHighlightRangesFollowTheSameCaseRule() throws {
        let lower = try XCTUnwrap(SearchQuery("ab"))
        XCTAssertEqual(lower.ranges(in: "xAbyab").count, 2)
        let mixed = try XCTUnwrap(SearchQuery("Ab"))
        XCTAssertEqual(mixed.ranges(in: "xAbyab").count, 1)
        XCTAssertNil(SearchQuery(""))
    }
}

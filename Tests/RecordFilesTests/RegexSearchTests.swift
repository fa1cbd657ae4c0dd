import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A regular-expression search (PCRE2) finds the records a line-by-line match finds, wherever
/// chunk boundaries fall; a bad pattern is refused with PCRE2's reason and its place; a pattern
/// that backtracks catastrophically gives up on that line instead of hanging.
final class RegexSearchTests: XCTestCase {
    private func search(_ pattern: String, in path: String, chunkSize: Int) throws -> [Int] {
        let query = try XCTUnwrap(try SearchQuery(regularExpression: pattern))
        let search = try XCTUnwrap(RecordSearch(query: query, file: try RecordReader(path: path).file, chunkSize: chunkSize))
        let progress = search.searchToEnd()
        XCTAssertTrue(progress.isComplete)
        return search.matches
    }

    /// Random JSON Lines logs, patterns that PCRE2 and Swift's `Regex` read alike, random chunk
    /// sizes: the records are the lines Swift's `Regex` matches (smart case, `^` and `$` at
    /// each line), never one a chunk's end cut short.
    func testRegexMatchesAreTheLinesARegexMatchesOnRandomLogs() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0x2E6E_C5)
        let words = ["alpha", "Beta", "gamma", "delta", "x1", "x22", "x223", "y", "é"]
        // `\bx22\b` and `x22(?!3)` hold in a line cut short after `x22` of `x223`: a chunk's
        // unfinished last line is matched with the next chunk, whole.
        let patterns = ["^\\{\"t\": \"beta", "delta\"\\}$", "x[0-9]+ y", "(alpha|gamma) [a-z]+", "a.p", "\\bx2+\\b", "é", "Beta", "^$",
                        "\\bx22\\b", "x22(?!3)"]
        for round in 0..<110 {
            let lines = (0..<Int.random(in: 1...60, using: &generator)).map { _ in
                "{\"t\": \"" + (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                    .joined(separator: " ") + "\"}"
            }
            let path = try scratch.write("log-\(round).jsonl", lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : ""))
            let pattern = patterns[round % patterns.count]
            var reference = try Regex(pattern).anchorsMatchLineEndings()
            if !pattern.contains(where: \.isUppercase) { reference = reference.ignoresCase() }
            let expected = lines.enumerated().filter { $0.element.contains(reference) }.map { $0.offset + 1 }
            // Chunks cut lines anywhere; a line is carried whole to the next chunk when longer
            // chunks than it are read, as they are (4 MB; a longer line is matched in pieces).
            let longest = lines.map(\.utf8.count).max() ?? 0
            let chunkSize = Int.random(in: (longest + 1)...(longest + 64), using: &generator)
            XCTAssertEqual(try search(pattern, in: path, chunkSize: chunkSize), expected, "round \(round): \(pattern) in chunks of \(chunkSize)")
        }
    }

    /// A followed file: a search for `^b` goes on into what the file gains, whose first line
    /// begins a line, and into a line a writer finished.
    func testARegexSearchGoesOnWhenTheFileGrows() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", "ab\nba\n")
        let query = try XCTUnwrap(try SearchQuery(regularExpression: "^b|x$"))
        let search = try XCTUnwrap(RecordSearch(query: query, file: try RecordReader(path: path).file, chunkSize: 3))
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, [2])
        try appendText("bb\nax", to: path)
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, [2, 3, 4], "the appended line begins a line; the unfinished one ends the file")
    }

    func testABadPatternIsRefusedWithItsReasonAndPlace() {
        XCTAssertThrowsError(try SearchQuery(regularExpression: "é(b")) { error in
            guard let error = error as? SearchPatternError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.reason.contains("missing closing parenthesis"), error.reason)
            XCTAssertEqual(error.characterOffset, 3)
        }
        XCTAssertThrowsError(try SearchQuery(regularExpression: "[z-a]"))
        XCTAssertNil(try SearchQuery(regularExpression: ""))
    }

    /// `(a+)+$` on a long run of `a` that does not end the line takes exponential time without
    /// a limit; the search gives that line up and finds the next.
    func testACatastrophicPatternGivesUpOnALineAndGoesOn() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", String(repeating: "a", count: 40) + "b\n" + "aaa\n")
        let start = ContinuousClock.now
        XCTAssertEqual(try search("(a+)+$", in: path, chunkSize: 4 << 20), [2])
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(20), "the match limit ends the search")
    }

    /// `(.*a){20}` takes about a million steps on a line of forty `a`s: PCRE2's own limit (as
    /// `grep -P` has it) finds every line, where a limit a tenth of it had given each up in
    /// silence ("No matches").
    func testAPatternThatGrepFindsIsFound() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...100).map { #"{"msg": "\#(String(repeating: "a", count: 40))", "i": \#($0)}"# }.joined(separator: "\n") + "\n")
        XCTAssertEqual(try search("(.*a){20}", in: path, chunkSize: 4 << 20), Array(1...100))
    }

    /// A pattern that needs more than the JIT's 32 KB of stack on one line gets a bigger stack
    /// instead of the rest of the buffer counting as no match.
    func testAPatternNeedingMoreStackIsMatchedWithABiggerOne() throws {
        let scratch = try ScratchDirectory()
        let text = String(repeating: "a", count: 3_000) + "\n" + (1...99).map { "\"b\($0)" }.joined(separator: "\n") + "\n"
        let path = try scratch.write("log.txt", text)
        let query = try XCTUnwrap(try SearchQuery(regularExpression: #"((a)|b)*\d$|^"b"#))
        let search = try XCTUnwrap(RecordSearch(query: query, file: try RecordReader(path: path, format: .jsonl).file))
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, Array(2...100))
    }

    /// One costly line among two thousand cheap ones: it is given up on once and counted, not
    /// tried again from every line before it (99 s), and the search can be stopped meanwhile.
    func testALineGivenUpOnIsCountedOnceAndTheSearchStopsWhenAsked() throws {
        let scratch = try ScratchDirectory()
        let cheap = (1...2_000).map { #"{"i": \#($0)}"# }.joined(separator: "\n")
        let path = try scratch.write("log.jsonl", cheap + "\n" + #"{"msg": "\#(String(repeating: "a", count: 30))b"}"# + "\n")
        let query = try XCTUnwrap(try SearchQuery(regularExpression: "(a+)+$"))
        let search = try XCTUnwrap(RecordSearch(query: query, file: try RecordReader(path: path).file))
        let start = ContinuousClock.now
        let progress = search.searchToEnd()
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(20))
        XCTAssertEqual(progress.givenUpLines, 1)
        XCTAssertEqual(search.matches, [])

        // Many costly lines: a cancelled search ends within a moment.
        let costly = try scratch.write("costly.jsonl", (1...2_000).map { _ in #"{"msg": "\#(String(repeating: "a", count: 30))b"}"# }.joined(separator: "\n") + "\n")
        let stopped = try XCTUnwrap(RecordSearch(query: query, file: try RecordReader(path: costly).file))
        stopped.start()
        Thread.sleep(forTimeInterval: 0.2)
        stopped.results.cancel()
        let cancelled = ContinuousClock.now
        while !stopped.progress.hasEnded, ContinuousClock.now - cancelled < .seconds(30) { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(stopped.progress.hasEnded)
        XCTAssertLessThan(ContinuousClock.now - cancelled, .seconds(3), "stopped between lines")
    }

    /// A match lies within one line, as `grep -P` has it: a pattern with a line break matches
    /// nothing, whatever chunks the file is read in (with chunks of 64 bytes and of 4 MB the
    /// results had differed: found by the open-path fuzzer).
    func testAMatchNeverRunsOverALineBreak() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...300).map { #"{"n": \#($0)}"# }.joined(separator: "\n") + "\n")
        for chunkSize in [64, 4 << 20] {
            XCTAssertEqual(try search(#"\}\n\{"#, in: path, chunkSize: chunkSize), [], "chunks of \(chunkSize)")
            XCTAssertEqual(try search(#"\d\}\s+\{"#, in: path, chunkSize: chunkSize), [], "chunks of \(chunkSize)")
            XCTAssertEqual(try search(#"7\}$"#, in: path, chunkSize: chunkSize).count, 30, "chunks of \(chunkSize)")
        }
    }

    /// An empty match where a chunk's whole lines end is no match: the line that starts there
    /// is matched whole with the next chunk. In CSV whose rows end with a lone CR, a line holds
    /// two records, so `$` there had been counted for the record that starts the line, in some
    /// chunk sizes and not others (found by the open-path fuzzer).
    func testAnEmptyMatchWhereAChunksLinesEndIsNoMatch() throws {
        let scratch = try ScratchDirectory()
        // Lines: `id,note\r`, `1,a\r2,b`, `3,c\r4,d`, `5,e`; records 1 to 5, two to a line.
        let path = try scratch.write("rows.csv", "id,note\r\n1,a\r2,b\n3,c\r4,d\n5,e")
        for chunkSize in Array(1...24) + [64, 4 << 20] {
            XCTAssertEqual(try search("$", in: path, chunkSize: chunkSize), [2, 4, 5], "chunks of \(chunkSize)")
            XCTAssertEqual(try search("^$", in: path, chunkSize: chunkSize), [], "chunks of \(chunkSize)")
            XCTAssertEqual(try search("^\\d", in: path, chunkSize: chunkSize), [1, 3, 5], "chunks of \(chunkSize)")
        }
    }

    /// An expression with no text to find first is matched through the index on both cores,
    /// each on the lines that start in its chunks: the first from the chunk's first line start,
    /// the last to its line's end past the chunk, none for a chunk inside one line; a run that
    /// starts inside a line matches it from its start.
    func testEachCoreMatchesTheLinesThatStartInItsChunk() {
        let text = Array("\u{FEFF}ab\ncd\n\nefg".utf8)  // a byte order mark, then lines at 3, 6, 9 and 10
        func lines(_ range: Range<Int>, fromLineStart: Bool = false) -> Range<Int>? {
            text.withUnsafeBufferPointer { RecordSearch.lines(startingIn: range, of: $0, textStart: 3, fromLineStart: fromLineStart) }
        }
        XCTAssertEqual(lines(0..<4), 3..<5, "from the text's start, after the mark")
        XCTAssertEqual(lines(4..<7), 6..<8, "the line that starts in the chunk, to its end")
        XCTAssertEqual(lines(4..<6), nil, "no line starts there")
        XCTAssertEqual(lines(4..<6, fromLineStart: true), 3..<5, "the line the chunk starts inside, whole")
        XCTAssertEqual(lines(6..<10), 6..<9, "an empty line is a line")
        XCTAssertEqual(lines(5..<11), 6..<13, "the last line ends with the file")
        XCTAssertEqual(lines(11..<13), nil)
        XCTAssertEqual(lines(11..<13, fromLineStart: true), 10..<13)
    }

    /// A followed file searched through its index with an expression that holds no text: the
    /// line the last run ended inside (unfinished, and longer than a chunk, so the scan carried
    /// only its end) is matched whole once the writer finishes it, and the lines appended after.
    func testAPatternWithoutTextGoesOnThroughTheIndexInsideALine() throws {
        let scratch = try ScratchDirectory()
        // More lines than the index keeps a start for: the scan after the index's part does not
        // reach back to the line.
        let head = (1...200).map { #"{"t": "alpha \#($0)"}"# }.joined(separator: "\n")
        let path = try scratch.write("log.jsonl", head + "\n" + #"{"t": "gamma gamma gamma gamma x1 alpha be"#)
        let query = try XCTUnwrap(try SearchQuery(regularExpression: #"[wx]\d\s[a-z]+\s[a-z]+\d"#))
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        indexer.scanToEnd()
        let search = try XCTUnwrap(RecordSearch(query: query, file: file, index: indexer.index, chunkSize: 8))
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, [])
        try appendText(#"ta7"}"# + "\n" + (202...400).map { #"{"t": "x\#($0) beta\#($0)"}"# }.joined(separator: "\n") + "\n", to: path)
        indexer.scanToEnd()
        XCTAssertTrue(search.searchToEnd().isComplete)
        XCTAssertEqual(search.matches, [201])
    }

    func testHighlightRangesOfARegex() throws {
        let query = try XCTUnwrap(try SearchQuery(regularExpression: "b."))
        let text = "abxBéb"
        XCTAssertEqual(query.ranges(in: text).map { String(text[$0]) }, ["bx", "Bé"])
        XCTAssertTrue(query.isRegularExpression)
        XCTAssertNotEqual(query, SearchQuery("b."))
    }
}

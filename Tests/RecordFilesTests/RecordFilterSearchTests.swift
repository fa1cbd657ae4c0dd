import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A filter of a whole file finds exactly the records that pass it, by the reference
/// evaluator's rules, whether it reads every record or only another search's matches, and goes
/// on when the file grows.
final class RecordFilterSearchTests: XCTestCase {
    /// Random JSON Lines files and random expressions: the matches are the records the
    /// reference evaluator passes, counted with every record looked at once, in batches smaller
    /// and larger than a file, read in one pass or through the index in shares on two cores.
    func testAFilterOfRandomFilesMatchesTheReferenceEvaluator() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xF117E2)
        for round in 0..<40 {
            let records = (0..<Int.random(in: 0...3 * RecordFilterSearch.batchSize, using: &generator)).map { _ in
                ReferenceRecord.random(using: &generator)
            }
            let path = try scratch.write("random-\(round).jsonl", records.map { $0.json + "\n" }.joined())
            let expression = ReferenceExpression.random(depth: 3, using: &generator)
            let filter = try FieldFilter(expression.written(using: &generator))
            let file = try RecordReader(path: path).file
            let indexer = try XCTUnwrap(RecordIndexer(file: file))
            indexer.scanToEnd()
            let sharesOfStrides = Int.random(in: 1...8, using: &generator)
            let expected = records.indices.filter { expression.isTrue(for: records[$0]) }.map { $0 + 1 }
            for index in [nil, indexer.index] {
                let search = try XCTUnwrap(RecordFilterSearch(filter: filter, query: nil, file: file, within: nil, index: index,
                                                              columnName: { String($0) }, sharesOfStrides: sharesOfStrides))
                let progress = search.searchToEnd()
                let how = index == nil ? "in one pass" : "in shares of \(sharesOfStrides) strides"
                XCTAssertEqual(search.matches, expected, "round \(round), \(how): \(filter.text)")
                XCTAssertTrue(progress.isComplete)
                XCTAssertTrue(progress.hasEnded)
                XCTAssertEqual(progress.matchCount, expected.count)
                XCTAssertEqual(progress.examinedRecords, records.count, how)
            }
        }
    }

    /// A search within a filter looks only at the filter's matches, and finds those whose text
    /// holds the query: the records that both the filter and a search of every record find.
    func testASearchWithinAFilterFindsWhatBothFind() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 0xB0_7E)
        let records = (0..<5_000).map { _ in ReferenceRecord.random(using: &generator) }
        let path = try scratch.write("log.jsonl", records.map { $0.json + "\n" }.joined())
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        indexer.scanToEnd()
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level exists or latency_ms > 9"), file: file))
        filter.start()
        let query = try XCTUnwrap(SearchQuery("time"))
        let within = try XCTUnwrap(RecordFilterSearch(filter: nil, query: query, file: file, within: filter, index: indexer.index))
        let progress = within.searchToEnd()
        XCTAssertTrue(progress.isComplete)
        let textOnly = try XCTUnwrap(RecordFilterSearch(filter: nil, query: query, file: file))
        textOnly.searchToEnd()
        let both = Set(filter.matches).intersection(textOnly.matches).sorted()
        XCTAssertFalse(both.isEmpty)
        XCTAssertLessThan(both.count, filter.matches.count)
        XCTAssertEqual(within.matches, both)
        XCTAssertEqual(progress.examinedRecords, filter.matches.count)
        // The text search of every record agrees with the byte search where escapes do not differ.
        let bytes = try XCTUnwrap(RecordSearch(query: query, file: file))
        bytes.searchToEnd()
        XCTAssertEqual(textOnly.matches, bytes.matches)
    }

    /// CSV columns are named by their header, and a search's text is looked for in the row.
    func testCSVColumnsAreNamedByTheirHeader() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("people.csv", "name,age,city\nAda,36,London\nAlan,41,\"Wilmslow, Cheshire\"\nGrace,85,New York\n")
        let file = try RecordReader(path: path).file
        func matches(_ text: String, query: String? = nil) throws -> [Int] {
            let search = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter(text), query: query.flatMap { SearchQuery($0) }, file: file))
            search.searchToEnd()
            return search.matches
        }
        XCTAssertEqual(try matches("age > 40"), [2, 3])
        XCTAssertEqual(try matches("city ~ york or name = Ada"), [1, 3])
        XCTAssertEqual(try matches("age > 40", query: "41,Wilms"), [2], "fields joined by the delimiter")
        XCTAssertEqual(try matches("age > 1", query: "name"), [], "the header is not part of a row")
    }

    /// A followed log: the filter reads on from where it stopped, and a search within it takes
    /// in what the filter adds.
    func testAFilterGoesOnWhenTheFileGrows() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...30).map { "{\"n\": \($0), \"level\": \"\($0 % 10 == 0 ? "ERROR" : "INFO")\"}\n" }.joined())
        let file = try RecordReader(path: path).file
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level = ERROR"), file: file))
        XCTAssertTrue(filter.searchToEnd().isComplete)
        XCTAssertEqual(filter.matches, [10, 20, 30])
        let within = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("n >= 20"), file: file, within: filter))
        XCTAssertEqual(within.searchToEnd().matchCount, 2)
        try appendText("{\"n\": 31, \"level\": \"ERROR\"}\n{\"n\": 32}\n", to: path)
        let grown = filter.searchToEnd()
        XCTAssertTrue(grown.isComplete)
        XCTAssertEqual(filter.matches, [10, 20, 30, 31])
        XCTAssertEqual(grown.examinedRecords, 32)
        XCTAssertTrue(within.searchToEnd().isComplete)
        XCTAssertEqual(within.matches, [20, 30, 31])
    }

    /// The example of RecordFiles' article "Filtering, sorting and exporting records" finds what
    /// it says.
    func testTheFilteringRecordsExampleFindsTheSlowErrors() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", """
            {"level": "ERROR", "latency_ms": 99}
            {"level": "ERROR", "latency_ms": 250}
            {"level": "INFO", "latency_ms": 900}
            {"level": "ERROR", "latency_ms": 1e3}

            """)
        XCTAssertEqual(try slowErrors(in: path), [2, 4])
    }

    /// A search within a filter that reading ended early (the file is damaged before its end)
    /// ends with the same failure: it can go no further, and it is final, as its base is.
    func testASearchWithinAFilterThatMetDamageEndsWithItsFailure() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.csv", "level,text\nerror,one\ninfo,two\nerror,\"three\nerror,four\n")
        let file = try RecordReader(path: path).file
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level = error"), file: file))
        XCTAssertNotNil(filter.searchToEnd().failure, "the quoted field is never closed")
        let within = try XCTUnwrap(RecordFilterSearch(filter: nil, query: try XCTUnwrap(SearchQuery("one")), file: file, within: filter))
        let progress = within.searchToEnd()
        XCTAssertEqual(within.matches, [1])
        XCTAssertTrue(progress.hasEnded)
        XCTAssertFalse(progress.isComplete)
        XCTAssertEqual(progress.failure, filter.progress.failure)
        XCTAssertTrue(progress.isFinal)
    }

    /// Cancelled while it waits for a search that never ends, a search within it stops.
    func testACancelledSearchWithinStopsWaiting() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", "{\"level\": \"ERROR\"}\n")
        let file = try RecordReader(path: path).file
        // Never started: its progress never ends.
        let idle = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level exists"), file: file))
        let within = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level = ERROR"), file: file, within: idle))
        let ended = expectation(description: "the run ended")
        Thread.detachNewThread {
            within.searchToEnd()
            ended.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.2)
        within.cancel()
        wait(for: [ended], timeout: 2)
        XCTAssertFalse(within.progress.isComplete)
    }
}

/// A file cut shorter under its index (truncated, not followed): a filter, a sort and a look-up
/// say so instead of ending "complete" with records missing (a list had then read the same
/// places twice and dropped them as repeated ids).
final class ShrunkFileTests: XCTestCase {
    private func indexedFileCutToAThird() throws -> (ScratchDirectory, RecordFile, RecordIndex) {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...30_000).map { #"{"n": \#($0), "level": "\#($0 % 7 == 0 ? "ERROR" : "info")"}"# + "\n" }.joined())
        let file = try RecordReader(path: path).file
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        XCTAssertTrue(indexer.scanToEnd().isComplete)
        XCTAssertEqual(truncate(path, off_t(file.identity.size / 3)), 0)
        return (scratch, file, indexer.index)
    }

    func testAFilterOfAFileCutShorterEndsSayingSo() throws {
        let (scratch, file, index) = try indexedFileCutToAThird()
        let filter = try XCTUnwrap(RecordFilterSearch(filter: try FieldFilter("level = ERROR"), file: file, index: index))
        let progress = filter.searchToEnd()
        XCTAssertFalse(progress.isComplete)
        XCTAssertEqual(progress.failure?.problem, .shrunk)
        XCTAssertTrue(progress.isFinal)
        _ = scratch
    }

    func testASortOfAFileCutShorterFailsSayingSo() throws {
        let (scratch, file, index) = try indexedFileCutToAThird()
        let sort = RecordSort(file: file, index: index, directory: scratch.url.path) { record in
            guard case .object(let members) = record.value else { return nil }
            return members.first { $0.key == "n" }?.value
        }
        let progress = sort.sortToEnd()
        XCTAssertFalse(progress.isComplete)
        XCTAssertEqual(progress.failure, .reading(RecordFileError(.shrunk, path: file.path)))
    }

    func testALookUpOfARecordCutAwaySaysSo() throws {
        let (scratch, file, index) = try indexedFileCutToAThird()
        let lookup = RecordLookup(file: file, index: index)
        XCTAssertEqual(try lookup.records(numbered: [5]).records.map(\.number), [5])
        XCTAssertThrowsError(try lookup.records(numbered: [25_000])) { error in
            XCTAssertEqual((error as? RecordFileError)?.problem, .shrunk)
        }
        _ = scratch
    }
}

import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The record index agrees with sequential reading in every format, including the structures
/// that make a plain newline count wrong (quoted line breaks, nested arrays, blank lines), and a
/// reader moved to any record by it reads exactly that record.
final class RecordIndexTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    /// Record `n` of a JSON Lines file with blank lines, CRLF ends and white space.
    private func jsonLinesFile(count: Int) throws -> String {
        var text = "\u{FEFF}"
        for number in 1...count {
            text += number % 7 == 0 ? "\n  \r\n" : ""
            text += number % 5 == 0 ? "  {\"n\": \(number), \"s\": \"a\\nb, [x\"}\r\n" : "{\"n\": \(number)}\n"
        }
        return try scratch.write("records.jsonl", text)
    }

    private func csvFile(count: Int) throws -> String {
        var text = "n;text\r\n"
        for number in 1...count {
            text += number % 6 == 0 ? "\r\n\r\n" : ""
            text += number % 4 == 0 ? "\(number);\"two\nlines; \"\"quoted\"\"\"\r" : "\(number);plain \"inner\"\n"
        }
        return try scratch.write("records.csv", text)
    }

    private func jsonArrayFile(count: Int) throws -> String {
        let elements = (1...count).map { number in
            number % 3 == 0 ? "{\"n\": \(number), \"a\": [1, [2, {\"x\": \"],}\\\"\"}]], \"é\": \"ü\"}" : "\(number)"
        }
        return try scratch.write("records.json", "[\n" + elements.joined(separator: ",\n  ") + "\n]\n")
    }

    private func indexed(_ path: String) throws -> (RecordIndex, [FileRecord]) {
        let reader = try RecordReader(path: path)
        let records = readPages(from: reader, pageSize: 500).records
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
        let progress = indexer.scanToEnd()
        XCTAssertTrue(progress.isComplete)
        XCTAssertEqual(progress.recordCount, records.count, "the index counts what the reader reads")
        return (indexer.index, records)
    }

    private func assertJumps(in path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (index, records) = try indexed(path)
        XCTAssertGreaterThan(records.count, RecordIndex.stride * 3, file: file, line: line)
        var numbers = [1, 2, 64, 65, 66, 128, 129, 130, records.count - 1, records.count]
        var generator = SystemRandomNumberGenerator()
        numbers += (0..<20).map { _ in Int.random(in: 1...records.count, using: &generator) }
        for number in numbers {
            let reader = try RecordReader(path: path)
            try reader.skip(to: number, using: index)
            let page = try reader.nextPage(maxRecords: 2)
            XCTAssertEqual(page.records.first, records[number - 1], "record \(number)", file: file, line: line)
            if number < records.count {
                XCTAssertEqual(page.records.last, records[number], "the one after \(number)", file: file, line: line)
            }
        }
        XCTAssertLessThanOrEqual(Double(index.memoryFootprint) / Double(records.count), 8, "bytes per record",
                                 file: file, line: line)
    }

    func testJumpsInJSONLines() throws {
        try assertJumps(in: jsonLinesFile(count: 1_000))
    }

    func testJumpsInCSVWithQuotedLineBreaksAndLoneCR() throws {
        try assertJumps(in: csvFile(count: 1_000))
    }

    func testJumpsInJSONArrayWithNestedStructure() throws {
        try assertJumps(in: jsonArrayFile(count: 1_000))
    }

    /// A log joined from files that each began with a byte order mark (`cat a.log b.log`), whose
    /// entries carry stack traces: a marked stamped line starts an entry for the index as for
    /// the reader.
    func testJumpsInATextLogWhoseJoinedPartsBeginWithAMark() throws {
        let text = (1...1_000).map { number in
            (number % 97 == 1 ? "\u{FEFF}" : "") + "2025-06-14 15:16:\(10 + number % 50),\(100 + number % 900) INFO [main] app: n \(number)"
                + (number % 4 == 0 ? "\njava.lang.X: y\n\tat a.B(C.java:\(number))" : "")
        }.joined(separator: "\n") + "\n"
        let path = try scratch.write("joined.log", text)
        try assertJumps(in: path)
        XCTAssertEqual(try indexed(path).1.count, 1_000)
    }

    func testAnIndexStartedDuringTheStartUpWaitsForItsEndOrForAWaitForARecord() async throws {
        let reader = try RecordReader(path: try jsonLinesFile(count: 300))
        defer { LowPriorityThreads.stopYieldingFully() }
        LowPriorityThreads.yieldFully(for: .seconds(30))
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: 4096))
        indexer.start()
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertEqual(indexer.index.progress.recordCount, 0, "nothing is scanned while the start-up lasts")
        XCTAssertEqual(indexer.index.progress.fraction, 0, "nothing of the file is indexed yet")
        XCTAssertTrue(LowPriorityThreads.isYieldingFully)

        await indexer.waitUntilIndexed(through: 250)
        XCTAssertGreaterThanOrEqual(indexer.index.progress.recordCount, 250, "a wait for a record lets the scan run")
        XCTAssertTrue(LowPriorityThreads.isYieldingFully, "the other work still yields fully")
    }

    func testAnEmptyFileIsWhollyIndexedOnceScanned() throws {
        let reader = try RecordReader(path: try scratch.write("empty.jsonl", ""))
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
        XCTAssertEqual(indexer.index.progress.fraction, 0)
        XCTAssertTrue(indexer.scanToEnd().isComplete)
        XCTAssertEqual(indexer.index.progress.fraction, 1)
    }

    func testSingleJSONDocumentIsOneRecord() throws {
        let path = try scratch.write("one.json", "  {\"a\": [1, 2]}\n")
        let (_, records) = try indexed(path)
        XCTAssertEqual(records.count, 1)
    }

    func testEmptyArrayHasNoRecords() throws {
        let path = try scratch.write("none.json", "[ ]")
        let (index, _) = try indexed(path)
        XCTAssertEqual(index.progress.recordCount, 0)
    }

    /// A chunk boundary may fall anywhere; the index comes out the same.
    func testChunkBoundariesDoNotMatter() throws {
        for path in [try jsonLinesFile(count: 300), try csvFile(count: 300), try jsonArrayFile(count: 300)] {
            let reader = try RecordReader(path: path)
            let whole = try XCTUnwrap(RecordIndexer(file: reader.file))
            whole.scanToEnd()
            var scanner = makeBoundaryScanner(for: reader.file.layout)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            var starts: [RecordStart] = []
            var offset = reader.preambleLength
            while offset < bytes.count {
                let end = min(bytes.count, offset + Int.random(in: 1...17))
                bytes[offset..<end].withUnsafeBufferPointer { chunk in
                    scanner.scan(chunk, at: offset) { starts.append($0) }
                }
                offset = end
            }
            XCTAssertEqual(starts.count, whole.index.progress.recordCount, path)
            for number in stride(from: 65, to: starts.count, by: RecordIndex.stride) {
                XCTAssertEqual(whole.index.checkpoint(atOrBefore: number)?.start, starts[number - 1], "\(path) \(number)")
            }
        }
    }

    /// A UTF-16 file is read from its start: jumping is correct, if slower.
    func testUTF16FileJumpsWithoutIndex() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for number in 1...200 { bytes += "{\"n\": \(number)}\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let path = try scratch.write("wide.jsonl", bytes)
        let reader = try RecordReader(path: path)
        XCTAssertFalse(reader.canResume)
        try reader.skip(to: 150, using: nil)
        let page = try reader.nextPage(maxRecords: 1)
        XCTAssertEqual(page.records.first?.number, 150)
        XCTAssertEqual(page.records.first?.value, jsonValue("{\"n\": 150}"))
    }

    /// Files of white space: the index counts what the reader reads. A CSV row of spaces is a
    /// row (only line breaks leave a CSV file blank); a text log's line of white space, however
    /// long, is passed over before the first entry. (Found by the open-path fuzzer: a CSV index
    /// of 1 record for a reader's 0.)
    func testFilesOfWhiteSpaceAreIndexedAsTheyAreRead() throws {
        let spaces = String(repeating: " ", count: 60)
        let cases: [(name: String, text: String, records: Int)] = [
            ("spaces.csv", "  \n ", 1), ("breaks.csv", "\r\n\n", 0), ("spaces.log", spaces + "\n\t\n", 0),
            ("indented.log", spaces + "x\n" + spaces + "\n", 1), ("blank.jsonl", "  \n\t", 0),
        ]
        for (name, text, records) in cases {
            let path = try scratch.write(name, text)
            let reader = try RecordReader(path: path)
            XCTAssertEqual(readPages(from: reader, pageSize: 10).records.count, records, name)
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: 7))
            XCTAssertEqual(indexer.scanToEnd().recordCount, records, name)
        }
    }

    /// A last line without its line break that does not parse is held back by the reader (a
    /// writer may be in the middle of it): the index leaves it out too, and counts it once the
    /// file completes it. (Found by the open-path fuzzer: an index of 1 record for a reader's 0.)
    func testAnUnfinishedLastLineIsCountedOnceItIsARecord() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", "{\"n\": 1}\n{\"n\": 2}\n{\"n\": ")
        let reader = try RecordReader(path: path)
        XCTAssertEqual(readPages(from: reader, pageSize: 10).records.count, 2)
        let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
        XCTAssertEqual(indexer.scanToEnd().recordCount, 2, "the unfinished line is no record yet")
        XCTAssertEqual(indexer.scanToEnd().recordCount, 2, "a scan that finds nothing new counts the same")
        try appendText("3}", to: path)
        XCTAssertEqual(indexer.scanToEnd().recordCount, 3, "it parses now, line break or not")
        try appendText("\n{\"n\": 4}\n", to: path)
        XCTAssertEqual(indexer.scanToEnd().recordCount, 4)
        // One byte: the case the fuzzer met.
        let one = try scratch.write("one.jsonl", [0x9A, 0x9A])
        let oneReader = try RecordReader(path: one)
        XCTAssertEqual(readPages(from: oneReader, pageSize: 10).records.count, 0)
        XCTAssertEqual(try XCTUnwrap(RecordIndexer(file: oneReader.file)).scanToEnd().recordCount, 0)
        // A byte order mark before an unfinished only line (an OpenPathFuzzer finding): the
        // line is parsed from after the mark, as the reader reads it.
        let marked = try scratch.write("marked.jsonl", [0xEF, 0xBB, 0xBF] + Array("242 ".utf8))
        let markedReader = try RecordReader(path: marked, format: .jsonl)
        XCTAssertEqual(readPages(from: markedReader, pageSize: 10).records.count, 1)
        XCTAssertEqual(try XCTUnwrap(RecordIndexer(file: markedReader.file)).scanToEnd().recordCount, 1)
    }
}

import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// One file value for reading, indexing and searching: its identity tells growth from
/// replacement, a replaced file is never indexed or searched as the one opened, and progress
/// reaches listeners as a stream that ends each wait without polling.
final class RecordFileTests: XCTestCase {
    private var scratch: ScratchDirectory!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
    }

    private func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "{\"n\": \($0), \"text\": \"line \($0)\"}\n" }.joined()
    }

    func testIdentityTellsGrowthFromRewriteAndReplacement() throws {
        let path = try scratch.write("log.jsonl", lines(1...3))
        let opened = try XCTUnwrap(FileIdentity(path: path))
        XCTAssertEqual(opened, try RecordReader(path: path).file.identity, "the reader's file is the one looked up")

        try appendText(lines(4...5), to: path)
        let grown = try XCTUnwrap(FileIdentity(path: path))
        XCTAssertTrue(grown.mayHaveOnlyGrown(since: opened))
        XCTAssertGreaterThan(grown.size, opened.size)

        // Truncated in place: the same file, smaller.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 10)
        try handle.close()
        let truncated = try XCTUnwrap(FileIdentity(path: path))
        XCTAssertTrue(truncated.isSameFile(as: opened))
        XCTAssertFalse(truncated.mayHaveOnlyGrown(since: grown))

        // Replaced by another file under the same name, as log rotation does.
        let other = try scratch.write("other.jsonl", lines(1...9))
        XCTAssertEqual(rename(other, path), 0)
        let replaced = try XCTUnwrap(FileIdentity(path: path))
        XCTAssertFalse(replaced.isSameFile(as: opened))
        XCTAssertFalse(replaced.mayHaveOnlyGrown(since: opened))
        XCTAssertNil(FileIdentity(path: path + ".missing"))
        // A directory is no file of records: its inode may go to the next file made there.
        XCTAssertNil(FileIdentity(path: scratch.url.path))
    }

    func testReplacedFileIsNeitherIndexedNorSearchedAsTheOneOpened() throws {
        let path = try scratch.write("log.jsonl", lines(1...50))
        let file = try RecordReader(path: path).file
        _ = try scratch.write("next.jsonl", lines(1...80))
        XCTAssertEqual(rename(scratch.path("next.jsonl"), path), 0)

        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        let indexed = indexer.scanToEnd()
        XCTAssertFalse(indexed.isComplete)
        XCTAssertEqual(indexed.recordCount, 0)
        XCTAssertThrowsError(try ReadableFile(reopening: file)) { error in
            XCTAssertEqual((error as? RecordFileError)?.problem, .replaced)
        }
        XCTAssertEqual(recordFileError { () throws(RecordFileError) in try RecordReader(reopening: file) }?.problem, .replaced)

        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("line")), file: file))
        let searched = search.searchToEnd()
        XCTAssertFalse(searched.isComplete)
        XCTAssertTrue(searched.hasEnded)
        XCTAssertEqual(search.matches, [])
    }

    func testReopenedReaderKeepsTheLayoutItWasOpenedWith() throws {
        let path = try scratch.write("data.txt", "a|b\n1|2\n3|4\n")
        let first = try RecordReader(path: path, format: .csv, csvDelimiter: UInt8(ascii: "|"))
        try appendText("5|6\n", to: path)
        let again = try RecordReader(reopening: first.file)
        XCTAssertEqual(again.file.layout, first.file.layout)
        XCTAssertEqual(try again.nextPage(maxRecords: 10).records.map(\.value),
                       [["a": "1", "b": "2"], ["a": "3", "b": "4"], ["a": "5", "b": "6"]].map(csvObject))
    }

    private func csvObject(_ cells: [String: String]) -> JSONValue {
        .object(cells.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) })
    }

    func testUTF16FileIsNotIndexedOrSearched() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        bytes += "{\"n\": 1}\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = try RecordReader(path: try scratch.write("wide.jsonl", bytes)).file
        XCTAssertFalse(file.layout.canResume)
        XCTAssertNil(RecordIndexer(file: file))
        XCTAssertNil(RecordSearch(query: try XCTUnwrap(SearchQuery("n")), file: file))
    }

    /// A waiter for a record wakes when the background scan reaches it, and the stream's last
    /// value is the complete index.
    func testWaitingForARecordFollowsTheBackgroundScan() async throws {
        let path = try scratch.write("log.jsonl", lines(1...20_000))
        let indexer = try XCTUnwrap(RecordIndexer(file: try RecordReader(path: path).file))
        await indexer.waitUntilIndexed(through: 15_000)
        XCTAssertGreaterThanOrEqual(indexer.index.progress.recordCount, 15_000)
        XCTAssertNotNil(indexer.index.checkpoint(atOrBefore: 15_000), "the checkpoints come before the count")

        for await progress in indexer.index.progressUpdates where progress.hasEnded {
            XCTAssertTrue(progress.isComplete)
            XCTAssertEqual(progress.recordCount, 20_000)
            break
        }
        XCTAssertFalse(indexer.isRunning)
        // A wait on a file that cannot be read on ends too: the scan stops.
        let replacedPath = try scratch.write("gone.jsonl", lines(1...10))
        let gone = try XCTUnwrap(RecordIndexer(file: try RecordReader(path: replacedPath).file))
        try FileManager.default.removeItem(atPath: replacedPath)
        await gone.waitUntilIndexed(through: 5)
        XCTAssertTrue(gone.index.progress.hasEnded)
        XCTAssertFalse(gone.index.progress.isComplete)

        // The file grows: a new wait extends the index.
        try appendText(lines(20_001...20_010), to: path)
        indexer.start()
        for await progress in indexer.index.progressUpdates where progress.isComplete && progress.recordCount == 20_010 {
            break
        }
    }

    func testWaitingForMatchesEndsWhenFoundOrWhenTheSearchEnds() async throws {
        let path = try scratch.write("log.jsonl", lines(1...5_000))
        let file = try RecordReader(path: path).file
        let search = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("line 4")), file: file, chunkSize: 4_096))
        search.start()
        await search.waitUntilFound(3)
        XCTAssertGreaterThanOrEqual(search.matches.count, 3)
        XCTAssertEqual(search.matches.prefix(3), [4, 40, 41])

        let none = try XCTUnwrap(RecordSearch(query: try XCTUnwrap(SearchQuery("absent")), file: file, chunkSize: 4_096))
        none.start()
        await none.waitUntilFound(1)
        XCTAssertTrue(none.progress.hasEnded)
        XCTAssertTrue(none.progress.isComplete)
        XCTAssertEqual(none.progress.matchCount, 0)
    }

    func testListenerStartsWithTheCurrentValueAndSkipsToTheNewest() async {
        let channel = ProgressChannel(0)
        channel.publish(1)
        let updates = channel.updates()
        channel.publish(2)
        channel.publish(3)
        var iterator = updates.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, 3, "only the newest unread value is kept")
        channel.publish(4)
        let second = await iterator.next()
        XCTAssertEqual(second, 4)
    }
}

import Foundation
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// A record index kept between runs: taken up again for the same file, extended for a file that
/// grew, rebuilt for one that changed otherwise, ignored when damaged, and capped in size.
final class RecordIndexCacheTests: XCTestCase {
    private var scratch: ScratchDirectory!
    private var cache: RecordIndexCache!

    override func setUpWithError() throws {
        scratch = try ScratchDirectory()
        cache = RecordIndexCache(directory: scratch.path("cache"))
    }

    private func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "{\"n\": \($0)}\n" }.joined()
    }

    /// Indexes `path` to its end, with the cache or without.
    private func index(_ path: String, cached: Bool = true) throws -> RecordIndexer {
        let indexer = try XCTUnwrap(RecordIndexer(file: try RecordReader(path: path).file, cache: cached ? cache : nil))
        XCTAssertTrue(indexer.scanToEnd().isComplete)
        return indexer
    }

    private func assertSameIndex(_ indexer: RecordIndexer, asFresh path: String,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = try index(path, cached: false)
        XCTAssertEqual(indexer.index.progress.recordCount, fresh.index.progress.recordCount, file: file, line: line)
        XCTAssertEqual(indexer.index.allCheckpoints, fresh.index.allCheckpoints, file: file, line: line)
    }

    func testAnUnchangedFileTakesUpItsKeptIndex() throws {
        let path = try scratch.write("log.jsonl", lines(1...10_000))
        _ = try index(path)
        // Joining the first two lines in place (same size) makes a fresh count 9,999. The kept
        // index still says 10,000: it was taken up, and only what follows its last checkpoint
        // was scanned (the last 64 KB the kept index covers are unchanged).
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64("{\"n\": 1}".utf8.count))
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
        let reopened = try index(path)
        XCTAssertEqual(reopened.index.progress.recordCount, 10_000)
        XCTAssertEqual(try index(path, cached: false).index.progress.recordCount, 9_999)
    }

    func testAGrownFileExtendsItsKeptIndex() throws {
        let path = try scratch.write("log.jsonl", lines(1...1_000))
        _ = try index(path)
        try appendText(lines(1_001...1_700), to: path)
        let reopened = try index(path)
        XCTAssertEqual(reopened.index.progress.recordCount, 1_700)
        try assertSameIndex(reopened, asFresh: path)
    }

    func testGrownCSVAndJSONArrayFilesExtendFromTheirLastCheckpoint() throws {
        let csvRows = (1...500).map { "\($0);\"two\nlines\";x\r\n" }.joined()
        let csv = try scratch.write("data.csv", "n;text;more\n" + csvRows)
        _ = try index(csv)
        try appendText((501...800).map { "\($0);plain;\"q\"\"q\"\n" }.joined(), to: csv)
        try assertSameIndex(try index(csv), asFresh: csv)

        // A JSON array that grows is no longer one document; reading it says so, but the index
        // still agrees with a fresh one.
        let elements = (1...500).map { "{\"n\": \($0), \"a\": [\"],\", {}]}" }
        let json = try scratch.write("data.json", "[\n" + elements.joined(separator: ",\n"))
        _ = try index(json)
        try appendText(",\n" + (501...700).map { "[\($0)]" }.joined(separator: ",\n") + "\n]\n", to: json)
        try assertSameIndex(try index(json), asFresh: json)
    }

    func testAFileRewrittenOrReplacedIsIndexedAgain() throws {
        let path = try scratch.write("log.jsonl", lines(1...1_000))
        _ = try index(path)
        // Rewritten in place, shorter.
        try scratch.write("log.jsonl", lines(1...300))
        let rewritten = try index(path)
        XCTAssertEqual(rewritten.index.progress.recordCount, 300)
        try assertSameIndex(rewritten, asFresh: path)
        // Rewritten longer, with other bytes where the kept index ended.
        try scratch.write("log.jsonl", lines(1...200) + "\n\n" + lines(201...1_200))
        try assertSameIndex(try index(path), asFresh: path)
        // Replaced by another file under the same name.
        let other = try scratch.write("other.jsonl", lines(1...50))
        XCTAssertEqual(rename(other, path), 0)
        XCTAssertEqual(try index(path).index.progress.recordCount, 50)
    }

    func testADamagedOrForeignKeptFileIsIgnored() throws {
        let path = try scratch.write("log.jsonl", lines(1...1_000))
        let file = try RecordReader(path: path).file
        _ = try index(path)
        let keptPath = cache.path(for: file)
        let kept = try XCTUnwrap(FileManager.default.contents(atPath: keptPath))
        var generator = SplitMix64Generator(seed: 77)
        let damaged: [[UInt8]] = [
            [],
            Array(kept.prefix(kept.count / 2)),
            Array(kept) + [0],
            Array("LVRI but something else entirely".utf8),
            (0..<kept.count).map { _ in UInt8.random(in: 0...255, using: &generator) },
        ] + (0..<40).map { _ in
            var bytes = Array(kept)
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            return bytes
        }
        for bytes in damaged {
            XCTAssertNil(bytes.withUnsafeBytes(SavedIndex.init(decoding:)))
            try Data(bytes).write(to: URL(fileURLWithPath: keptPath))
            XCTAssertNil(cache.load(for: file))
            try assertSameIndex(try index(path), asFresh: path)
        }
    }

    func testTheFolderIsCappedUsedLongestAgoFirst() throws {
        let paths = try (1...3).map { try scratch.write("log\($0).jsonl", lines(1...2_000)) }
        let files = try paths.map { try RecordReader(path: $0).file }
        _ = try index(paths[0])
        let oneIndex = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: cache.path(for: files[0]))[.size] as? Int)
        cache = RecordIndexCache(directory: cache.directory, capacity: oneIndex * 2)
        // The first index is used again later than the second is kept: the second goes.
        _ = try index(paths[1])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)],
                                              ofItemAtPath: cache.path(for: files[1]))
        XCTAssertNotNil(cache.load(for: files[0]))
        _ = try index(paths[2])
        XCTAssertNotNil(cache.load(for: files[0]))
        XCTAssertNil(cache.load(for: files[1]))
        XCTAssertNotNil(cache.load(for: files[2]))
    }

    /// What a spreadsheet writes for an empty sheet saved as "CSV UTF-8": a byte order mark and
    /// nothing else. Its index ends where the mark does (it had asked for -3 bytes to hash).
    func testAFileOfAByteOrderMarkAloneIsIndexedAndKept() throws {
        for name in ["empty.csv", "empty.json", "empty.jsonl", "empty.txt"] {
            let path = try scratch.write(name, [0xEF, 0xBB, 0xBF])
            let indexer = try index(path)
            XCTAssertEqual(indexer.index.progress.recordCount, 0, name)
            XCTAssertEqual(indexer.index.progress.indexedBytes, 3, name)
            XCTAssertNotNil(cache.load(for: indexer.file), "\(name): the index of an empty file is kept too")
            XCTAssertEqual(try index(path).index.progress.recordCount, 0, name)
        }
    }

    func testTheStandardFolderFollowsXDG() {
        XCTAssertEqual(RecordIndexCache.standard(appName: "app", environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).directory, "/c/app")
        XCTAssertEqual(RecordIndexCache.standard(appName: "app", environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]).directory, "/h/.cache/app")
    }
}

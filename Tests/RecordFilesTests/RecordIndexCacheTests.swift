import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
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
        XCTAssertEqual(indexer.index.allLineMaps, fresh.index.allLineMaps, file: file, line: line)
    }

    func testAnUnchangedFileTakesUpItsKeptIndex() throws {
        let path = try scratch.write("log.jsonl", lines(1...10_000))
        let file = try RecordReader(path: path).file
        _ = try index(path)
        // A kept index whose second checkpoint names another line: taken up, it shows.
        var saved = try XCTUnwrap(cache.load(for: file))
        saved.checkpoints[1] = RecordStart(offset: saved.checkpoints[1].offset, line: 4_242, column: 1)
        cache.save(saved, for: file)
        let reopened = try index(path)
        XCTAssertEqual(reopened.index.allCheckpoints[1].line, 4_242, "the kept index was taken up, not rebuilt")
        XCTAssertEqual(reopened.index.progress.recordCount, 10_000)
    }

    /// A log of stanzas keeps its label with its index: taken up again, the index cuts its
    /// entries by the same rule.
    func testALogOfStanzasTakesUpItsKeptIndexLabelAndAll() throws {
        let stanzas = (1...300).map { "Start-Date: 2025-06-24  14:36:25\nCommandline: apt-get install n\($0)\nEnd-Date: 2025-06-24  14:36:26\n" }
        let path = try scratch.write("history.log", "\n" + stanzas.joined(separator: "\n"))
        let file = try RecordReader(path: path).file
        XCTAssertEqual(file.layout.textEntries.headLabel, Array("Start-Date: ".utf8))
        _ = try index(path)
        let saved = try XCTUnwrap(cache.load(for: file))
        XCTAssertEqual(saved.layout, file.layout)
        let reopened = try index(path)
        XCTAssertEqual(reopened.index.progress.recordCount, 300)
        try assertSameIndex(reopened, asFresh: path)
    }

        /// An edit in place that keeps the size, with the old modification time set back, once
    /// made the kept index say "10,000 records" of a file of 9,999 and name wrong lines: the
    /// status change time cannot be set back.
    func testAnEditInPlaceWithItsTimeSetBackIsIndexedAgain() throws {
        let path = try scratch.write("log.jsonl", lines(1...40_000))
        let indexer = try index(path)
        let before = try XCTUnwrap(FileIdentity(path: path))
        // A line break between two sampled stretches becomes a space: only the times tell.
        let samples = IndexSamples(preambleLength: 0, indexedBytes: indexer.index.progress.indexedBytes)
        let gap = samples.ranges[2].upperBound + 100
        XCTAssertLessThan(gap, samples.ranges[3].lowerBound)
        try joinLine(after: gap, in: path)
        try setModificationTime(of: path, to: before.modificationTime)
        XCTAssertEqual(FileIdentity(path: path)?.modificationTime, before.modificationTime)
        XCTAssertEqual(FileIdentity(path: path)?.size, before.size)
        XCTAssertEqual(try index(path).index.progress.recordCount, 39_999)
        try assertSameIndex(try index(path), asFresh: path)
    }

    /// A file rewritten in place and then grown: every sampled stretch must read the same.
    func testAGrownFileEditedWhereASampleLiesIsIndexedAgain() throws {
        let path = try scratch.write("log.jsonl", lines(1...40_000))
        let indexer = try index(path)
        let samples = IndexSamples(preambleLength: 0, indexedBytes: indexer.index.progress.indexedBytes)
        XCTAssertEqual(samples.ranges.count, IndexSamples.maximumCount)
        // A line break in the middle of the seventh spread stretch becomes a space.
        try joinLine(after: samples.ranges[6].lowerBound + IndexSamples.spreadLength / 2, in: path)
        try appendText(lines(40_001...40_010), to: path)
        XCTAssertEqual(try index(path).index.progress.recordCount, 40_009)
    }

    /// A kept file far bigger than any index of the file could be (here a sparse 8 GB one) is
    /// refused without being read: it had cost 30 s and 8.5 GB of memory.
    func testAKeptFileTooBigForItsFileIsNotRead() throws {
        let path = try scratch.write("log.jsonl", lines(1...1_000))
        let file = try RecordReader(path: path).file
        _ = try index(path)
        let keptPath = cache.path(for: file)
        XCTAssertEqual(truncate(keptPath, 8 << 30), 0)
        let start = ContinuousClock.now
        XCTAssertNil(cache.load(for: file))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertEqual(try index(path).index.progress.recordCount, 1_000)
    }

    /// Turns the first line break at or after byte `offset` into a space, in place.
    private func joinLine(after offset: Int, in path: String) throws {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let lineBreak = try XCTUnwrap(bytes[offset...].firstIndex(of: UInt8(ascii: "\n")))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(lineBreak))
        try handle.write(contentsOf: Data(" ".utf8))
        try handle.close()
    }

    private func setModificationTime(of path: String, to nanoseconds: Int64) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        XCTAssertEqual(utimensat(AT_FDCWD, path, times, 0), 0)
    }

    func testAGrownFileExtendsItsKeptIndex() throws {
        let path = try scratch.write("log.jsonl", lines(1...1_000))
        _ = try index(path)
        try appendText(lines(1_001...1_700), to: path)
        let reopened = try index(path)
        XCTAssertEqual(reopened.index.progress.recordCount, 1_700)
        try assertSameIndex(reopened, asFresh: path)
    }

    /// A text log with stack traces keeps which lines start its entries with its index: taken
    /// up again, and extended once the log grew, its line maps are a fresh index's.
    func testATextLogKeepsItsLineMapsWithItsIndex() throws {
        func entries(_ numbers: ClosedRange<Int>) -> String {
            numbers.map { number in
                "2025-06-14 15:16:\(String(format: "%02d", number % 60)) INFO n \(number)\n"
                    // Long traces in the third and fourth strides: mapped by where entries start.
                    + (number % 7 == 0 || (129...256).contains(number) ? String(repeating: "\tat a.B(C.java:\(number))\n", count: number % 7 == 0 ? 1 : 30) : "")
            }.joined()
        }
        let path = try scratch.write("app.log", entries(1...1_000))
        let file = try RecordReader(path: path).file
        XCTAssertEqual(file.layout.format, .text)
        _ = try index(path)
        let saved = try XCTUnwrap(cache.load(for: file))
        XCTAssertEqual(saved.lineMaps.endSlot, 1_000 / RecordIndex.stride, "every stride but the last mapped")
        XCTAssertTrue((0..<saved.lineMaps.endSlot).allSatisfy { slot in
            switch saved.lineMaps.map(forSlot: slot) {
            case .heads: ![2, 3].contains(slot)
            case .distantStarts: [2, 3].contains(slot)
            default: false
            }
        })
        try assertSameIndex(try index(path), asFresh: path)
        try appendText(entries(1_001...1_700), to: path)
        try assertSameIndex(try index(path), asFresh: path)
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

import Foundation
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// A complete index is kept on another thread: the scan tells its end before the kept file is
/// written, and a load of that file waits for the writing.
final class KeptIndexWritingTests: XCTestCase {
    func testTheIndexsEndIsToldBeforeItIsKeptAndALoadWaitsForIt() async throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("log.jsonl", (1...5_000).map { "{\"n\": \($0)}\n" }.joined())
        let file = try RecordReader(path: path).file
        let cache = RecordIndexCache(directory: scratch.path("cache"))
        // The writer is kept busy with another index until released.
        let release = DispatchSemaphore(value: 0)
        KeptIndexWriting.write(scratch.path("another")) { release.wait() }
        let indexer = try XCTUnwrap(RecordIndexer(file: file, cache: cache))
        indexer.start()
        for await progress in indexer.index.progressUpdates where progress.hasEnded {
            XCTAssertTrue(progress.isComplete)
            break
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path(for: file)), "the end is told before the index is kept")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { release.signal() }
        let kept = try XCTUnwrap(cache.load(for: file), "a load waits for the index being kept")
        XCTAssertEqual(kept.recordCount, 5_000)
        KeptIndexWriting.waitForAll()
    }
}

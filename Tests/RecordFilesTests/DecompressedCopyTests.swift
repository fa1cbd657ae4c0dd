import Foundation
@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// A .gz or .zst file decompresses into a copy that holds exactly the original bytes (several
/// members or frames included), named for the file inside, deleted when let go of; a damaged
/// or cut file says so and keeps what came before.
final class DecompressedCopyTests: XCTestCase {
    /// Compresses `path` with the `tool` command (gzip or zstd) to `path` + `suffix`.
    @discardableResult
    private func compress(_ path: String, with tool: String, suffix: String) throws -> String {
        let output = path + suffix
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sh", "-c", "\(tool) -c \"$0\" > \"$1\"", path, output]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) failed")
        return output
    }

    private func randomLog(lines: Int, seed: UInt64) -> String {
        var generator = SplitMix64Generator(seed: seed)
        return (0..<lines).map { number in
            #"{"n": \#(number), "level": "\#(["INFO", "WARN", "ERROR"].randomElement(using: &generator)!)", "r": \#(generator.next() % 100_000)}"# + "\n"
        }.joined()
    }

    func testGzipAndZstandardCopiesHoldTheOriginalBytes() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 60_000, seed: 1)  // about 3 MB: many pieces of input and output
        let original = try scratch.write("app.jsonl", text)
        for (tool, suffix, format) in [("gzip", ".gz", CompressionFormat.gzip), ("zstd -q", ".zst", .zstd)] {
            let compressed = try compress(original, with: tool, suffix: suffix)
            let copy = try XCTUnwrap(DecompressedCopy(compressedPath: compressed, directory: scratch.path("")))
            XCTAssertEqual(copy.format, format)
            XCTAssertTrue(copy.path.hasSuffix(".jsonl"), copy.path)
            let progress = copy.decompressToEnd()
            XCTAssertTrue(progress.isComplete, "\(tool): \(String(describing: progress.failure))")
            XCTAssertEqual(progress.writtenBytes, text.utf8.count)
            XCTAssertEqual(progress.fraction, 1)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy.path)), Data(text.utf8), tool)
        }
    }

    /// While it grows, the copy ends at a line break: a reader never meets half a line.
    func testAGrowingCopyEndsAtALineBreak() async throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 80_000, seed: 5)
        let compressed = try compress(try scratch.write("app.jsonl", text), with: "gzip", suffix: ".gz")
        let copy = try XCTUnwrap(DecompressedCopy(compressedPath: compressed, directory: scratch.path("")))
        let sizes = Task {
            var seen: [Int] = []
            for await progress in copy.progressUpdates {
                seen.append(progress.writtenBytes)
                if progress.hasEnded { return seen }
            }
            return seen
        }
        copy.start()
        let seen = await sizes.value
        let bytes = Array(text.utf8)
        // (How many sizes a listener sees depends on the threads; those it sees must hold.)
        for size in seen where size > 0 {
            XCTAssertEqual(bytes[size - 1], 0x0A, "the copy's \(size) bytes end at a line break")
        }
        XCTAssertEqual(copy.progress.writtenBytes, bytes.count)
    }

    /// Random pieces: what is handed on, then the rest, is the input; each hand-over ends at a
    /// line break, or lets go of an unfinished line longer than the limit.
    func testWholeLinesHandsOnCompleteLinesOnly() {
        var generator = SplitMix64Generator(seed: 6)
        for _ in 0..<200 {
            let input = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: "b"), 0x0A].randomElement(using: &generator)!
            }
            let limit = Int.random(in: 1...40, using: &generator)
            var lines = WholeLines(limit: limit)
            var out: [UInt8] = []
            var start = 0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...50, using: &generator))
                let handed = lines.add(input[start..<end])
                out += handed
                let pending = end - out.count
                if !handed.isEmpty {
                    XCTAssertTrue(out.last == 0x0A || pending == 0, "ends at a line break, or lets all go past the limit")
                }
                XCTAssertFalse(input[out.count..<end].contains(0x0A), "what waits holds no line break")
                XCTAssertLessThanOrEqual(pending, limit + 50, "at most the limit and the last piece wait")
                start = end
            }
            out += lines.rest()
            XCTAssertEqual(out, input)
        }
    }

    /// For CSV, a line break inside a quoted field ends no line: each hand-over ends outside
    /// quotes (an even number of them so far), at a line break.
    func testWholeLinesOfCSVKeepQuotedLineBreaksInside() {
        var generator = SplitMix64Generator(seed: 7)
        for _ in 0..<200 {
            let input = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A].randomElement(using: &generator)!
            }
            var lines = WholeLines(limit: 10_000, followsQuotes: true)
            var out: [UInt8] = []
            var start = 0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...50, using: &generator))
                let handed = lines.add(input[start..<end])
                out += handed
                if !handed.isEmpty {
                    XCTAssertEqual(out.last, 0x0A)
                    XCTAssertEqual(out.filter { $0 == UInt8(ascii: "\"") }.count % 2, 0, "handed on outside quotes")
                }
                start = end
            }
            out += lines.rest()
            XCTAssertEqual(out, input)
        }
    }

    /// `cat a.gz b.gz` and `cat a.zst b.zst` decompress to both files, one after the other;
    /// zeros padding a gzip file are ignored, as `gzip -d` ignores them.
    func testSeveralMembersOrFramesFollowOneAnother() throws {
        let scratch = try ScratchDirectory()
        let first = randomLog(lines: 500, seed: 2), second = randomLog(lines: 700, seed: 3)
        let a = try scratch.write("a.jsonl", first), b = try scratch.write("b.jsonl", second)
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst")] {
            var joined = try Data(contentsOf: URL(fileURLWithPath: compress(a, with: tool, suffix: suffix)))
            joined += try Data(contentsOf: URL(fileURLWithPath: compress(b, with: tool, suffix: suffix)))
            if suffix == ".gz" { joined += Data(count: 512) }
            let path = scratch.path("joined.jsonl" + suffix)
            try joined.write(to: URL(fileURLWithPath: path))
            let copy = try XCTUnwrap(DecompressedCopy(compressedPath: path, directory: scratch.path("")))
            let progress = copy.decompressToEnd()
            XCTAssertTrue(progress.isComplete, "\(tool): \(String(describing: progress.failure))")
            XCTAssertEqual(try String(contentsOfFile: copy.path, encoding: .utf8), first + second, tool)
        }
    }

    /// A file cut short, or damaged, says so; what came before stays, as a prefix of the
    /// original.
    func testACutOrDamagedFileSaysSoAndKeepsWhatCameBefore() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 40_000, seed: 4)
        let original = try scratch.write("app.jsonl", text)
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst")] {
            let whole = try Data(contentsOf: URL(fileURLWithPath: compress(original, with: tool, suffix: suffix)))
            let cut = scratch.path("cut.jsonl" + suffix)
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
            let cutCopy = try XCTUnwrap(DecompressedCopy(compressedPath: cut, directory: scratch.path("")))
            let cutProgress = cutCopy.decompressToEnd()
            XCTAssertEqual(cutProgress.failure, DecompressionError(.truncated, path: cut), tool)
            XCTAssertFalse(cutProgress.isComplete)
            let kept = try Data(contentsOf: URL(fileURLWithPath: cutCopy.path))
            XCTAssertGreaterThan(kept.count, 0)
            XCTAssertEqual(kept, Data(text.utf8).prefix(kept.count), "\(tool): a prefix of the original")

            var damaged = whole
            for offset in stride(from: whole.count / 3, to: whole.count / 3 + 64, by: 1) { damaged[offset] ^= 0x5A }
            let damagedPath = scratch.path("damaged.jsonl" + suffix)
            try damaged.write(to: URL(fileURLWithPath: damagedPath))
            let damagedCopy = try XCTUnwrap(DecompressedCopy(compressedPath: damagedPath, directory: scratch.path("")))
            let damagedProgress = damagedCopy.decompressToEnd()
            guard case .corrupt(let reason)? = damagedProgress.failure?.problem else {
                return XCTFail("\(tool): \(String(describing: damagedProgress.failure))")
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testAPlainFileIsNoCopyAndACopyIsDeletedWhenLetGo() throws {
        let scratch = try ScratchDirectory()
        let plain = try scratch.write("plain.jsonl", "{\"a\": 1}\n")
        XCTAssertNil(try DecompressedCopy(compressedPath: plain))
        XCTAssertNil(CompressionFormat(ofFileAt: scratch.path("missing.gz")))
        XCTAssertEqual(CompressionFormat.innerName(of: "/logs/app.jsonl.gz"), "app.jsonl")
        XCTAssertEqual(CompressionFormat.innerName(of: "data.CSV.ZST"), "data.CSV")
        let compressed = try compress(plain, with: "gzip", suffix: ".gz")
        var copy = try XCTUnwrap(DecompressedCopy(compressedPath: compressed, directory: scratch.path("")))
        let path = copy.path
        XCTAssertTrue(copy.decompressToEnd().isComplete)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        copy = try XCTUnwrap(DecompressedCopy(compressedPath: compressed, directory: scratch.path("")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "deleted when let go of")
        let kept = copy.path
        DecompressedCopy.removeAllCopies()
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept), "deleted as the application ends")
    }
}

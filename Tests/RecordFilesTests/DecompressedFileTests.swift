import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A .gz, .zst, .bz2 or .xz file reads as exactly the original bytes (several members, frames
/// or streams included): in place, or from a copy read under the file's own path and gone
/// when let go of; a damaged or cut file says so and keeps what came before.
final class DecompressedFileTests: XCTestCase {
    /// Compresses `path` with the `tool` command (gzip or zstd) to `path` + `suffix`.
    @discardableResult
    private func compress(_ path: String, with tool: String, suffix: String) throws -> String {
        let output = path + suffix
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        try appendCompressed(path, by: tool, to: output)
        return output
    }

    private func randomLog(lines: Int, seed: UInt64) -> String {
        var generator = SplitMix64Generator(seed: seed)
        return (0..<lines).map { number in
            #"{"n": \#(number), "level": "\#(["INFO", "WARN", "ERROR"].randomElement(using: &generator)!)", "r": \#(generator.next() % 100_000)}"# + "\n"
        }.joined()
    }

    /// Everything a reader of `file.path` reads from its start.
    private func decompressedBytes(of file: DecompressedFile) throws -> [UInt8] {
        let readable = try ReadableFile(path: file.path)
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 100_000)
        while case let count = try piece.withUnsafeMutableBufferPointer({ buffer throws(RecordFileError) in try readable.readChunk(into: buffer) }),
              count > 0 {
            bytes += piece[..<count]
        }
        return bytes
    }

    /// bzip2 and xz, which cannot be entered midway, are read from a copy: one stream, or
    /// several one after another (with xz's padding between them).
    func testBzip2AndXzReadAsTheOriginalBytesFromACopy() throws {
        let scratch = try ScratchDirectory()
        let first = randomLog(lines: 30_000, seed: 12), second = randomLog(lines: 700, seed: 13)
        let a = try scratch.write("a.jsonl", first), b = try scratch.write("b.jsonl", second)
        for (tool, suffix, format) in [("bzip2", ".bz2", CompressionFormat.bzip2), ("xz", ".xz", .xz)] {
            let single = try compress(a, with: tool, suffix: suffix)
            var joined = try Data(contentsOf: URL(fileURLWithPath: single))
            if format == .xz { joined += Data(count: 8) }
            joined += try Data(contentsOf: URL(fileURLWithPath: compress(b, with: tool, suffix: suffix)))
            let joinedPath = scratch.path("joined.jsonl" + suffix)
            try joined.write(to: URL(fileURLWithPath: joinedPath))
            for (path, text) in [(single, first), (joinedPath, first + second)] {
                let file = try XCTUnwrap(DecompressedFile(compressedPath: path, directory: scratch.path("")))
                XCTAssertEqual(file.format, format)
                XCTAssertTrue(file.isCopy, tool)
                let progress = file.decompressToEnd()
                XCTAssertTrue(progress.isComplete, "\(tool): \(String(describing: progress.failure))")
                XCTAssertEqual(file.contentFormat, .jsonl, tool)
                XCTAssertEqual(try decompressedBytes(of: file), Array(text.utf8), "\(tool): \(path)")
            }
            try FileManager.default.removeItem(atPath: single)
        }
        XCTAssertEqual(CompressionFormat.innerName(of: "/logs/syslog.2.bz2"), "syslog.2")
        XCTAssertEqual(CompressionFormat.innerName(of: "app.jsonl.xz"), "app.jsonl")
        XCTAssertNil(CompressionFormat(firstBytes: Array("BZh0".utf8)), "a block size of 0 is no bzip2")
    }

    func testGzipAndZstandardReadAsTheOriginalBytes() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 60_000, seed: 1)  // about 3 MB: many pieces of input and output
        let original = try scratch.write("app.jsonl", text)
        for (tool, suffix, format) in [("gzip", ".gz", CompressionFormat.gzip), ("zstd -q", ".zst", .zstd)] {
            let compressed = try compress(original, with: tool, suffix: suffix)
            let file = try XCTUnwrap(DecompressedFile(compressedPath: compressed, directory: scratch.path("")))
            XCTAssertEqual(file.format, format)
            // gzip is read in place; Zstandard of one frame, from a copy read under the file's path.
            XCTAssertEqual(file.isCopy, format == .zstd)
            XCTAssertEqual(file.path, compressed)
            let progress = file.decompressToEnd()
            XCTAssertTrue(progress.isComplete, "\(tool): \(String(describing: progress.failure))")
            XCTAssertEqual(progress.decompressedBytes, text.utf8.count)
            XCTAssertEqual(progress.fraction, 1)
            XCTAssertEqual(file.contentFormat, .jsonl)
            XCTAssertEqual(try decompressedBytes(of: file), Array(text.utf8), tool)
            XCTAssertEqual(file.accessPointCount, format == .gzip ? 1 : 0, "a point every 2 MB of the 3 MB")
        }
    }

    /// While it grows, what can be read ends at a line break: a reader never meets half a line.
    func testWhatCanBeReadWhileItGrowsEndsAtALineBreak() async throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 80_000, seed: 5)
        let compressed = try compress(try scratch.write("app.jsonl", text), with: "gzip", suffix: ".gz")
        let file = try XCTUnwrap(DecompressedFile(compressedPath: compressed, directory: scratch.path("")))
        let sizes = Task {
            var seen: [Int] = []
            for await progress in file.progressUpdates {
                seen.append(progress.decompressedBytes)
                if progress.hasEnded { return seen }
            }
            return seen
        }
        file.start()
        let seen = await sizes.value
        let bytes = Array(text.utf8)
        // (How many sizes a listener sees depends on the threads; those it sees must hold.)
        for size in seen where size > 0 {
            XCTAssertEqual(bytes[size - 1], 0x0A, "\(size) readable bytes end at a line break")
        }
        XCTAssertEqual(file.progress.decompressedBytes, bytes.count)
    }

    /// How lines end is told from the first 64 KB however small the pieces come (a JSON Lines
    /// file whose first piece ends mid-line is no JSON document), and what may be read ends at
    /// a line break outside a CSV file's quotes.
    func testHowLinesEndIsToldFromTheFirstBytesWhateverThePieces() throws {
        let jsonLines = Array(randomLog(lines: 3_000, seed: 11).utf8)
        let csv = Array((0..<6_000).map { "\($0),\"two\nlines\",x\n" }.joined().utf8)
        for (name, bytes, expected) in [("log.jsonl", jsonLines, RecordFormat.jsonl), ("data", csv, .csv)] {
            var output = DecompressedLines(followsQuotes: { RecordFormat.detect(path: name, firstBytes: $0) == .csv }, copy: nil)
            var seen = 0
            while seen < bytes.count {
                let piece = bytes[seen..<min(bytes.count, seen + 700)]
                try output.add(piece)
                seen += piece.count
                if seen < DecompressedLines.startLength { XCTAssertNil(output.firstBytes, name) }
                if output.readableBytes > 0 {
                    let readable = bytes[..<output.readableBytes]
                    XCTAssertEqual(readable.last, 0x0A, name)
                    XCTAssertEqual(readable.filter { $0 == UInt8(ascii: "\"") }.count % 2, 0, "\(name): outside quotes")
                }
            }
            XCTAssertEqual(output.firstBytes.map { RecordFormat.detect(path: name, firstBytes: $0) }, expected, name)
            try output.end()
            XCTAssertEqual(output.readableBytes, bytes.count, name)
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
            let file = try XCTUnwrap(DecompressedFile(compressedPath: path, directory: scratch.path("")))
            let progress = file.decompressToEnd()
            XCTAssertTrue(progress.isComplete, "\(tool): \(String(describing: progress.failure))")
            XCTAssertFalse(file.isCopy, "\(tool): several members or frames are read in place")
            XCTAssertEqual(try decompressedBytes(of: file), Array((first + second).utf8), tool)
        }
    }

    /// A file cut short, or damaged, says so; what came before stays, as a prefix of the
    /// original.
    func testACutOrDamagedFileSaysSoAndKeepsWhatCameBefore() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 40_000, seed: 4)
        let original = try scratch.write("app.jsonl", text)
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst"), ("bzip2", ".bz2"), ("xz", ".xz")] {
            let whole = try Data(contentsOf: URL(fileURLWithPath: compress(original, with: tool, suffix: suffix)))
            let cut = scratch.path("cut.jsonl" + suffix)
            // (bzip2 gives nothing before a whole block of 900 KB is in: a quarter is cut.)
            try whole.prefix(whole.count * 3 / 4).write(to: URL(fileURLWithPath: cut))
            let cutFile = try XCTUnwrap(DecompressedFile(compressedPath: cut, directory: scratch.path("")))
            let cutProgress = cutFile.decompressToEnd()
            XCTAssertEqual(cutProgress.failure, DecompressionError(.truncated, path: cut), tool)
            XCTAssertFalse(cutProgress.isComplete)
            let kept = try decompressedBytes(of: cutFile)
            XCTAssertGreaterThan(kept.count, 0)
            XCTAssertEqual(kept.count, cutProgress.decompressedBytes)
            XCTAssertEqual(kept, Array(Array(text.utf8).prefix(kept.count)), "\(tool): a prefix of the original")
            XCTAssertEqual(kept.last, UInt8(ascii: "\n"), "\(tool): whole lines only; the line the cut tore is no record")

            var damaged = whole
            for offset in stride(from: whole.count / 3, to: whole.count / 3 + 64, by: 1) { damaged[offset] ^= 0x5A }
            let damagedPath = scratch.path("damaged.jsonl" + suffix)
            try damaged.write(to: URL(fileURLWithPath: damagedPath))
            let damagedFile = try XCTUnwrap(DecompressedFile(compressedPath: damagedPath, directory: scratch.path("")))
            let damagedProgress = damagedFile.decompressToEnd()
            guard case .corrupt(let reason)? = damagedProgress.failure?.problem else {
                return XCTFail("\(tool): \(String(describing: damagedProgress.failure))")
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testAPlainFileIsNotDecompressedAndACopyHasNoNameAndGoesWhenLetGo() throws {
        let scratch = try ScratchDirectory()
        let plain = try scratch.write("plain.jsonl", "{\"a\": 1}\n")
        XCTAssertNil(try DecompressedFile(compressedPath: plain))
        XCTAssertNil(CompressionFormat(ofFileAt: scratch.path("missing.gz")))
        XCTAssertEqual(CompressionFormat.innerName(of: "/logs/app.jsonl.gz"), "app.jsonl")
        XCTAssertEqual(CompressionFormat.innerName(of: "data.CSV.ZST"), "data.CSV")
        let compressed = try compress(plain, with: "zstd -q", suffix: ".zst")
        let folder = scratch.path("copies")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var file: DecompressedFile? = try XCTUnwrap(DecompressedFile(compressedPath: compressed, directory: folder))
        XCTAssertTrue(try XCTUnwrap(file).decompressToEnd().isComplete)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "the copy has no name")
        XCTAssertEqual(try readAll(compressed), Array("{\"a\": 1}\n".utf8), "read under the file's own path")
        file = nil
        XCTAssertEqual(try readAll(compressed).first, 0x28, "the file's own bytes once let go of (Zstandard's magic)")
    }

    private func readAll(_ path: String) throws -> [UInt8] {
        try ReadableFile(path: path).firstBytes(1 << 20)
    }

    /// A gzip file reads decompressed only while a ``DecompressedFile`` reads it; the same file
    /// open twice reads through whichever has learned more.
    func testAFileReadInPlaceReadsCompressedOnceLetGo() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 2_000, seed: 8)
        let compressed = try compress(try scratch.write("app.jsonl", text), with: "gzip", suffix: ".gz")
        var first: DecompressedFile? = try XCTUnwrap(DecompressedFile(compressedPath: compressed))
        var second: DecompressedFile? = try XCTUnwrap(DecompressedFile(compressedPath: compressed))
        XCTAssertTrue(second?.decompressToEnd().isComplete == true)
        XCTAssertEqual(try ReadableFile(path: compressed).identity.size, text.utf8.count, "the second has learned it all")
        XCTAssertEqual(first?.progress.decompressedBytes, 0)
        first = nil
        XCTAssertEqual(try decompressedBytes(of: XCTUnwrap(second)), Array(text.utf8))
        second = nil
        XCTAssertEqual(try ReadableFile(path: compressed).firstBytes(2), [0x1F, 0x8B], "read as it is once let go of")
    }

    /// A reader made by the file keeps it alive, and its bytes readable (a copy on disk too):
    /// an index and a jump made from that reader read the decompressed records after the
    /// caller let go of the file.
    func testAReaderKeepsItsDecompressedFileAlive() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 3_000, seed: 9)
        let original = try scratch.write("kept.jsonl", text)
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst")] {
            let compressed = try compress(original, with: tool, suffix: suffix)
            var decompressed: DecompressedFile? = try XCTUnwrap(DecompressedFile(compressedPath: compressed, directory: scratch.path("")))
            XCTAssertTrue(decompressed?.decompressToEnd().isComplete == true)
            let reader = try XCTUnwrap(decompressed).reader()
            weak let kept = decompressed
            decompressed = nil
            XCTAssertNotNil(kept, "\(tool): the reader keeps it")
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file))
            XCTAssertEqual(indexer.scanToEnd().recordCount, 3_000, tool)
            let jumper = try RecordReader(reopening: reader.file)
            try jumper.skip(to: 2_500, using: indexer.index)
            XCTAssertEqual(try jumper.nextPage(maxRecords: 1).records.first?.value,
                           jsonValue(String(text.split(separator: "\n")[2_499])), tool)
        }
    }

    /// The example of RecordFiles' article "Reading compressed files" counts the records of a
    /// gzip file and of a Zstandard one.
    func testTheCompressedFilesExampleSummarizesACompressedLog() throws {
        let scratch = try ScratchDirectory()
        let original = try scratch.write("readme.jsonl", randomLog(lines: 1_234, seed: 10))
        for (tool, suffix) in [("gzip", ".gz"), ("zstd -q", ".zst")] {
            let result = try summary(ofCompressed: compress(original, with: tool, suffix: suffix))
            XCTAssertEqual(result.records, 1_234, tool)
            XCTAssertEqual(result.first?.number, 1, tool)
            guard case .object(let members)? = result.first?.value else { return XCTFail("\(tool): no first record") }
            XCTAssertEqual(members.first?.key, "n")
        }
        XCTAssertEqual(try summary(ofCompressed: original).records, 0, "not compressed")
    }

    /// A file opened by its path while a ``DecompressedFile`` read it goes on reading the
    /// decompressed bytes, as far as they were learned, once that is let go of: an index, a
    /// jump and a search made from it do not meet the compressed bytes.
    func testAFileOpenedWhileDecompressedStaysDecompressed() throws {
        let scratch = try ScratchDirectory()
        let text = randomLog(lines: 2_000, seed: 12)
        let compressed = try compress(try scratch.write("opened.jsonl", text), with: "gzip", suffix: ".gz")
        var decompressed: DecompressedFile? = try XCTUnwrap(DecompressedFile(compressedPath: compressed))
        XCTAssertTrue(decompressed?.decompressToEnd().isComplete == true)
        let file = try RecordReader(path: compressed).file
        decompressed = nil
        let indexer = try XCTUnwrap(RecordIndexer(file: file))
        XCTAssertEqual(indexer.scanToEnd().recordCount, 2_000)
        let jumper = try RecordReader(reopening: file)
        try jumper.skip(to: 1_999, using: indexer.index)
        XCTAssertEqual(try jumper.nextPage(maxRecords: 1).records.first?.value, jsonValue(String(text.split(separator: "\n")[1_998])))
        let search = try XCTUnwrap(RecordSearch(query: XCTUnwrap(SearchQuery("ERROR")), file: file, index: indexer.index))
        XCTAssertEqual(search.searchToEnd().matchCount, text.split(separator: "\n").filter { $0.contains("ERROR") }.count)
        XCTAssertEqual(try ReadableFile(path: compressed).firstBytes(2), [0x1F, 0x8B], "a new opening reads it as it is")
    }

    /// A Zstandard file whose size is a whole number of the pass's output pieces ends complete,
    /// not cut short: after a frame's end, no input means no more output.
    func testAFileEndingWithAFullOutputPieceIsComplete() throws {
        let scratch = try ScratchDirectory()
        let line = String(repeating: "x", count: 1_023) + "\n"
        let text = String(repeating: line, count: DecompressionPass.outputPieceSize / 1_024)
        let original = try scratch.write("exact.txt", text)
        for pieces in [1, 2] {
            let path = scratch.path("exact\(pieces).zst")
            for _ in 0..<pieces { try appendCompressed(original, by: "zstd -q", to: path) }
            let file = try XCTUnwrap(DecompressedFile(compressedPath: path, directory: scratch.path("")))
            let progress = file.decompressToEnd()
            XCTAssertNil(progress.failure, "\(pieces) frames")
            XCTAssertTrue(progress.isComplete, "\(pieces) frames")
            XCTAssertEqual(progress.decompressedBytes, text.utf8.count * pieces)
        }
    }
}

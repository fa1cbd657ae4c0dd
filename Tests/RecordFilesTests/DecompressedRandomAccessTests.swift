import Foundation
@testable import RecordFileAccess
@testable import RecordFiles
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// A compressed file read in place reads, at any offset, exactly the original bytes: random
/// texts, compressed at random levels into one or several gzip members or Zstandard frames, are
/// read at random offsets through dense access points; and the index, a search and jumps over
/// it find what they find in the plain file.
final class DecompressedRandomAccessTests: XCTestCase {
    /// `bytes` compressed by `tool` into `path`, in `pieces` members or frames one after another.
    private func compress(_ bytes: [UInt8], pieces: Int, with tool: String, to path: String, in scratch: ScratchDirectory) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        for (number, start) in stride(from: 0, to: bytes.count, by: size).enumerated() {
            let piece = try scratch.write("piece\(number)", Array(bytes[start..<min(bytes.count, start + size)]))
            try appendCompressed(piece, by: tool, to: path)
        }
    }

    /// Lines of random length and content, some long, some blank: deflate's blocks then end at
    /// all kinds of bits.
    private func randomText(count: Int, using generator: inout SplitMix64Generator) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 2_000)
        let words = ["GET", "POST", "error", "timeout", "user", "ok", "{\"n\":", "\"level\":", "42", "ünïcode", "日本"]
        while bytes.count < count {
            let length = Int.random(in: 0...(generator.next() % 20 == 0 ? 1_500 : 120), using: &generator)
            var line: [UInt8] = []
            while line.count < length {
                if generator.next() % 3 == 0 {
                    line += (0..<8).map { _ in UInt8.random(in: 33...126, using: &generator) }
                } else {
                    line += Array(words.randomElement(using: &generator)!.utf8) + [0x20]
                }
            }
            bytes += line + [0x0A]
        }
        return bytes
    }

    func testReadsAtRandomOffsetsMatchTheOriginal() throws {
        let scratch = try ScratchDirectory()
        for seed in UInt64(1)...12 {
            var generator = SplitMix64Generator(seed: seed)
            let original = randomText(count: Int.random(in: 1...1_200_000, using: &generator), using: &generator)
            let isGzip = seed % 3 != 0
            let pieces = isGzip ? Int.random(in: 1...3, using: &generator) : Int.random(in: 2...6, using: &generator)
            let tool = isGzip ? "gzip -\(Int.random(in: 1...9, using: &generator))" : "zstd -q -\(Int.random(in: 1...19, using: &generator))"
            let path = scratch.path("case\(seed).txt" + (isGzip ? ".gz" : ".zst"))
            try compress(original, pieces: pieces, with: tool, to: path, in: scratch)
            let spacing = Int.random(in: 4_000...80_000, using: &generator)
            let file = try XCTUnwrap(DecompressedFile(compressedPath: path, directory: scratch.path(""), accessPointSpacing: spacing))
            let description = "seed \(seed): \(tool), \(pieces) pieces, \(original.count) bytes, points every \(spacing)"
            XCTAssertFalse(file.isCopy, description)
            XCTAssertTrue(file.decompressToEnd().isComplete, description)
            if isGzip, original.count > 4 * spacing {
                XCTAssertGreaterThan(file.accessPointCount, 1, description)
            }
            // Three readers at once; now and then one is let go of, and parks its cursor for
            // the next that wants bytes after it.
            var readers = try (0..<3).map { _ in try ReadableFile(path: path) }
            XCTAssertEqual(readers[0].identity.size, original.count, description)
            // Some reads go on where the last one ended, often from a new reader.
            var lastEnd = 0
            for _ in 0..<150 {
                let goesOn = generator.next() % 3 == 0
                let offset = goesOn ? lastEnd : Int.random(in: 0...original.count, using: &generator)
                let count = Int.random(in: 1...(generator.next() % 4 == 0 ? 300_000 : 2_000), using: &generator)
                lastEnd = min(original.count, offset + count)
                let which = Int.random(in: 0..<readers.count, using: &generator)
                if generator.next() % (goesOn ? 2 : 8) == 0 { readers[which] = try ReadableFile(path: path) }
                guard let problem = readProblem(in: readers[which], at: offset, count: count, original: original) else { continue }
                // Shrunk to the fewest bytes read from a fresh reader that still go wrong.
                let shrunk = shrink(count) { count in
                    (try? ReadableFile(path: path)).map { readProblem(in: $0, at: offset, count: count, original: original) != nil } ?? true
                }
                return XCTFail("\(description): \(count) bytes at \(offset): \(problem); fewest that fail from a fresh reader: \(shrunk.map(String.init) ?? "none")")
            }
        }
    }

    /// What is wrong with reading `count` bytes at `offset`, if anything.
    private func readProblem(in readable: ReadableFile, at offset: Int, count: Int, original: [UInt8]) -> String? {
        var buffer = [UInt8](repeating: 0, count: count)
        do {
            let read = try buffer.withUnsafeMutableBufferPointer { all throws(RecordFileError) in
                try readable.readChunk(into: all, at: offset)
            }
            let expected = original[offset..<min(original.count, offset + count)]
            return read == expected.count && buffer[..<read] == expected ? nil : "read \(read) bytes, not the original's \(expected.count)"
        } catch {
            return "\(error)"
        }
    }

    /// The smallest count from 1 to `count` for which `fails` holds, found by halving; `nil`
    /// when it does not hold for `count` itself.
    private func shrink(_ count: Int, where fails: (Int) -> Bool) -> Int? {
        guard fails(count) else { return nil }
        var low = 1, high = count
        while low < high {
            let middle = (low + high) / 2
            if fails(middle) { high = middle } else { low = middle + 1 }
        }
        return high
    }

    func testIndexSearchAndJumpsReadThroughAccessPointsAsInThePlainFile() throws {
        let scratch = try ScratchDirectory()
        var generator = SplitMix64Generator(seed: 21)
        let lines = (1...40_000).map { number in
            #"{"n": \#(number), "level": "\#(["INFO", "WARN", "ERROR"].randomElement(using: &generator)!)", "msg": "r\#(generator.next() % 100_000)"}"#
        }
        let plain = try scratch.write("app.jsonl", lines.joined(separator: "\n") + "\n")
        for (tool, suffix, pieces) in [("gzip", ".gz", 1), ("zstd -q", ".zst", 5)] {
            let path = scratch.path("app.jsonl" + suffix)
            try compress(Array(try Data(contentsOf: URL(fileURLWithPath: plain))), pieces: pieces, with: tool, to: path, in: scratch)
            let decompressed = try XCTUnwrap(DecompressedFile(compressedPath: path, directory: scratch.path(""), accessPointSpacing: 50_000))
            XCTAssertTrue(decompressed.decompressToEnd().isComplete)
            let reader = try RecordReader(path: path)
            XCTAssertEqual(reader.format, .jsonl, "told by the name inside")
            let indexer = try XCTUnwrap(RecordIndexer(file: reader.file, cache: nil, chunkSize: 300_000))
            let progress = indexer.scanToEnd()
            XCTAssertTrue(progress.isComplete)
            XCTAssertEqual(progress.recordCount, lines.count, tool)
            let plainFile = try RecordReader(path: plain).file
            let query = try XCTUnwrap(SearchQuery("ERROR"))
            let expected = try XCTUnwrap(RecordSearch(query: query, file: plainFile, chunkSize: 300_000)).searchToEnd().matchCount
            let found = try XCTUnwrap(RecordSearch(query: query, file: reader.file, index: indexer.index, chunkSize: 300_000)).searchToEnd()
            XCTAssertEqual(found.matchCount, expected, tool)
            for number in [1, 2, 20_000, lines.count] + (0..<15).map({ _ in Int.random(in: 1...lines.count, using: &generator) }) {
                let jumper = try RecordReader(reopening: reader.file)
                try jumper.skip(to: number, using: indexer.index)
                let record = try jumper.nextPage(maxRecords: 1).records.first
                XCTAssertEqual(record?.number, number, tool)
                XCTAssertEqual(record?.value, jsonValue(lines[number - 1]), "\(tool): record \(number)")
            }
        }
    }
}

import Foundation
import RecordFiles

/// Compressed files in list-viewer against what people would use instead, on the same file in
/// the same run: the pass that opens a `.gz` (access points kept) or a `.zst` against
/// `gzip -dc` and `zstd -dc`; then jumps to random records, once indexed, against reaching one
/// record with `gzip -dc | sed -n`, the way without access points. Each figure comes with its
/// anchor and their ratio (above 1: list-viewer is faster).
struct CompressedFileBenchmark {
    struct Kind: Codable {
        /// `gzip`, `zstd, one frame` (read from a copy) or `zstd, 4 MB frames`.
        let name: String
        let compressedMegabytes: Double
        /// The pass that opens the file, to its end, and the tool decompressing it.
        let passSeconds: Double
        let toolSeconds: Double
        let passToTool: Double
        /// Access points kept, and whether the file was read from a temporary copy instead.
        let accessPoints: Int
        let readsACopy: Bool
        /// The index of the whole file, read through the access points (or the copy).
        let indexSeconds: Double
        /// 20 jumps to random records, each reading that record, once indexed.
        let jumpP95Milliseconds: Double
        let jumpMaximumMilliseconds: Double
        /// The tool reaching one record nine tenths in (`gzip -dc | sed -n 'Np;Nq'`).
        let toolJumpMilliseconds: Double
        let jumpToTool: Double
    }

    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        let records: Int
        let kinds: [Kind]
    }

    /// Measures `path` (by default a generated JSON Lines log of 283 MB).
    static func run(path given: String?) throws -> Result {
        let path = try given ?? GeneratedLogs.file(.jsonl, records: 1_900_000)
        let megabytes = Double(FileIdentity(path: path)?.size ?? 0) / 1_048_576
        let gzip = try compressed(path, named: ".gz", by: "gzip -c \"$1\"")
        let zstd = try compressed(path, named: ".zst", by: "zstd -qc \"$1\"")
        // Several frames, as pzstd or a seekable writer make them: 4 MB pieces one after another.
        let frames = try compressed(path, named: ".frames.zst",
                                    by: "split -b 4M --filter='zstd -qc' \"$1\"")
        var records = 0
        let kinds = [("gzip", gzip, "gzip -dc"), ("zstd, one frame", zstd, "zstd -qdc"), ("zstd, 4 MB frames", frames, "zstd -qdc")]
            .map { name, file, tool in measure(name: name, compressedPath: file, tool: tool, records: &records) }
        return Result(file: path, fileMegabytes: megabytes, records: records, kinds: kinds)
    }

    private static func measure(name: String, compressedPath: String, tool: String, records: inout Int) -> Kind {
        let folder = FileManager.default.temporaryDirectory.path
        var passSeconds = Double.infinity
        var kept: DecompressedFile?
        for _ in 0..<3 {
            guard let file = try? DecompressedFile(compressedPath: compressedPath, directory: folder) else {
                fail("cannot decompress \(compressedPath)")
            }
            kept = nil
            let start = DispatchTime.now()
            guard file.decompressToEnd().isComplete else { fail("cannot decompress \(compressedPath)") }
            passSeconds = min(passSeconds, seconds(since: start))
            kept = file
        }
        guard let decompressed = kept else { fail("cannot decompress \(compressedPath)") }
        // The tool writes where the pass would: to a file beside a copy, else nowhere.
        let out = decompressed.isCopy ? folder + "/list-bench-decompressed" : "/dev/null"
        defer { if decompressed.isCopy { unlink(out) } }
        let toolSeconds = CommandAnchors.medianTime(3, "/bin/sh", ["-c", "\(tool) \"$1\" > \"$2\"", "sh", compressedPath, out])

        let indexStart = DispatchTime.now()
        guard let reader = try? RecordReader(path: decompressed.path), let indexer = RecordIndexer(file: reader.file) else {
            fail("cannot index \(compressedPath)")
        }
        records = indexer.scanToEnd().recordCount
        let indexSeconds = seconds(since: indexStart)

        var generator = SystemRandomNumberGenerator()
        let jumps = (0..<20).map { _ in
            let number = Int.random(in: 1...records, using: &generator)
            let start = DispatchTime.now()
            guard let jumper = try? RecordReader(reopening: reader.file), (try? jumper.skip(to: number, using: indexer.index)) != nil,
                  (try? jumper.nextPage(maxRecords: 1))?.records.first?.number == number else { fail("cannot reach record \(number)") }
            return seconds(since: start) * 1_000
        }.sorted()
        let line = records * 9 / 10
        let toolJump = CommandAnchors.medianTime(1, "/bin/sh", ["-c", "\(tool) \"$1\" | sed -n \"$2p;$2q\" > /dev/null",
                                                                "sh", compressedPath, String(line)], allowing: [0, 141]) * 1_000
        let p95 = jumps[jumps.count * 95 / 100]
        return Kind(name: name, compressedMegabytes: Double(FileIdentity(path: compressedPath)?.size ?? 0) / 1_048_576,
                    passSeconds: passSeconds, toolSeconds: toolSeconds, passToTool: toolSeconds / passSeconds,
                    accessPoints: decompressed.accessPointCount, readsACopy: decompressed.isCopy, indexSeconds: indexSeconds,
                    jumpP95Milliseconds: p95, jumpMaximumMilliseconds: jumps.last ?? 0,
                    toolJumpMilliseconds: toolJump, jumpToTool: toolJump / p95)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
    }

    /// `path` compressed by the shell `command` (`$1` is the file) into the temporary folder,
    /// made once and kept for later runs.
    private static func compressed(_ path: String, named suffix: String, by command: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent + suffix).path
        if !FileManager.default.fileExists(atPath: output) {
            CommandAnchors.time("/bin/sh", ["-c", "\(command) > \"$2.partial\" && mv \"$2.partial\" \"$2\"", "sh", path, output])
        }
        return output
    }
}

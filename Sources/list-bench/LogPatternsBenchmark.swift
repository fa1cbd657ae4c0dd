import Foundation
import RecordFiles

/// How fast a text log's patterns are learnt, as the Patterns pane learns them in the
/// background (`LogPatternScan` on both cores), against `wc -l` on the same file in the same
/// run; how much memory the learning took; and how fast the same file's entries are indexed.
enum LogPatternsBenchmark {
    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        let patterns: Int
        let entries: Int
        let megabytesPerSecond: Double
        let wcMegabytesPerSecond: Double
        /// The pattern scan against `wc -l`.
        let toWc: Double
        /// How much the resident memory grew over the scan.
        let memoryGrowthMegabytes: Double
        /// The record index of the same file against `wc -l` (the median of five turns).
        let indexToWc: Double
        /// The ten most frequent patterns, with their counts.
        let top: [String]
    }

    /// Measures `path`, else a generated 1 GB syslog-shaped log.
    @MainActor
    static func run(path given: String?) throws -> Result {
        let path = try given ?? GeneratedTextLog.file(megabytes: 1_024)
        let file = try RecordReader(path: path, format: .text).file
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
        _ = CommandAnchors.medianTime(1, "/usr/bin/wc", ["-l", path])
        let wc = CommandAnchors.medianTime(3, "/usr/bin/wc", ["-l", path])
        let memoryBefore = residentMegabytes()
        let start = DispatchTime.now().uptimeNanoseconds
        let patterns = try LogPatternScan.patterns(of: file)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return Result(file: path, fileMegabytes: megabytes, patterns: patterns.patterns.count,
                      entries: patterns.patterns.reduce(0) { $0 + $1.count }, megabytesPerSecond: megabytes / seconds,
                      wcMegabytesPerSecond: megabytes / wc, toWc: wc / seconds,
                      memoryGrowthMegabytes: residentMegabytes() - memoryBefore,
                      indexToWc: try FileIndexBenchmark.indexRate(of: path).toWc,
                      top: patterns.patterns.prefix(10).map { "\($0.count) \($0.text)" })
    }

    /// The process's resident memory, from /proc/self/statm.
    private static func residentMegabytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

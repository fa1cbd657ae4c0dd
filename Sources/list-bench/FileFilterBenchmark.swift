import Foundation
import RecordFiles

/// Field filters in list-viewer against what people would use instead, on the same file in the
/// same run: jq selecting the same records. The figure comes with its anchor and their ratio
/// (above 1: list-viewer is faster).
struct FileFilterBenchmark {
    struct Result: Codable {
        let file: String
        let fileMegabytes: Double
        /// The filter bar's expression, run once the file is indexed (two cores parse the
        /// indexed records), and the jq program that selects the same records.
        let filterExpression: String
        let jqProgram: String
        let filterMatches: Int
        let jqMatches: Int
        let filterMegabytesPerSecond: Double
        let jqMegabytesPerSecond: Double
        let filterToJq: Double
    }

    /// What the generated log is filtered by: about one record in 40.
    static let expression = "level = error and service in (api-3, api-7)"
    static let jqProgram = #"select(.level == "error" and (.service == "api-3" or .service == "api-7"))"#

    /// Measures `path` (by default a generated JSON Lines log) with `expression` and the jq
    /// `program` that selects the same records.
    static func run(path given: String?, expression: String = expression, jqProgram program: String = jqProgram) throws -> Result {
        let path = try given ?? GeneratedLogs.file(.jsonl, records: 1_900_000)
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
        let file = try RecordReader(path: path).file
        guard let indexer = RecordIndexer(file: file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        indexer.scanToEnd()
        let filter: FieldFilter
        do { filter = try FieldFilter(expression) } catch { fail("cannot read the filter \(expression): \(error)") }

        // The filter as the filter bar runs it, the median of three, then jq on the same file.
        var matches = 0
        let filterSeconds = median {
            let search = RecordFilterSearch(filter: filter, file: file, index: indexer.index)!
            matches = search.searchToEnd().matchCount
        }
        let jqSeconds = CommandAnchors.medianTime(1, "jq", ["-c", program, path])
        let jqMatches = countLines(of: "jq -c \"$1\" \"$2\"", program, path)

        return Result(file: path, fileMegabytes: megabytes, filterExpression: expression, jqProgram: program,
                      filterMatches: matches, jqMatches: jqMatches,
                      filterMegabytesPerSecond: megabytes / filterSeconds, jqMegabytesPerSecond: megabytes / jqSeconds,
                      filterToJq: jqSeconds / filterSeconds)
    }

    /// The median of three runs of `work`, in seconds.
    private static func median(_ work: () -> Void) -> Double {
        let times = (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        }
        return times.sorted()[1]
    }

    /// The lines a shell command prints (its arguments `$1`, `$2`).
    private static func countLines(of command: String, _ first: String, _ second: String) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " | wc -l", "sh", first, second]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { fail("cannot run \(command): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}

import Foundation
import RecordFiles

/// A table's sort of a whole file against `sort -t, -k` on the same column of the CSV version,
/// in the same run: list-viewer's sort of the CSV file and of the JSON Lines one, each once the
/// file is indexed (as it is by the time a header is clicked), and GNU sort in the C locale
/// (its fastest) writing the sorted file to /dev/null. Ratios above 1: list-viewer is faster.
struct FileSortBenchmark {
    struct Result: Codable {
        let csvFile: String
        let jsonLinesFile: String
        let csvMegabytes: Double
        let records: Int
        /// The column sorted by, and GNU sort's key option for it.
        let column: String
        let sortKeyOption: String
        let sortSeconds: Double
        let csvSortSeconds: Double
        let jsonLinesSortSeconds: Double
        /// GNU sort's time over list-viewer's, on the CSV file and on the JSON Lines one.
        let csvSortToSort: Double
        let jsonLinesSortToSort: Double
        /// What the sort keeps in memory for each record (its entries' storage over the
        /// records), beside the keys it keeps on disk.
        let memoryBytesPerRecord: Double
    }

    static let column = "user"
    static let keyOption = "-k5,5"

    static func run() throws -> Result {
        let records = 1_900_000
        let csv = try GeneratedLogs.file(.csv, records: records)
        let jsonLines = try GeneratedLogs.file(.jsonl, records: records)
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int) ?? 0) / 1_048_576
        let anchor = CommandAnchors.medianTime(3, "/bin/sh", ["-c", "LC_ALL=C sort -t, \(keyOption) \"$1\"", "sh", csv])
        let (csvSort, memory) = try medianSortTime(of: csv, expecting: records)
        let (jsonLinesSort, _) = try medianSortTime(of: jsonLines, expecting: records)
        return Result(csvFile: csv, jsonLinesFile: jsonLines, csvMegabytes: megabytes, records: records, column: column,
                      sortKeyOption: keyOption, sortSeconds: anchor, csvSortSeconds: csvSort, jsonLinesSortSeconds: jsonLinesSort,
                      csvSortToSort: anchor / csvSort, jsonLinesSortToSort: anchor / jsonLinesSort,
                      memoryBytesPerRecord: Double(memory) / Double(records))
    }

    /// The median of three sorts of `path` by ``column``, once indexed, in seconds, and the
    /// bytes the last one held in memory for its order.
    private static func medianSortTime(of path: String, expecting count: Int) throws -> (seconds: Double, memoryBytes: Int) {
        let file = try RecordReader(path: path).file
        guard let indexer = RecordIndexer(file: file) else { fail("\(path) is read as UTF-16, which is not indexed") }
        indexer.scanToEnd()
        var memory = 0
        let times = try (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            let sort = RecordSort(file: file, index: indexer.index) { record in
                guard case .object(let members) = record.value else { return nil }
                return members.first { $0.key == column }?.value
            }
            let progress = sort.sortToEnd()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
            guard progress.isComplete, sort.count == count else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "sorted \(sort.count) of \(count): \(progress)"])
            }
            memory = sort.memoryBytes
            return seconds
        }
        return (times.sorted()[1], memory)
    }
}

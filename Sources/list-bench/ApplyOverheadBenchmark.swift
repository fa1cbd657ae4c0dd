import Foundation
import ListCore

/// What `ListDataSource.apply` costs beyond the bare diff on the same input: duplicate checks,
/// indexing the new snapshot, offsets. The target is at most 1.2× the diff.
struct ApplyOverheadBenchmark {
    struct Result: Codable {
        let count: Int
        let name: String
        let applyMilliseconds: Double
        let diffMilliseconds: Double
        /// Apply over diff, by median.
        let ratio: Double
    }

    static func run(runs: Int) -> [Result] {
        [
            measure(name: "5k: delete, insert, shuffle", count: 5_000, delete: 2_000..<3_000,
                    insert: 3_000..<4_000, shuffle: 0..<200, runs: runs),
            measure(name: "100k: delete, insert, shuffle", count: 100_000, delete: 20_000..<30_000,
                    insert: 30_000..<40_000, shuffle: 0..<2_000, runs: runs),
            measure(name: "1M: delete, insert, shuffle", count: 1_000_000, delete: 200_000..<300_000,
                    insert: 300_000..<400_000, shuffle: 0..<20_000, runs: runs),
        ]
    }

    private static func measure(name: String, count: Int, delete: Range<Int>, insert: Range<Int>,
                                shuffle: Range<Int>, runs: Int) -> Result {
        let (old, new) = DiffBenchmark.recipe(count: count, delete: delete, insert: insert,
                                              shuffle: shuffle, updateEvery: nil)
        let newSections = [ListSection(id: "all", items: new)]
        var checksum = 0
        let diff = timeRuns(runs) { checksum &+= ListDiff(old: old, new: new).splices.count }
        // Each apply starts from a data source holding the old list, made outside the timing.
        var apply: [Double] = []
        for _ in 0..<runs {
            let source = ListDataSource(sections: [ListSection(id: "all", items: old)])
            apply += timeRuns(1) { checksum &+= source.apply(newSections).splices.count }
        }
        if checksum == Int.min { print(checksum) }
        let applyMedian = Timing(apply).median, diffMedian = Timing(diff).median
        return Result(count: count, name: name, applyMilliseconds: applyMedian, diffMilliseconds: diffMedian,
                      ratio: applyMedian / max(diffMedian, 0.000_1))
    }
}

extension DiffBenchmark.Row: ListItem {
    var kind: RowKind { "row" }
}

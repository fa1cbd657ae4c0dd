@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// The search's ticks mark each row of pixels that holds a match, found by a look-up per marked
/// row: the same rows as placing every match, seeded random files and matches.
final class MatchOverviewRowsTests: XCTestCase {
    func testTheRowsMarkedAreTheRowsOfEveryMatch() {
        for seed in UInt64(1)...300 {
            var generator = SplitMix64Generator(seed: seed)
            let records = Int.random(in: 0...5_000, using: &generator)
            let height = Int.random(in: 1...900, using: &generator)
            // Matches past the records known too: a search runs ahead of the index.
            let matches = Set((0..<Int.random(in: 0...400, using: &generator)).map { _ in
                Int.random(in: 1...max(1, records + 50), using: &generator)
            }).sorted()
            var expected: [Int] = []
            for number in matches where records > 0 {
                let row = min(height - 1, (number - 1) * height / records)
                if expected.last != row { expected.append(row) }
            }
            var lookUps = 0
            let rows = MatchOverview.markedRows(height: height, records: records) { number in
                lookUps += 1
                return matches.first { $0 >= number }
            }
            XCTAssertEqual(rows, expected, "seed \(seed): \(records) records, \(height) rows")
            XCTAssertLessThanOrEqual(lookUps, expected.count + 1, "seed \(seed): a look-up per marked row")
        }
    }
}

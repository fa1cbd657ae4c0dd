@testable import GtkList
import XCTest

/// The lowest row shown is found in a few picks, wherever the rows end.
final class LowestRowProbeTests: XCTestCase {
    /// Rows 40 pixels high from the top down to `depth`, nothing below; counts its picks.
    private final class Rows {
        let depth: Double
        var picks: [Double] = []
        init(to depth: Double) { self.depth = depth }

        func pick(_ y: Double) -> Int? {
            picks.append(y)
            return y <= depth ? Int(y / 40) : nil
        }
    }

    func testFindsTheRowAtTheLowestProbedHeightWhereverTheRowsEnd() {
        var generator = FuzzRandom(seed: 7)
        for _ in 0..<500 {
            let height = Int.random(in: 0...1_500, using: &generator)
            let rows = Rows(to: Double.random(in: 1...Double(height + 50), using: &generator))
            let found = LowestRowProbe.lowest(in: height, top: 0, hit: rows.pick)
            // The lowest of the heights 1, 9, 17, … above the bottom edge, or the edge itself.
            let lowestHit = height - 2 <= Int(rows.depth) ? height - 2
                : Array(stride(from: 1, through: height - 2, by: 8)).last { Double($0) <= rows.depth } ?? 1
            XCTAssertEqual(found, height >= 3 ? lowestHit / 40 : 0, "height \(height), rows to \(rows.depth)")
            XCTAssertLessThanOrEqual(rows.picks.count, 2 + Int(log2(Double(max(2, height)))), "height \(height)")
        }
    }

    func testRowsReachingTheBottomEdgeTakeOnePick() {
        let rows = Rows(to: 10_000)
        XCTAssertEqual(LowestRowProbe.lowest(in: 720, top: 0, hit: rows.pick), 17)
        XCTAssertEqual(rows.picks, [718])
    }

    func testOnlyTheTopRowWhenNothingShowsBelowIt() {
        let rows = Rows(to: 5)
        XCTAssertEqual(LowestRowProbe.lowest(in: 720, top: 0, hit: rows.pick), 0)
        XCTAssertLessThanOrEqual(rows.picks.count, 8)
    }
}

import ListCore
import XCTest

/// A change told a few splices at a time: at every point in between, the replay's row count is
/// the in-between list's, and each of its rows maps to where that row ends up (or to nothing
/// when a later splice removes it), checked against lists spliced by hand.
final class SpliceReplayPropertyTests: XCTestCase {
    func testEveryInBetweenListMapsOntoTheFinalList() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<2_000 {
            var list = Array(0..<Int.random(in: 0..<30, using: &random))
            var nextToken = list.count
            var lists = [list]
            var splices: [ListSplice] = []
            for _ in 0..<Int.random(in: 0..<6, using: &random) {
                let position = Int.random(in: 0...list.count, using: &random)
                let removed = Int.random(in: 0...(list.count - position), using: &random)
                let added = Int.random(in: 0..<4, using: &random)
                list.replaceSubrange(position..<(position + removed), with: nextToken..<(nextToken + added))
                nextToken += added
                splices.append(ListSplice(position: position, removed: removed, added: added))
                lists.append(list)
            }
            let final = list
            var replay = SpliceReplay(rowCount: lists[0].count)
            replay.append(splices)
            for (told, inBetween) in lists.enumerated() {
                if told > 0 { replay.tell(1) }
                XCTAssertEqual(replay.rowCount, inBetween.count, "\(splices) after \(told)")
                for (row, token) in inBetween.enumerated() {
                    XCTAssertEqual(replay.finalPosition(of: row), final.firstIndex(of: token), "\(splices), row \(row) after \(told)")
                }
                XCTAssertNil(replay.finalPosition(of: inBetween.count))
                XCTAssertNil(replay.finalPosition(of: -1))
            }
            XCTAssertTrue(replay.isFinished)
        }
    }
}

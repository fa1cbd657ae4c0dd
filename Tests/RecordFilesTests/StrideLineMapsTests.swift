@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// The index takes each pair of chunks' line maps in one go: the maps it then holds are the
/// ones added map by map, whatever mix of strides with no map, first lines, bits and distant
/// starts, gaps between them, and maps for strides it has already.
final class StrideLineMapsTests: XCTestCase {
    func testMapsTakenInOneGoAreTheMapsAddedOneByOne() throws {
        var generator = SplitMix64Generator(seed: 0x57_21DE)
        for round in 0..<200 {
            var whole = StrideLineMaps(firstSlot: Int.random(in: 0...3, using: &generator))
            var mapByMap = whole
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let passedOver = whole.endSlot > 0 && Bool.random(using: &generator) ? Int.random(in: 1...2, using: &generator) : 0
                let firstSlot = max(0, whole.endSlot + Int.random(in: 0...2, using: &generator) - passedOver)
                var part = StrideLineMaps(firstSlot: firstSlot)
                var added: [(StrideLineMap?, Int)] = []
                var slot = firstSlot
                for _ in 0..<Int.random(in: 0...8, using: &generator) {
                    let map = try Self.randomMap(using: &generator)
                    part.append(map, forSlot: slot)
                    added.append((map, slot))
                    slot += Int.random(in: 1...2, using: &generator)
                }
                whole.append(contentsOf: part)
                for (map, slot) in added { mapByMap.append(map, forSlot: slot) }
                // (A stride with no map before the first with one may or may not be counted.)
                XCTAssertEqual(whole.endSlot, mapByMap.endSlot, "round \(round)")
                XCTAssertEqual((0..<whole.endSlot).map { whole.map(forSlot: $0) },
                               (0..<mapByMap.endSlot).map { mapByMap.map(forSlot: $0) }, "round \(round)")
            }
        }
    }

    private static func randomMap(using generator: inout SplitMix64Generator) throws -> StrideLineMap? {
        switch Int.random(in: 0...3, using: &generator) {
        case 0: return nil
        case 1: return .firstLines
        case 2: return .heads((0..<Int.random(in: 1...16, using: &generator)).map { _ in UInt64.random(in: 1...UInt64.max, using: &generator) }[...])
        default:
            let firstLines = Int.random(in: 1..<RecordIndex.stride, using: &generator)
            var distance = 0
            let distances = (firstLines..<RecordIndex.stride).map { _ in
                distance += Int.random(in: 1...500, using: &generator)
                return distance
            }
            return try XCTUnwrap(StrideLineMap.distantStarts(firstLines: firstLines, packing: distances))
        }
    }
}

@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The offsets of a byte gathered a stretch of 64-byte blocks at a time, two written per block
/// whatever its count, are the ones a byte-by-byte search finds: blocks with none, one, a few
/// and every byte the one sought, from any start.
final class ByteOffsetsTests: XCTestCase {
    func testGatheredOffsetsAreTheOnesAByteByByteSearchFinds() {
        var generator = SplitMix64Generator(seed: 0x0FF5_E75)
        let sought = UInt8(ascii: "\n")
        for round in 0..<3_000 {
            // From none to every byte the one sought, and every density between.
            let oneIn = [1, 2, 3, 5, 16, 40, 64, 130, Int.max].randomElement(using: &generator)!
            let start = Int.random(in: 0..<64, using: &generator)
            let blocks = Int.random(in: 0...32, using: &generator)
            let bytes = (0..<(start + blocks * 64 + Int.random(in: 0..<64, using: &generator))).map { _ in
                oneIn != Int.max && Int.random(in: 0..<oneIn, using: &generator) == 0 ? sought : UInt8(ascii: "a")
            }
            let end = start + blocks * 64
            let expected = bytes.indices.filter { $0 >= start && $0 < end && bytes[$0] == sought }
            let offsets = UnsafeMutablePointer<Int>.allocate(capacity: ByteScan.offsetsCapacity)
            defer { offsets.deallocate() }
            let count = bytes.withUnsafeBufferPointer {
                ByteScan.gatherOffsets(of: sought, in: $0.baseAddress!, from: start, to: end, into: offsets)
            }
            let found = Array(UnsafeBufferPointer(start: offsets, count: count))
            XCTAssertEqual(found, expected, "round \(round): one in \(oneIn), \(blocks) blocks from \(start)")
            if found != expected { return }
        }
    }
}

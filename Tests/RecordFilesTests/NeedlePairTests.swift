@testable import RecordFiles
import RecordFilesTesting
import XCTest

/// The two bytes a needle is looked for by are chosen from counts made at the places of the
/// rarer byte only; the choice is the one a count at every offset of the sample makes.
final class NeedlePairTests: XCTestCase {
    /// The pair `NeedleFinder.rarestPair` is meant to choose, each pair counted at every offset
    /// of `sample`: the score of `(low, high)` is how often both bytes are found at their
    /// distance, then how common the bytes are, then how near each other (farther wins).
    private func pairCountedEverywhere(of needle: [UInt8], ignoringCase: Bool, in sample: [UInt8]) -> (Int, Int) {
        func fold(_ byte: UInt8) -> UInt8 { ignoringCase ? SearchQuery.lowercased(byte) : byte }
        var counts = [Int](repeating: 0, count: 256)
        for byte in sample { counts[Int(fold(byte))] += 1 }
        let rank = { (index: Int) in (counts[Int(needle[index])], NeedleFinder.commonness(needle[index])) }
        let ranked = needle.indices.sorted { rank($0) < rank($1) }
        var best: (pair: (Int, Int), score: (Int, Int, Int))?
        for i in ranked.prefix(4) {
            for j in ranked.prefix(16) where needle[j] != needle[i] {
                let (low, high) = (min(i, j), max(i, j))
                let together = sample.count <= high ? 0 : (0..<(sample.count - high)).filter {
                    fold(sample[$0 + low]) == needle[low] && fold(sample[$0 + high]) == needle[high]
                }.count
                let score = (together, NeedleFinder.commonness(needle[low]) + NeedleFinder.commonness(needle[high]), low - high)
                if best == nil || score < best!.score { best = ((low, high), score) }
            }
        }
        return best?.pair ?? (needle.count > 1 ? (0, needle.count - 1) : (0, 0))
    }

    func testThePairChosenIsThePairACountAtEveryOffsetChooses() {
        var generator = SplitMix64Generator(seed: 0x9A1E)
        let alphabets = [Array("ab".utf8), Array("abcAB -".utf8), Array("status installed half-configured 0123456789:".utf8)]
        for round in 0..<400 {
            let alphabet = alphabets[round % alphabets.count]
            let sample = (0..<Int.random(in: 0...2_000, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let ignoringCase = round % 4 == 1
            let needle = (0..<Int.random(in: 1...24, using: &generator)).map { _ -> UInt8 in
                let byte = alphabet.randomElement(using: &generator)!
                return ignoringCase ? SearchQuery.lowercased(byte) : byte
            }
            let chosen = sample.withUnsafeBufferPointer { NeedleFinder.rarestPair(of: needle, ignoringCase: ignoringCase, in: $0) }
            let expected = pairCountedEverywhere(of: needle, ignoringCase: ignoringCase, in: sample)
            XCTAssertTrue(chosen == expected, "\(String(decoding: needle, as: UTF8.self)) in \(sample.count) bytes: \(chosen) against \(expected)")
        }
    }
}

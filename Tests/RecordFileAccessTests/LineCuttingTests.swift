@testable import RecordFileAccess
import RecordFilesTesting
import XCTest

/// What a pass over a compressed file lets readers read: whole lines only, a CSV file's quoted
/// line breaks inside its fields.
final class LineCuttingTests: XCTestCase {
    /// Random pieces: what is handed on, then the rest, is the input; each hand-over ends at a
    /// line break, or lets go of an unfinished line longer than the limit.
    func testWholeLinesHandsOnCompleteLinesOnly() {
        var generator = SplitMix64Generator(seed: 6)
        for _ in 0..<200 {
            let input = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: "b"), 0x0A].randomElement(using: &generator)!
            }
            let limit = Int.random(in: 1...40, using: &generator)
            var lines = WholeLines(limit: limit)
            var out: [UInt8] = []
            var start = 0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...50, using: &generator))
                let handed = lines.add(input[start..<end])
                out += handed
                let pending = end - out.count
                if !handed.isEmpty {
                    XCTAssertTrue(out.last == 0x0A || pending == 0, "ends at a line break, or lets all go past the limit")
                }
                XCTAssertFalse(input[out.count..<end].contains(0x0A), "what waits holds no line break")
                XCTAssertLessThanOrEqual(pending, limit + 50, "at most the limit and the last piece wait")
                start = end
            }
            out += lines.rest()
            XCTAssertEqual(out, input)
        }
    }

    /// For CSV, a line break inside a quoted field ends no line: each hand-over ends outside
    /// quotes (an even number of them so far), at a line break.
    func testWholeLinesOfCSVKeepQuotedLineBreaksInside() {
        var generator = SplitMix64Generator(seed: 7)
        for _ in 0..<200 {
            let input = (0..<Int.random(in: 0...400, using: &generator)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A].randomElement(using: &generator)!
            }
            var lines = WholeLines(limit: 10_000, followsQuotes: true)
            var out: [UInt8] = []
            var start = 0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...50, using: &generator))
                let handed = lines.add(input[start..<end])
                out += handed
                if !handed.isEmpty {
                    XCTAssertEqual(out.last, 0x0A)
                    XCTAssertEqual(out.filter { $0 == UInt8(ascii: "\"") }.count % 2, 0, "handed on outside quotes")
                }
                start = end
            }
            out += lines.rest()
            XCTAssertEqual(out, input)
        }
    }
}

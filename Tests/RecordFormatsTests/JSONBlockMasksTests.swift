@testable import RecordFileAccess
@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The bit masks of 64 bytes agree with a byte-by-byte look, and the quotes' prefix parity with
/// a running count.
final class JSONBlockMasksTests: XCTestCase {
    func testMasksAndParityMatchAByteByByteLook() {
        var generator = SplitMix64Generator(seed: 0xB10C)
        let alphabet = Array("\"\\\n[]{},:ab \u{7B}\u{FF}".utf8) + [0x5B | 0x80, 0xFB, 0xFD]
        for _ in 0..<2_000 {
            let bytes = (0..<64).map { _ in alphabet.randomElement(using: &generator)! }
            let masks = bytes.withUnsafeBufferPointer { JSONBlockMasks($0.baseAddress!) }
            func mask(_ isSet: (UInt8) -> Bool) -> UInt64 {
                bytes.indices.reduce(0) { isSet(bytes[$1]) ? $0 | 1 << UInt64($1) : $0 }
            }
            XCTAssertEqual(masks.quotes, mask { $0 == UInt8(ascii: "\"") })
            XCTAssertEqual(masks.hasBackslash, bytes.contains(UInt8(ascii: "\\")))
            XCTAssertEqual(masks.lineFeeds, mask { $0 == UInt8(ascii: "\n") })
            XCTAssertEqual(masks.brackets, mask { Array("[]{}".utf8).contains($0) })
            XCTAssertEqual(bytes.withUnsafeBufferPointer { JSONBlockMasks.commas(in: $0.baseAddress!) }, mask { $0 == UInt8(ascii: ",") })
            var parity = false
            var expected: UInt64 = 0
            for index in bytes.indices {
                if bytes[index] == UInt8(ascii: "\"") { parity.toggle() }
                if parity { expected |= 1 << UInt64(index) }
            }
            XCTAssertEqual(JSONBlockMasks.prefixParity(masks.quotes), expected)
        }
    }
}

/// The bracket stack keeps what an array would, past its 64 levels in a word too.
final class BracketStackTests: XCTestCase {
    func testItKeepsTheBracketsAnArrayKeeps() {
        var generator = SplitMix64Generator(seed: 0xB4AC)
        var stack = BracketStack()
        var model: [Bool] = []
        for step in 0..<20_000 {
            // Deep runs of opening brackets now and then, past the word's 64 levels.
            if model.isEmpty || Int.random(in: 0..<(step % 500 < 100 ? 10 : 2), using: &generator) != 0 {
                let isSquare = Bool.random(using: &generator)
                stack.push(isSquare: isSquare)
                model.append(isSquare)
            } else {
                XCTAssertEqual(stack.pop(), model.popLast())
            }
            XCTAssertEqual(stack.depth, model.count)
        }
        while let expected = model.popLast() { XCTAssertEqual(stack.pop(), expected) }
        XCTAssertNil(stack.pop())
        XCTAssertTrue(stack.isEmpty)
    }
}

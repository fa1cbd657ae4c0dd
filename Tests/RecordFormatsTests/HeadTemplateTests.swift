@testable import RecordFormats
import RecordFilesTesting
import XCTest

/// The template that tells a stamped log's heads without reading each stamp answers as reading
/// the stamp does, line after line, whatever digits change and wherever.
final class HeadTemplateTests: XCTestCase {
    func testTheTemplateAnswersAsReadingEveryStampDoes() {
        var generator = SplitMix64Generator(seed: 0x7E3_91A7E)
        let shapes = ["2025-06-14 15:16:01,123 INFO x", "Jun 14 15:16:01 host sshd[1]: x", "[2025-06-14T15:16:01.5Z] x",
                      "<34>1 2025-06-14T15:16:01+02:00 h x", "I0614 15:16:01.123456 1 x.go:1] x", "15:16:01.123 x",
                      "14/Jun/2025:15:16:01 +0200 x", "Sun Jun 14 15:16:01 2025 x", "1718378161.5 x", "250614 151601 x",
                      "2025-06-14 15:16:01", "Jun 14 15:16:01", "20171224-0:0:0:215|x", "Jun  9 09:59:59 h x",
                      "03-17 16:13:38.811  1702 D x", "25/06/14 15:16:01 x", "20250614-15:16:01:123|x",
                      "081109 203615 148 INFO x"]
        let entries = TextEntries(lineBreak: UInt8(ascii: "\n"), headsStartWithTime: true)
        var template = HeadTemplate()
        // The same lines, each read in place with the bytes after it (another line's) loaded
        // too, as the index reads a file.
        var inPlace = HeadTemplate()
        var heads = 0
        var shape = 0
        for step in 0..<60_000 {
            // A log keeps its shape for a while, so the template is used.
            if generator.next() % 10 < 3 { shape = Int(generator.next() % UInt64(shapes.count)) }
            var line = Array(shapes[shape].utf8)
            // Change a few bytes: mostly digits to other digits (over their ranges too), some to
            // bytes at the edges of what the reading tells apart or to any byte, and sometimes
            // cut or lengthen the line.
            for _ in 0..<Int(generator.next() % 4) {
                let offset = Int(generator.next() % UInt64(line.count))
                let choice = generator.next() % 10
                if choice < 7, line[offset].isASCIIDigit {
                    line[offset] = UInt8(ascii: "0") + UInt8(generator.next() % 10)
                } else if choice < 9 {
                    // Bytes at the edges of the digits and the letters, and any byte.
                    let bytes = Array(" :a7/09@AZ[`az{".utf8) + [0xC3, UInt8(truncatingIfNeeded: generator.next())]
                    line[offset] = bytes[Int(generator.next() % UInt64(bytes.count))]
                } else if generator.next() % 2 == 0 {
                    line.removeLast(Int(generator.next() % UInt64(line.count)))
                } else {
                    line += Array(" 2025".utf8)
                }
            }
            let head = Array(line.prefix(TextEntries.headLength))
            let expected = head.withUnsafeBufferPointer { entries.isHead($0) }
            let answer = head.withUnsafeBufferPointer { template.isHead($0, by: entries) }
            let following = (0..<64).map { _ in Array("0123456789 :-aZ\n".utf8)[Int(generator.next() % 16)] }
            let answerInPlace = (head + following).withUnsafeBufferPointer { bytes in
                inPlace.isHead(UnsafeBufferPointer(rebasing: bytes[..<head.count]), by: entries, readable: bytes.count)
            }
            XCTAssertEqual(answer, expected, "step \(step): \(String(decoding: head, as: UTF8.self))")
            XCTAssertEqual(answerInPlace, expected, "in place, step \(step): \(String(decoding: head, as: UTF8.self))")
            if answer != expected || answerInPlace != expected { return }
            if expected { heads += 1 }
        }
        XCTAssertGreaterThan(heads, 20_000, "most lines are heads, so the template is used")
    }

    /// A template copied (as a scanner holding it is) and then taught other shapes than the
    /// one it was copied from answers as reading each stamp does, for its lines and the
    /// original's, past the sixteen shapes a template keeps, and after the original is gone
    /// (which AddressSanitizer's run of the tests watches).
    func testACopiedTemplateLearnsApartFromItsOriginal() {
        let entries = TextEntries(lineBreak: UInt8(ascii: "\n"), headsStartWithTime: true)
        // Twenty widths of one clock: more than a template keeps.
        let lines = (0..<20).map { width in
            let digits = { (count: Int) in String(repeating: "1", count: count) }
            return "20171224-\(digits(1 + width % 2)):\(digits(1 + width / 2 % 2)):3:\(digits(1 + width / 4))|x"
        }
        let others = ["2025-06-14 15:16:01,123 INFO x", "Jun 14 15:16:01 host sshd[1]: x", "20171224-1:1:3:|x"]
        let check = { (template: inout HeadTemplate, line: String) in
            let bytes = Array(line.utf8)
            bytes.withUnsafeBufferPointer { XCTAssertEqual(template.isHead($0, by: entries), entries.isHead($0), line) }
        }
        var copy = HeadTemplate()
        do {
            var original = HeadTemplate()
            for line in lines.prefix(4) { check(&original, line) }
            copy = original
            for line in others + lines + others + lines { check(&copy, line) }
            for line in lines.prefix(4).reversed() + others { check(&original, line) }
        }
        for line in lines.reversed() + others { check(&copy, line) }
    }

    /// A clock written without padding (`0:0:0`) frees each digit where it stands and keeps
    /// its colons: a line with digits in place of its colons is read, and is no head.
    func testAnUnpaddedClockFreesItsDigitsNotItsColons() {
        let entries = TextEntries(lineBreak: UInt8(ascii: "\n"), headsStartWithTime: true)
        var template = HeadTemplate()
        for line in ["20171224-0:0:0:215|x", "20171224-07050:215|x", "20171224-0:0:0:216|x", "20171224-9:5:7:216|x"] {
            let bytes = Array(line.utf8)
            let expected = bytes.withUnsafeBufferPointer { entries.isHead($0) }
            XCTAssertEqual(bytes.withUnsafeBufferPointer { template.isHead($0, by: entries) }, expected, line)
        }
    }
}

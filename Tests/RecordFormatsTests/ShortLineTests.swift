@testable import RecordFormats
import XCTest

/// A row's one-line text: control characters and line breaks become spaces, CRLF one space,
/// and text past the limit ends in "…".
final class ShortLineTests: XCTestCase {
    func testExactlyTheControlsAndTheLineAndParagraphSeparatorsBecomeSpaces() {
        let breaking: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar != "\r", scalar != " " else { continue }
            var line = ShortLine(limit: 4)
            line.append(scalar)
            let becameSpace = line.text == " "
            if becameSpace != breaking.contains(scalar.properties.generalCategory) {
                mismatches.append(String(value, radix: 16))
            }
        }
        XCTAssertEqual(mismatches, [], "scalars whose turning into a space disagrees with their category")
    }

    func testLineBreaksBecomeOneSpaceEachAndTheLimitCuts() {
        var line = ShortLine(limit: 12)
        line.append("a\r\nb\nc\td\u{85}e\u{2028}f and more")
        XCTAssertEqual(line.text, "a b c d e f …")
        XCTAssertTrue(line.isCut)
    }
}

@testable import RecordFileAccess
import XCTest

/// A job's progress through a file: nothing before its size is known, all once an empty file
/// is done, and never past the whole.
final class ByteFractionTests: XCTestCase {
    func testNothingIsDoneBeforeTheSizeIsKnown() {
        XCTAssertEqual(byteFraction(0, of: 0, isComplete: false), 0)
    }

    func testAnEmptyFileIsWhollyDoneOnceComplete() {
        XCTAssertEqual(byteFraction(0, of: 0, isComplete: true), 1)
    }

    func testThePartDoneOfTheWholeAndNeverMore() {
        XCTAssertEqual(byteFraction(250, of: 1_000, isComplete: false), 0.25)
        XCTAssertEqual(byteFraction(1_500, of: 1_000, isComplete: false), 1)
    }
}

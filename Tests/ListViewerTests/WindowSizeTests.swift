import ListViewerKit
import XCTest

final class WindowSizeTests: XCTestCase {
    func testParsesWidthByHeight() {
        XCTAssertEqual(WindowSize(argument: "800x600"), WindowSize(width: 800, height: 600))
        XCTAssertEqual(WindowSize(argument: "1024X768"), WindowSize(width: 1024, height: 768))
    }

    func testRejectsMalformedOrOutOfRangeSizes() {
        for bad in ["", "800", "800x", "x600", "axb", "800x600x2", "99x600", "800x10001", "-800x600"] {
            XCTAssertNil(WindowSize(argument: bad), bad)
        }
    }
}

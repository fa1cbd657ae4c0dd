import GtkListTesting
import XCTest

/// `PixelImage.cropped` cuts out the asked-for pixels, clamped to the picture.
final class PixelImageCroppingTests: XCTestCase {
    /// A 4 × 3 picture whose every pixel holds its own x and y.
    private let picture = PixelImage(width: 4, height: 3, bytes: (0..<3).flatMap { y in (0..<4).flatMap { x in [UInt8(x), UInt8(y), 0, 255] } })

    func testCropsTheAskedForPixels() {
        let cut = picture.cropped(x: 1, y: 1, width: 2, height: 2)
        XCTAssertEqual(cut.width, 2)
        XCTAssertEqual(cut.height, 2)
        XCTAssertEqual(Array(cut.pixel(x: 0, y: 0)), [1, 1, 0, 255])
        XCTAssertEqual(Array(cut.pixel(x: 1, y: 1)), [2, 2, 0, 255])
    }

    func testClampsToThePicture() {
        let cut = picture.cropped(x: 3, y: -5, width: 10, height: 7)
        XCTAssertEqual(cut.width, 1)
        XCTAssertEqual(cut.height, 2)
        XCTAssertEqual(Array(cut.pixel(x: 0, y: 1)), [3, 1, 0, 255])
        XCTAssertEqual(picture.cropped(x: 9, y: 9, width: 2, height: 2).width, 0)
    }
}

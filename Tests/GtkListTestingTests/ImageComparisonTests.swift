import GtkListTesting
import XCTest

/// Comparison of hand-made pictures: the tolerance's three limits, and what a failure reports.
final class ImageComparisonTests: XCTestCase {
    private static func solid(_ width: Int, _ height: Int, _ value: UInt8) -> PixelImage {
        PixelImage(width: width, height: height, bytes: [UInt8](repeating: value, count: width * height * 4))
    }

    /// `golden` with the red channel of each pixel in `pixels` raised by `amount`.
    private static func changing(_ golden: PixelImage, _ pixels: [(x: Int, y: Int)], by amount: UInt8) -> PixelImage {
        var bytes = golden.bytes
        for pixel in pixels { bytes[(pixel.y * golden.width + pixel.x) * 4 + 2] += amount }
        return PixelImage(width: golden.width, height: golden.height, bytes: bytes)
    }

    func testIdenticalImagesMatchExactly() {
        let image = Self.solid(4, 4, 200)
        XCTAssertEqual(ImageComparison(actual: image, golden: image, tolerance: .exact), .match)
    }

    func testSmallChannelDifferencesPassWithinTolerance() {
        let golden = Self.solid(10, 10, 100)
        let actual = Self.changing(golden, [(0, 0)], by: 3)
        XCTAssertEqual(ImageComparison(actual: actual, golden: golden,
                                       tolerance: ImageTolerance(perChannel: 3, changedPixelFraction: 0)), .match)
        XCTAssertNotEqual(ImageComparison(actual: actual, golden: golden, tolerance: .exact), .match)
    }

    func testChangedPixelsBeyondTheFractionFailWithADiffImage() throws {
        let golden = Self.solid(10, 10, 100)
        let actual = Self.changing(golden, [(0, 0), (1, 0)], by: 150)  // two of 100 pixels change a lot
        XCTAssertEqual(ImageComparison(actual: actual, golden: golden,
                                       tolerance: ImageTolerance(perChannel: 4, changedPixelFraction: 0.05)), .match)
        let strict = ImageComparison(actual: actual, golden: golden,
                                     tolerance: ImageTolerance(perChannel: 4, changedPixelFraction: 0.01))
        guard case .mismatch(let fraction, let densest, let largest, let diff) = strict else {
            return XCTFail("expected a mismatch, got \(strict)")
        }
        XCTAssertEqual(fraction, 0.02, accuracy: 1e-9)
        XCTAssertNil(densest, "no cluster limit, no densest square")
        XCTAssertEqual(largest, 150)
        XCTAssertEqual(Array(diff.pixel(x: 0, y: 0)), [0, 0, 255, 255], "changed pixels are red")
        XCTAssertNotEqual(Array(diff.pixel(x: 5, y: 5)), [0, 0, 255, 255])
        XCTAssertEqual(strict.summary, "2 pixels differ (2.000 %; largest channel difference 150)")
    }

    func testScatteredNoiseOfOneOrTwoLevelsPassesTheStandardTolerance() {
        let golden = Self.solid(480, 600, 240)
        let noise = stride(from: 0, to: 480 * 600, by: 997).map { (x: $0 % 480, y: $0 / 480) }
        XCTAssertEqual(noise.count, 289)
        let actual = Self.changing(golden, noise, by: 2)
        XCTAssertEqual(ImageComparison(actual: actual, golden: golden, tolerance: .standard), .match)
    }

    func testScatteredStrongPixelsPassButTheSameNumberInOneClusterFails() {
        let golden = Self.solid(480, 600, 240)
        // 60 pixels 15 levels off, 40 pixels apart: anti-aliasing noise on glyph edges.
        let scattered = (0..<60).map { (x: ($0 % 10) * 40 + 20, y: ($0 / 10) * 40 + 20) }
        let noisy = Self.changing(golden, scattered, by: 15)
        XCTAssertEqual(ImageComparison(actual: noisy, golden: golden, tolerance: .standard), .match)
        // 12 of them in a 4×3 block: a changed glyph.
        let block = (0..<12).map { (x: 200 + $0 % 4, y: 300 + $0 / 4) }
        let clustered = ImageComparison(actual: Self.changing(golden, block, by: 15), golden: golden, tolerance: .standard)
        XCTAssertEqual(clustered.diffImage.map { Array($0.pixel(x: 201, y: 301)) }, [0, 0, 255, 255])
        XCTAssertEqual(clustered.summary,
                       "12 pixels differ (0.004 %, up to 12 in one 8×8 square; largest channel difference 15)")
    }

    func testWithoutAClusterLimitOnlyTheFractionCounts() {
        let golden = Self.solid(480, 600, 240)
        let block = (0..<12).map { (x: 200 + $0 % 4, y: 300 + $0 / 4) }
        let tolerance = ImageTolerance(perChannel: 4, changedPixelFraction: 0.001)
        XCTAssertNil(tolerance.cluster)
        XCTAssertEqual(ImageComparison(actual: Self.changing(golden, block, by: 15), golden: golden,
                                       tolerance: tolerance), .match)
    }

    func testTheDensestSquareCountsMarkedPixelsInAnyWindow() {
        // 5×4 mask with marks at (1,1), (2,1), (2,2) and (4,3).
        var mask = [Bool](repeating: false, count: 20)
        for (x, y) in [(1, 1), (2, 1), (2, 2), (4, 3)] { mask[y * 5 + x] = true }
        XCTAssertEqual(markedPixelsInDensestSquare(of: mask, width: 5, height: 4, side: 1), 1)
        XCTAssertEqual(markedPixelsInDensestSquare(of: mask, width: 5, height: 4, side: 2), 3)
        XCTAssertEqual(markedPixelsInDensestSquare(of: mask, width: 5, height: 4, side: 3), 3)
        XCTAssertEqual(markedPixelsInDensestSquare(of: mask, width: 5, height: 4, side: 9), 4, "clipped to the picture")
    }

    func testSizeMismatchIsReportedAsSuch() {
        let comparison = ImageComparison(actual: Self.solid(4, 5, 0), golden: Self.solid(5, 4, 0), tolerance: .standard)
        XCTAssertEqual(comparison.summary, "the image is 4×5 but the golden is 5×4")
        XCTAssertNil(comparison.diffImage)
    }
}

import Foundation

/// The outcome of comparing a rendered picture with its golden image.
public enum ImageComparison: Equatable, Sendable {
    /// Within the tolerance.
    case match
    /// The pictures have different sizes.
    case sizeMismatch(actual: (width: Int, height: Int), golden: (width: Int, height: Int))
    /// Too many pixels differ, or too many in one place: the share that did, the densest
    /// square (when the tolerance has a cluster limit), the largest channel difference, and a
    /// picture with the changed pixels in red over a faded copy of the actual one.
    case mismatch(changedFraction: Double, densestSquare: DensestSquare?, largestDifference: UInt8, diff: PixelImage)

    /// The square of the compared pictures that holds the most differing pixels.
    public struct DensestSquare: Equatable, Sendable {
        /// The side of the square, in pixels (the tolerance's ``ImageTolerance/ClusterLimit/side``).
        public let side: Int
        /// How many differing pixels it holds.
        public let changedPixels: Int
    }

    /// Compares `actual` with `golden` under `tolerance`.
    public init(actual: PixelImage, golden: PixelImage, tolerance: ImageTolerance) {
        guard actual.width == golden.width, actual.height == golden.height else {
            self = .sizeMismatch(actual: (actual.width, actual.height), golden: (golden.width, golden.height))
            return
        }
        if actual.bytes == golden.bytes {
            self = .match
            return
        }
        let pixelCount = actual.width * actual.height
        var changed = [Bool](repeating: false, count: pixelCount)
        var largest: UInt8 = 0
        var diff = [UInt8](repeating: 0, count: actual.bytes.count)
        for pixel in 0..<pixelCount {
            let offset = pixel * 4
            var pixelLargest: UInt8 = 0
            for channel in 0..<4 {
                let a = actual.bytes[offset + channel], g = golden.bytes[offset + channel]
                pixelLargest = max(pixelLargest, a > g ? a - g : g - a)
            }
            largest = max(largest, pixelLargest)
            if pixelLargest > tolerance.perChannel {
                changed[pixel] = true
                diff.replaceSubrange(offset..<offset + 4, with: [0, 0, 255, 255])  // B G R A: red
            } else {
                // A faded, opaque copy of the actual pixel, so the red stands out.
                for channel in 0..<3 { diff[offset + channel] = 255 - (255 - actual.bytes[offset + channel]) / 4 }
                diff[offset + 3] = 255
            }
        }
        let changedCount = changed.count { $0 }
        let fraction = Double(changedCount) / Double(max(1, pixelCount))
        var densest: DensestSquare?
        var clustered = false
        if let limit = tolerance.cluster {
            let count = markedPixelsInDensestSquare(of: changed, width: actual.width, height: actual.height,
                                                    side: limit.side)
            densest = DensestSquare(side: limit.side, changedPixels: count)
            clustered = count > limit.changedPixels
        }
        if changedCount == 0 || (fraction <= tolerance.changedPixelFraction && !clustered) {
            self = .match
        } else {
            self = .mismatch(changedFraction: fraction, densestSquare: densest, largestDifference: largest,
                             diff: PixelImage(width: actual.width, height: actual.height, bytes: diff))
        }
    }

    public static func == (lhs: ImageComparison, rhs: ImageComparison) -> Bool {
        switch (lhs, rhs) {
        case (.match, .match): true
        case let (.sizeMismatch(a1, g1), .sizeMismatch(a2, g2)): a1 == a2 && g1 == g2
        case let (.mismatch(f1, s1, l1, d1), .mismatch(f2, s2, l2, d2)): f1 == f2 && s1 == s2 && l1 == l2 && d1 == d2
        default: false
        }
    }

    /// The picture with the changed pixels in red, for a mismatch of same-size pictures.
    public var diffImage: PixelImage? {
        if case .mismatch(_, _, _, let diff) = self { diff } else { nil }
    }

    /// The square with the most differing pixels, for a mismatch under a tolerance with a
    /// cluster limit.
    public var densestSquare: DensestSquare? {
        if case .mismatch(_, let densest, _, _) = self { densest } else { nil }
    }

    /// One line for a test failure.
    public var summary: String {
        switch self {
        case .match:
            "the images match"
        case .sizeMismatch(let actual, let golden):
            "the image is \(actual.width)×\(actual.height) but the golden is \(golden.width)×\(golden.height)"
        case .mismatch(let fraction, let densest, let largest, let diff):
            "\(Int((fraction * Double(diff.width * diff.height)).rounded())) pixels differ "
                + "(\(String(format: "%.3f", fraction * 100)) %"
                + (densest.map { ", up to \($0.changedPixels) in one \($0.side)×\($0.side) square" } ?? "")
                + "; largest channel difference \(largest))"
        }
    }
}

import Foundation

/// How different two pictures may be and still count as the same.
///
/// Two limits, both needed: a channel may differ by a little (anti-aliasing, rounding in the
/// renderer), and a few pixels may differ by more (a hinting change on one glyph). Everything
/// else is a real difference.
public struct ImageTolerance: Equatable, Sendable {
    /// The largest difference in any one channel (0–255) that still counts as equal.
    public var perChannel: UInt8
    /// The share of pixels (0–1) allowed to differ by more than `perChannel`.
    public var changedPixelFraction: Double

    /// Creates a tolerance.
    public init(perChannel: UInt8, changedPixelFraction: Double) {
        self.perChannel = perChannel
        self.changedPixelFraction = changedPixelFraction
    }

    /// Byte-for-byte equality.
    public static let exact = ImageTolerance(perChannel: 0, changedPixelFraction: 0)
    /// Small rounding differences pass; one pixel in a thousand may change.
    public static let standard = ImageTolerance(perChannel: 4, changedPixelFraction: 0.001)
}

/// The outcome of comparing a rendered picture with its golden image.
public enum ImageComparison: Equatable, Sendable {
    /// Within the tolerance.
    case match
    /// The pictures have different sizes.
    case sizeMismatch(actual: (width: Int, height: Int), golden: (width: Int, height: Int))
    /// Too many pixels differ: the share that did, the largest channel difference, and a
    /// picture with the changed pixels in red over a faded copy of the actual one.
    case mismatch(changedFraction: Double, largestDifference: UInt8, diff: PixelImage)

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
        var changed = 0
        var largest: UInt8 = 0
        var diff = [UInt8](repeating: 0, count: actual.bytes.count)
        for pixel in 0..<(actual.width * actual.height) {
            let offset = pixel * 4
            var pixelLargest: UInt8 = 0
            for channel in 0..<4 {
                let a = actual.bytes[offset + channel], g = golden.bytes[offset + channel]
                pixelLargest = max(pixelLargest, a > g ? a - g : g - a)
            }
            largest = max(largest, pixelLargest)
            if pixelLargest > tolerance.perChannel {
                changed += 1
                diff.replaceSubrange(offset..<offset + 4, with: [0, 0, 255, 255])  // B G R A: red
            } else {
                // A faded, opaque copy of the actual pixel, so the red stands out.
                for channel in 0..<3 { diff[offset + channel] = 255 - (255 - actual.bytes[offset + channel]) / 4 }
                diff[offset + 3] = 255
            }
        }
        let fraction = Double(changed) / Double(max(1, actual.width * actual.height))
        if changed == 0 || fraction <= tolerance.changedPixelFraction {
            self = .match
        } else {
            self = .mismatch(changedFraction: fraction, largestDifference: largest,
                             diff: PixelImage(width: actual.width, height: actual.height, bytes: diff))
        }
    }

    public static func == (lhs: ImageComparison, rhs: ImageComparison) -> Bool {
        switch (lhs, rhs) {
        case (.match, .match): true
        case let (.sizeMismatch(a1, g1), .sizeMismatch(a2, g2)): a1 == a2 && g1 == g2
        case let (.mismatch(f1, l1, d1), .mismatch(f2, l2, d2)): f1 == f2 && l1 == l2 && d1 == d2
        default: false
        }
    }

    /// One line for a test failure.
    public var summary: String {
        switch self {
        case .match:
            "the images match"
        case .sizeMismatch(let actual, let golden):
            "the image is \(actual.width)×\(actual.height) but the golden is \(golden.width)×\(golden.height)"
        case .mismatch(let fraction, let largest, _):
            "\(String(format: "%.3f", fraction * 100)) % of pixels differ (largest channel difference \(largest))"
        }
    }
}

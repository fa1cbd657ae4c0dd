import Foundation
import GtkList
import SnapshotTesting

extension Snapshotting where Value == Widget, Format == PixelImage {
    /// A picture of a GTK widget, for `assertSnapshot(of: widget, as: .image)`.
    ///
    /// Waits until the widget's latest state is drawn, renders it in-process and compares it
    /// with ``ImageTolerance/standard``; recording, file layout and failure artifacts follow
    /// swift-snapshot-testing's usual workflow.
    public static var image: Snapshotting { image(tolerance: .standard) }

    /// A picture of a GTK widget compared with `tolerance`.
    public static func image(tolerance: ImageTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixelImage(tolerance: tolerance)) { widget in
            MainActor.assumeIsolated {
                MainLoop.waitUntilDrawn(widget)
                do {
                    return try PixelImage(rendering: widget)
                } catch {
                    // The comparison then fails on the size, and this says why.
                    FileHandle.standardError.write(Data("GtkListTesting: cannot render the widget: \(error)\n".utf8))
                    return PixelImage(width: 0, height: 0, bytes: [])
                }
            }
        }
    }
}

extension Diffing where Value == PixelImage {
    /// Compares pictures with `tolerance`; a failure carries a diff image with the changed
    /// pixels in red.
    public static func pixelImage(tolerance: ImageTolerance) -> Diffing {
        .diff(
            toData: { $0.pngData() },
            fromData: { PixelImage(encoded: $0) ?? PixelImage(width: 0, height: 0, bytes: []) },
            diffV2: { golden, actual in
                let comparison = ImageComparison(actual: actual, golden: golden, tolerance: tolerance)
                switch comparison {
                case .match:
                    return nil
                case .sizeMismatch:
                    return (comparison.summary, [])
                case .mismatch(_, _, _, let diff):
                    return (comparison.summary, [.data(diff.pngData(), name: "difference.png")])
                }
            }
        )
    }
}

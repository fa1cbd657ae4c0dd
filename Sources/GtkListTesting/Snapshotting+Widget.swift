import Foundation
import GtkList
import SnapshotTesting

extension Snapshotting where Value == Widget, Format == PixelImage {
    /// A picture of a GTK widget, for `assertSnapshot(of: widget, as: .image)`.
    ///
    /// Waits until the widget shows its final state (``waitForScreen(_:timeout:file:line:)``:
    /// loads finished and drawn), renders it in-process and compares it
    /// with ``ImageTolerance/standard``; recording and the file layout follow swift-snapshot-testing's
    /// usual workflow. A failure also writes the golden, actual and diff pictures where the message
    /// says (see ``Diffing/pixelImage(tolerance:)``).
    public static var image: Snapshotting { image(tolerance: .standard) }

    /// A picture of a GTK widget compared with `tolerance`.
    public static func image(tolerance: ImageTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixelImage(tolerance: tolerance)) { widget in
            MainActor.assumeIsolated {
                waitForScreen(widget)
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
    /// Compares pictures with `tolerance`.
    ///
    /// On a failure it writes the golden, the actual picture and a diff image with the changed
    /// pixels in red to the artifacts folder (`SNAPSHOT_ARTIFACTS`, or `gtklist-golden-artifacts`
    /// in the temporary directory), as ``assertGolden(of:named:tolerance:waitsForLoads:file:line:)`` does, and
    /// the failure message names all three. The files are named after the test,
    /// `snapshots/<Suite.testName>.golden.png` (and `.actual.png`, `.diff.png`): a failing test
    /// run again replaces its own files.
    public static func pixelImage(tolerance: ImageTolerance) -> Diffing {
        .diff(
            toData: { $0.pngData() },
            fromData: { PixelImage(encoded: $0) ?? PixelImage(width: 0, height: 0, bytes: []) },
            diffV2: { golden, actual in
                let comparison = ImageComparison(actual: actual, golden: golden, tolerance: tolerance)
                guard comparison != .match else { return nil }
                let files = SnapshotFailureFiles(golden: golden)
                var pictures = [(label: "golden", image: golden, file: files.golden),
                                (label: "actual", image: actual, file: files.actual)]
                if let diff = comparison.diffImage { pictures.append(("diff", diff, files.diff)) }
                let attachments = comparison.diffImage.map { [DiffAttachment.data($0.pngData(), name: "difference.png")] }
                return (comparison.summary + FailureArtifacts.write(pictures), attachments ?? [])
            }
        )
    }
}

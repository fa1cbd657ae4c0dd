import Foundation

/// The files a failed `Snapshotting.image` comparison writes:
/// `snapshots/<fingerprint>.golden.png`, `.actual.png` and `.diff.png` under
/// ``FailureArtifacts/root``.
///
/// swift-snapshot-testing hands the comparison only the two pictures, not the test's name, so
/// the files are named after the golden picture itself: a fingerprint of its pixels. The same
/// golden always gets the same names, so running a failing test again replaces its files
/// instead of piling up new ones, and the names stay the same whichever tests run with it.
package struct SnapshotFailureFiles {
    package let golden: URL
    package let actual: URL
    package let diff: URL

    package init(golden image: PixelImage) {
        // 64-bit FNV-1a over the pixels, so a PNG re-encoding of the same picture keeps its name.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in image.bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        let name = "snapshot-" + String(repeating: "0", count: 16 - hex.count) + hex
        let folder = FailureArtifacts.root.appendingPathComponent("snapshots")
        golden = folder.appendingPathComponent("\(name).golden.png")
        actual = folder.appendingPathComponent("\(name).actual.png")
        diff = folder.appendingPathComponent("\(name).diff.png")
    }
}

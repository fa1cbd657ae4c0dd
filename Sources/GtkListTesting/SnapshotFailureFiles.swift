import Foundation

/// The files a failed `Snapshotting.image` comparison writes:
/// `snapshots/<Suite.testName>.golden.png`, `.actual.png` and `.diff.png` under
/// ``FailureArtifacts/root``.
///
/// swift-snapshot-testing hands the comparison only the two pictures, so the name comes from the
/// test GtkListTesting saw start (a second failure in one test adds `-2`, and so on). Before any
/// test was seen starting (the test that started the environment), the files are named after a
/// fingerprint of the golden's pixels, `snapshot-<16 hex digits>`. Running a failing test again
/// replaces its files instead of piling up new ones.
package struct SnapshotFailureFiles {
    package let golden: URL
    package let actual: URL
    package let diff: URL

    package init(golden image: PixelImage, testName: String? = TestTracker.shared.nextFailureName()) {
        let name = testName ?? Self.fingerprint(of: image)
        let folder = FailureArtifacts.root.appendingPathComponent("snapshots")
        golden = folder.appendingPathComponent("\(name).golden.png")
        actual = folder.appendingPathComponent("\(name).actual.png")
        diff = folder.appendingPathComponent("\(name).diff.png")
    }

    /// 64-bit FNV-1a over the pixels, so a PNG re-encoding of the same picture keeps its name.
    private static func fingerprint(of image: PixelImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in image.bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return "snapshot-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

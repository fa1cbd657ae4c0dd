import Foundation
import GtkList
import GtkListTesting
import SnapshotTesting
import XCTest

/// A failed `.image` snapshot leaves its golden, actual and diff pictures on disk, and the
/// message says where.
final class SnapshotFailureFilesTests: XCTestCase {
    private var artifacts: URL!
    private var previousArtifacts: String?

    /// The environment starts before the first test, so GtkListTesting sees every test start
    /// and names the files after it.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            do { try GtkTestEnvironment.start() } catch { XCTFail("GTK did not start: \(error)") }
        }
    }

    override func setUp() {
        super.setUp()
        previousArtifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-files-\(UUID().uuidString)")
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
    }

    override func tearDown() {
        if let previousArtifacts { setenv("SNAPSHOT_ARTIFACTS", previousArtifacts, 1) } else { unsetenv("SNAPSHOT_ARTIFACTS") }
        try? FileManager.default.removeItem(at: artifacts)
        super.tearDown()
    }

    /// The path after `label:` in `message`, checked to be a file inside `artifacts`.
    private static func file(_ label: String, in message: String, under artifacts: URL) throws -> URL {
        let line = try XCTUnwrap(message.split(separator: "\n").first { $0.hasPrefix("  \(label):") },
                                 "no \(label) line in: \(message)")
        let path = line.dropFirst(label.count + 3).trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(path.hasPrefix(artifacts.path + "/"), "\(path) is not in \(artifacts.path)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(label) file missing: \(path)")
        return URL(fileURLWithPath: path)
    }

    private static func solid(_ value: UInt8) -> PixelImage {
        PixelImage(width: 20, height: 20, bytes: [UInt8](repeating: value, count: 20 * 20 * 4))
    }

    func testTheDiffingWritesGoldenActualAndDiffAndNamesThem() throws {
        let golden = Self.solid(255)
        var changed = golden.bytes
        for pixel in 0..<20 { changed[pixel * 4 + 1] = 0 }  // the top row turns magenta
        let actual = PixelImage(width: 20, height: 20, bytes: changed)
        let diffing = Diffing<PixelImage>.pixelImage(tolerance: .standard)
        XCTAssertNil(diffing.diffV2(golden, golden))

        let (message, _) = try XCTUnwrap(diffing.diffV2(golden, actual))
        let goldenFile = try Self.file("golden", in: message, under: artifacts)
        let actualFile = try Self.file("actual", in: message, under: artifacts)
        let diffFile = try Self.file("diff", in: message, under: artifacts)
        XCTAssertEqual(PixelImage(encoded: try Data(contentsOf: goldenFile)), golden)
        XCTAssertEqual(PixelImage(encoded: try Data(contentsOf: actualFile)), actual)
        let diff = try XCTUnwrap(PixelImage(encoded: try Data(contentsOf: diffFile)))
        XCTAssertEqual(Array(diff.pixel(x: 3, y: 0)), [0, 0, 255, 255], "changed pixels are red")
        XCTAssertEqual([goldenFile, actualFile, diffFile].map(\.lastPathComponent),
                       ["golden", "actual", "diff"].map { "SnapshotFailureFilesTests.testTheDiffingWritesGoldenActualAndDiffAndNamesThem.\($0).png" },
                       "the three files are named after the test")

        let (second, _) = try XCTUnwrap(diffing.diffV2(golden, actual))
        XCTAssertEqual(try Self.file("golden", in: second, under: artifacts).lastPathComponent,
                       "SnapshotFailureFilesTests.testTheDiffingWritesGoldenActualAndDiffAndNamesThem-2.golden.png",
                       "a second failure in one test gets files of its own")
    }

    func testPicturesOfDifferentSizesNameGoldenAndActual() throws {
        let other = PixelImage(width: 10, height: 20, bytes: [UInt8](repeating: 255, count: 10 * 20 * 4))
        let (message, _) = try XCTUnwrap(Diffing<PixelImage>.pixelImage(tolerance: .standard).diffV2(Self.solid(255), other))
        XCTAssertTrue(message.hasPrefix("the image is 10×20 but the golden is 20×20"), message)
        _ = try Self.file("golden", in: message, under: artifacts)
        _ = try Self.file("actual", in: message, under: artifacts)
        XCTAssertFalse(message.contains("diff:"), "no diff picture for different sizes")
    }

    /// What a user sees: `verifySnapshot` returns the message `assertSnapshot` fails with.
    func testAFailedWidgetSnapshotNamesItsThreeFiles() throws {
        let artifacts = try XCTUnwrap(artifacts)
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            let window = Window()
            window.setDefaultSize(width: 300, height: 120)
            let label = Label("Last updated 12:05 PM")
            label.addCSSClass("caption")
            window.setChild(label)
            window.present()
            defer { window.close() }
            let snapshots = artifacts.appendingPathComponent("__Snapshots__").path
            XCTAssertNotNil(verifySnapshot(of: window as Widget, as: .image, named: "caption", record: .all,
                                           snapshotDirectory: snapshots), "records the golden")
            XCTAssertNil(verifySnapshot(of: window as Widget, as: .image, named: "caption", record: .never,
                                        snapshotDirectory: snapshots), "the same picture passes")

            label.text = "Last updated 12:08 PM"
            let message = try XCTUnwrap(verifySnapshot(of: window as Widget, as: .image, named: "caption",
                                                       record: .never, snapshotDirectory: snapshots))
            XCTAssertTrue(message.contains("pixels differ"), message)
            let golden = try Self.file("golden", in: message, under: artifacts)
            XCTAssertEqual(try Data(contentsOf: golden),
                           try Data(contentsOf: URL(fileURLWithPath: snapshots)
                               .appendingPathComponent("testAFailedWidgetSnapshotNamesItsThreeFiles.caption.png")))
            _ = try Self.file("actual", in: message, under: artifacts)
            _ = try Self.file("diff", in: message, under: artifacts)
        }
    }
}

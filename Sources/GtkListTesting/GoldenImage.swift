import Foundation
import GtkList
import XCTest

/// Where golden images live and what a test run does with them.
///
/// Goldens sit beside the test file, in `__Goldens__/<TestFile>/<name>.png`. The environment
/// variable `SNAPSHOT_TESTING_RECORD` (shared with swift-snapshot-testing) chooses the mode:
/// `missing` (the default) records goldens that do not exist yet and fails, so a new golden is
/// always looked at; `all` re-records every golden and fails; `never` only compares. Failure
/// artifacts go to `SNAPSHOT_ARTIFACTS`, or a folder in the temporary directory.
public enum GoldenRecordMode: String, Sendable {
    case missing, all, never

    /// The mode the environment asks for.
    public static var current: GoldenRecordMode {
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(GoldenRecordMode.init) ?? .missing
    }
}

/// Renders `widget` once it shows its final state (see ``waitForScreen(_:timeout:file:line:)``)
/// and compares it with the golden image `name`, failing the test with the paths of the
/// golden, actual and diff images.
///
/// To picture a screen in the middle of a load (a spinner, a "Loading…" page), pass
/// `waitsForLoads: false`: the picture is then taken as soon as the latest state is painted.
@MainActor
public func assertGolden(
    of widget: Widget,
    named name: String,
    tolerance: ImageTolerance = .standard,
    waitsForLoads: Bool = true,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if waitsForLoads {
        guard waitForScreen(widget, file: file, line: line) else { return }
    } else if !MainLoop.waitUntilDrawn(widget) {
        XCTFail("\(name): the widget was never drawn (is it in a shown window?)", file: file, line: line)
        return
    }
    let actual: PixelImage
    do {
        guard let rendered = try PixelImage.renderedAfterNextPaint(of: widget) else {
            XCTFail("\(name): no frame was painted", file: file, line: line)
            return
        }
        actual = rendered
    } catch {
        XCTFail("\(name): \(error)", file: file, line: line)
        return
    }
    let paths = GoldenPaths(testFile: "\(file)", name: name)
    let mode = GoldenRecordMode.current
    let golden = FileManager.default.contents(atPath: paths.golden.path).flatMap(PixelImage.init(encoded:))

    guard let golden, mode != .all else {
        guard mode != .never else {
            XCTFail("\(name): no golden image at \(paths.golden.path)", file: file, line: line)
            return
        }
        do {
            try FileManager.default.createDirectory(at: paths.golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try actual.pngData().write(to: paths.golden)
            XCTFail("\(name): recorded a new golden image at \(paths.golden.path); look at it, then run again",
                    file: file, line: line)
        } catch {
            XCTFail("\(name): cannot write the golden image \(paths.golden.path): \(error)", file: file, line: line)
        }
        return
    }

    let comparison = ImageComparison(actual: actual, golden: golden, tolerance: tolerance)
    guard comparison != .match else { return }
    var pictures = [(label: "actual", image: actual, file: paths.actual)]
    if let diff = comparison.diffImage { pictures.append(("diff", diff, paths.diff)) }
    let message = "\(name): \(comparison.summary)\n  golden: \(paths.golden.path)" + FailureArtifacts.write(pictures)
    XCTFail(message, file: file, line: line)
}

/// The files of one golden image.
package struct GoldenPaths {
    package let golden: URL
    package let actual: URL
    package let diff: URL

    package init(testFile: String, name: String) {
        let testURL = URL(fileURLWithPath: testFile)
        let suite = testURL.deletingPathExtension().lastPathComponent
        golden = testURL.deletingLastPathComponent()
            .appendingPathComponent("__Goldens__").appendingPathComponent(suite)
            .appendingPathComponent("\(name).png")
        let artifacts = FailureArtifacts.root.appendingPathComponent(suite)
        actual = artifacts.appendingPathComponent("\(name).actual.png")
        diff = artifacts.appendingPathComponent("\(name).diff.png")
    }
}

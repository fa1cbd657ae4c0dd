import GtkList
import GtkListTesting
import ListCore
@testable import ListViewerKit
import RecordFilesTesting
import XCTest

/// Every text of list-viewer and GtkList is readable: WCAG AA's 4.5:1 against what is behind
/// it, measured on rendered pixels, in the light, dark and high-contrast themes, on plain and
/// selected rows.
final class ContrastTests: XCTestCase {
    @MainActor
    private static func assertReadable(_ window: Widget, _ screen: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let contrasts = try window.textContrasts()
        XCTAssertGreaterThan(contrasts.count, 2, "\(screen): too few texts measured", file: file, line: line)
        for contrast in contrasts where contrast.ratio < 4.5 {
            XCTFail("\(screen): \(contrast) is below 4.5:1", file: file, line: line)
        }
    }

    func testEveryTextOfTheDemoIsReadableInEveryTheme() throws {
        try MainActor.assumeIsolated {
            try GtkTestEnvironment.start()
            defer { GtkTestEnvironment.use(.light) }
            for appearance in GtkTestEnvironment.Appearance.allCases {
                GtkTestEnvironment.use(appearance)
                for state in [ViewerState.list, .refreshing, .loadMoreError, .empty] {
                    let viewer = try StagedScreen.make(state)
                    defer { viewer.window.close() }
                    if state == .list {
                        // One article and one card selected, as the keyboard leaves them.
                        viewer.demo?.feed.list.selectItem(at: ListIndexPath(section: 0, item: 1))
                    }
                    MainLoop.waitUntilDrawn(viewer.window)
                    try Self.assertReadable(viewer.window, "\(appearance) \(state.rawValue)")
                }
            }
        }
    }

    func testEveryLevelOfATextLogIsReadableInEveryTheme() throws {
        try MainActor.assumeIsolated {
            let scratch = try ScratchDirectory()
            let levels = ["EMERG", "ALERT", "CRIT", "ERROR", "WARN", "NOTICE", "INFO", "DEBUG", "TRACE"]
            let log = (0..<60).map { n in
                String(format: "2025-06-14 15:16:%02d,%03d %@ [main] app.Server: step %d done", n, n, levels[n % levels.count], n)
            }.joined(separator: "\n") + "\n"
            let path = try scratch.write("levels.log", log)
            try GtkTestEnvironment.start()
            defer { GtkTestEnvironment.use(.light) }
            for appearance in GtkTestEnvironment.Appearance.allCases {
                GtkTestEnvironment.use(appearance)
                let file = FileContent(path: path)
                let viewer = try StagedScreen.show(file, width: 640, height: 900)
                defer { viewer.window.close() }
                StagedScreen.settle(viewer)
                // The error row selected, as the keyboard leaves it.
                file.feed.list.selectItem(at: ListIndexPath(section: 0, item: 3))
                MainLoop.waitUntilDrawn(viewer.window)
                let texts = viewer.window.shownTexts
                for level in ["emergency", "alert", "critical", "error", "warning", "notice", "info", "debug", "trace"] {
                    XCTAssertTrue(texts.contains(level), "\(appearance): no \(level) in \(texts)")
                }
                try Self.assertReadable(viewer.window, "\(appearance) levels")
            }
        }
    }
}

import GtkList
import GtkListTesting
@testable import ListViewerKit
import XCTest

/// list-viewer's real window, with the demo feed driven into a ``ViewerState`` as
/// `list-viewer --state` does, or with a file opened.
@MainActor
enum StagedScreen {
    /// A shown window in `state`; close it when done.
    static func make(_ state: ViewerState, width: Int = 480, height: Int = 600,
                     file: StaticString = #filePath, line: UInt = #line) throws -> ViewerWindow {
        try GtkTestEnvironment.start()
        let demo = DemoContent()
        let viewer = ViewerWindow(window: Window(), content: demo, size: WindowSize(width: width, height: height))
        let stager = SnapshotStager(demo: demo, window: viewer.window, state: state)
        stager.prepare()
        viewer.present()
        var isStaged = false
        Task { @MainActor in
            await stager.stage()
            isStaged = true
        }
        XCTAssertTrue(MainLoop.run(until: { isStaged }, timeout: 10), "staging \(state) timed out", file: file, line: line)
        return viewer
    }

    /// Runs `body` with GTK started in `appearance` and `language`, then puts the light style
    /// and the default language back, whatever `body` did.
    static func inLook<Result>(_ appearance: GtkTestEnvironment.Appearance, language: String,
                               _ body: () throws -> Result) throws -> Result {
        try GtkTestEnvironment.start()
        GtkTestEnvironment.use(appearance)
        GtkTestEnvironment.use(language: language)
        defer {
            GtkTestEnvironment.use(.light)
            GtkTestEnvironment.use(language: "")
        }
        return try body()
    }

    /// A shown window with `content` in it, after the file's first load ended (rows, the empty
    /// page or the error page) and its rows all landed; close it when done.
    static func show(_ content: FileContent, width: Int = 480, height: Int = 600,
                     file: StaticString = #filePath, line: UInt = #line) throws -> ViewerWindow {
        try GtkTestEnvironment.start()
        let viewer = ViewerWindow(window: Window(), content: content, size: WindowSize(width: width, height: height))
        viewer.present()
        XCTAssertTrue(MainLoop.run(until: { (content.feed.state.hasLoadedOnce && !content.model.records.isFilling)
                                               || content.feed.errorPage.isShown }),
                      "the file never loaded", file: file, line: line)
        MainLoop.waitUntilDrawn(viewer.window)
        return viewer
    }

    /// Waits until what a picture of `viewer` shows is final: its file settled (loads, jumps,
    /// searches, the index and the timeline, with their last progress shown) and the window's
    /// title the file's.
    static func settle(_ viewer: ViewerWindow, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) {
        guard let content = viewer.file else { return }
        XCTAssertTrue(MainLoop.run(until: { content.isSettled && viewer.window.title == content.title }, timeout: timeout),
                      "never settled: \(viewer.window.title)", file: file, line: line)
        MainLoop.waitUntilDrawn(viewer.window)
    }
}
